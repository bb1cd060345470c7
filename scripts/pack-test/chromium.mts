// The partner's pages in real Chromium (@sparticuz/chromium through playwright-core, the e2e
// tests' launchBrowser with the browser's web security on, as on a partner's visitor's machine):
// one static server over the temp folder, one browser, a page per bundle. What it reports is
// what a visitor of the partner's site would notice.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../packages/app/e2e/browser.ts';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A static file server over `root` on loopback (the bundles are under it, each in its folder). */
export async function startSite(root: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function openBrowser(): Promise<Browser> {
  return launchBrowser([], { webSecurity: true });
}

type Rgba = [number, number, number, number];

export interface PartnerPageLook {
  pageErrors: string[];
  reactVersion: string | null;
  schemaElement: string | null;
  bbox: string | null;
  /** The brand createTheme set on the kit's root, as the browser computes it. */
  brand: string;
  /** A theme property that only the kit's stylesheet sets (so style.css is on the page). */
  textColourProperty: string;
  cardNameVisible: boolean;
  badgeCardVisible: boolean;
  /** The badges BadgeList shows, by their list items' text. */
  badges: string[];
  gauge: { valueNow: string | null; shownText: string | null };
  map?: {
    /** `data-map-ready="true"`: maplibre idle with deck.gl's overlay on it. */
    ready: boolean;
    /** The kit's `thing-map-drawn` mark: deck.gl rendered a frame with the points. */
    drawnMark: boolean;
    /** The point's keyboard target exists (its label names the thing). */
    pointTarget: boolean;
    /** The map canvas as shown on screen: at the point, and at a corner of the base map. */
    pointPixel: Rgba | null;
    groundPixel: Rgba | null;
  };
}

/** Opens `url` in a new page, waits for the kit to render (and the map to draw), and reports. */
export async function lookAtPartnerPage(
  browser: Browser,
  url: string,
  { map }: { map: boolean },
): Promise<{ page: Page; look: PartnerPageLook }> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error).slice(0, 300)));
  await page.goto(url);
  await page.getByText('Waterer').first().waitFor({ timeout: 30_000 });

  const themeRoot = page.locator('[data-theme]').first();
  const probe = page.locator('[data-react-version]');
  const meter = page.getByRole('meter', { name: 'Soil moisture' });
  const badgeList = page.getByRole('list', { name: "Sam's badges" });
  const look: PartnerPageLook = {
    pageErrors,
    reactVersion: await probe.getAttribute('data-react-version'),
    schemaElement: await probe.getAttribute('data-element'),
    bbox: await probe.textContent(),
    brand: await themeRoot.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--bk-colour-brand').trim(),
    ),
    textColourProperty: await themeRoot.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--bk-colour-text').trim(),
    ),
    cardNameVisible: await page
      .getByRole('heading', { name: 'Castle Street bee cafe' })
      .isVisible(),
    badgeCardVisible: await page.getByText('Waterer').first().isVisible(),
    badges: (await badgeList.getByRole('listitem').allInnerTexts()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    ),
    gauge: {
      valueNow: await meter.getAttribute('aria-valuenow'),
      shownText: (await meter.isVisible()) ? await meter.innerText() : null,
    },
  };
  if (map) look.map = await lookAtMap(page);
  return { page, look };
}

async function lookAtMap(page: Page): Promise<NonNullable<PartnerPageLook['map']>> {
  const group = page.getByRole('group', { name: 'Map of things in Totnes' });
  const ready = await page
    .locator('[role="group"][aria-label="Map of things in Totnes"][data-map-ready="true"]')
    .waitFor({ timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  const drawnMark = await page
    .waitForFunction(() => performance.getEntriesByName('thing-map-drawn').length > 0, null, {
      timeout: 15_000,
    })
    .then(() => true)
    .catch(() => false);
  const target = group.getByRole('button', { name: /Castle Street bee cafe/ });
  const pointTarget = (await target.count()) === 1;
  const canvas = group.locator('canvas.maplibregl-canvas');
  if (!ready || !pointTarget || (await canvas.count()) !== 1) {
    return { ready, drawnMark, pointTarget, pointPixel: null, groundPixel: null };
  }
  const [canvasBox, targetBox] = [await canvas.boundingBox(), await target.boundingBox()];
  if (!canvasBox || !targetBox) {
    return { ready, drawnMark, pointTarget, pointPixel: null, groundPixel: null };
  }
  // A WebGL canvas cannot be read back once composited, so read what the screen shows.
  const png = (await canvas.screenshot()).toString('base64');
  const at = [
    [
      Math.round(targetBox.x + targetBox.width / 2 - canvasBox.x),
      Math.round(targetBox.y + targetBox.height / 2 - canvasBox.y),
    ],
    [4, Math.round(canvasBox.height) - 4],
  ];
  const [pointPixel, groundPixel] = await page.evaluate(
    async ({ png, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const scratch = document.createElement('canvas');
      scratch.width = image.width;
      scratch.height = image.height;
      const context = scratch.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return at.map(([x, y]) => [...context.getImageData(x!, y!, 1, 1).data]);
    },
    { png, at },
  );
  return {
    ready,
    drawnMark,
    pointTarget,
    pointPixel: pointPixel as Rgba,
    groundPixel: groundPixel as Rgba,
  };
}

/** Whether two colours are the same within `tolerance` per channel (RGB; alpha ignored). */
export function sameColour(
  a: readonly number[] | null | undefined,
  b: readonly number[],
  tolerance = 6,
) {
  return Boolean(a) && [0, 1, 2].every((i) => Math.abs(a![i]! - b[i]!) <= tolerance);
}
