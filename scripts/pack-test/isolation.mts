// Style isolation, checked in Chromium (happy-dom does not resolve `inherit`, so it cannot judge):
// the partner's page as built, then the same page under a hostile host stylesheet. Every element
// inside the kit's root must compute the same text styles in both.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

export const hostileStylesheet =
  'h1, h2, h3, h4, h5, h6, p, span, div, li, a, label, button { text-transform: uppercase; color: purple; letter-spacing: 3px; font-family: "Comic Sans MS", cursive } * { line-height: 2 }';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export async function checkIsolation(repo: string, siteDir: string) {
  const fromRoot = createRequire(join(repo, 'package.json'));
  const chromium = (await import(fromRoot.resolve('@sparticuz/chromium'))).default;
  const { chromium: playwright } = fromRoot('playwright-core') as typeof Playwright;
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(siteDir, path === '/' ? 'index.html' : path);
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
  const port = (server.address() as { port: number }).port;
  const browser = await playwright.launch({
    executablePath: await chromium.executablePath(),
    args: chromium.args,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByText('Waterer').first().waitFor();
    // The map's own elements too (maplibre and deck.gl load lazily; SwiftShader gives WebGL).
    await page.locator('canvas.maplibregl-canvas').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const looks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-theme] *')].map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName.toLowerCase()}.${element.className}: ${[
            style.textTransform,
            style.color,
            style.lineHeight,
            style.letterSpacing,
            style.fontFamily,
          ].join(' | ')}`;
        }),
      );
    const before = await looks();
    await page.addStyleTag({ content: hostileStylesheet });
    const after = await looks();
    const changed = before.flatMap((look, index) =>
      look === after[index] ? [] : [`${look}  →  ${after[index]!.split(': ').slice(1).join(': ')}`],
    );
    return { elements: before.length, changed };
  } finally {
    await browser.close();
    server.close();
  }
}
