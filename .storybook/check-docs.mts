// Opens docs pages of a static Storybook build in the test Chromium and checks that each stays
// calm for a reader: nothing modal open (no aria-modal), no dialog or toast raised by itself, and
// the page not scroll-locked. Screenshots go to --shots=<dir> when given.
//
//   node_modules/.bin/storybook build -o storybook-static
//   npx tsx .storybook/check-docs.mts [--dir=storybook-static] [--shots=/tmp/docs] [id-filter…]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import chromium from '@sparticuz/chromium';
import { chromium as playwright } from 'playwright-core';
import sirv from 'sirv';

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.slice(2).split('=') as [string, string]),
);
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const dir = path.resolve(options.dir ?? 'storybook-static');
const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const docs = Object.values(index.entries)
  .filter((entry) => entry.type === 'docs')
  .filter((entry) => filters.length === 0 || filters.some((filter) => entry.id.includes(filter)))
  .map((entry) => entry.id);

const serve = sirv(dir, { dev: false });
const server = http.createServer((req, res) =>
  serve(req, res, () => {
    res.writeHead(404).end();
  }),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

const browser = await playwright.launch({
  executablePath: await chromium.executablePath(),
  args: chromium.args.filter((arg) => arg !== '--single-process'),
  headless: true,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const failures: string[] = [];
for (const id of docs) {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=docs`);
  await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 30_000 });
  // Give stories time to mount, open anything they would open by themselves, and settle.
  await page.waitForTimeout(1500);
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const state = await page.evaluate(() => {
    return {
      modal: document.querySelectorAll('[aria-modal="true"]').length,
      dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
      toasts: document.querySelectorAll('[role="region"][aria-label="Notifications"] li').length,
      scrollLocked:
        getComputedStyle(document.documentElement).overflow === 'hidden' ||
        getComputedStyle(document.body).overflow === 'hidden',
      height: document.documentElement.scrollHeight,
    };
  });
  const problems = [
    state.modal > 0 && `${state.modal} aria-modal element(s)`,
    state.dialogs > 0 && `${state.dialogs} open dialog(s)`,
    state.toasts > 0 && `${state.toasts} toast(s)`,
    state.scrollLocked && 'scroll locked',
  ].filter(Boolean);
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${id} (${state.height}px) ${problems.join(', ')}`,
  );
  if (problems.length) failures.push(id);
  if (options.shots) {
    await page.screenshot({ path: path.join(options.shots, `${id}.png`), fullPage: true });
  }
}
await browser.close();
server.close();
console.log(`${docs.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
