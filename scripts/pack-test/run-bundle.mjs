// Runs one bundled partner page in a happy-dom window inside Node (a child process per bundle,
// so each gets a fresh window and module cache) and prints what rendered as one JSON line.
// Usage: node run-bundle.mjs <happy-dom entry> <bundle's entry .js>
// (Style isolation is checked in Chromium instead, isolation.mts: happy-dom does not resolve
// `inherit` in the cascade.)
import { pathToFileURL } from 'node:url';

const [happyDomEntry, bundle] = process.argv.slice(2);
const { Window } = await import(pathToFileURL(happyDomEntry).href);
const window = new Window({ url: 'http://partner.example/', width: 1024, height: 768 });
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis) continue;
  try {
    globalThis[key] = window[key];
  } catch {
    // read-only globals of Node stay as they are
  }
}
for (const key of [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'matchMedia',
  'ResizeObserver',
  'IntersectionObserver',
]) {
  Object.defineProperty(globalThis, key, {
    value: key === 'window' || key === 'self' ? window : window[key],
    configurable: true,
    writable: true,
  });
}
// The one probe: happy-dom has no WebGL. maplibre asks a canvas for a WebGL 2 context when its
// Map is created, so a request here proves the kit's lazy maplibre chunk loaded and ran.
let webglRequests = 0;
window.HTMLCanvasElement.prototype.getContext = function getContext(kind) {
  if (String(kind).startsWith('webgl')) webglRequests++;
  return null;
};
const errors = [];
const originalError = console.error;
console.error = (...args) => errors.push(args.map(String).join(' ').slice(0, 300));

document.body.innerHTML = '<div id="root"></div>';
await import(pathToFileURL(bundle).href);

const failureText = 'The map could not be shown';
const deadline = Date.now() + 20_000;
const text = () => document.getElementById('root')?.textContent ?? '';
while (Date.now() < deadline && !text().includes(failureText)) {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const root = document.getElementById('root');
const themeRoot = root?.firstElementChild;
const result = {
  reactVersion: root?.querySelector('[data-react-version]')?.getAttribute('data-react-version'),
  schemaElement: root?.querySelector('[data-element]')?.getAttribute('data-element'),
  bbox: root?.querySelector('[data-react-version]')?.textContent,
  map:
    Boolean(
      root?.querySelector('[aria-label="Map of things in Totnes"], [aria-roledescription="map"]'),
    ) || text().includes('Map of things in Totnes'),
  mapLoadedMaplibre: webglRequests > 0 && text().includes(failureText),
  badge: text().includes('Waterer'),
  card: text().includes('Castle Street bee cafe'),
  gauge: Boolean(root?.querySelector('[role="meter"]')),
  customBrand: themeRoot?.style?.getPropertyValue('--bk-colour-brand'),
  errors,
};
console.error = originalError;
process.stdout.write(`${JSON.stringify(result)}\n`);
await window.happyDOM?.abort?.();
process.exit(0);
