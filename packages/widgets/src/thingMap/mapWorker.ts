// maplibre-gl draws in a Web Worker, and browsers start workers only from the page's own origin:
// our script runs on a partner's page, so the worker file (next to the chunk, on our server)
// is fetched (CORS) and started from a blob: URL of the page's origin instead. The host's
// worker-src must allow blob: (maplibre's own docs ask the same).
import { configureMaps } from '@bloomkeep/ui';
import workerFileUrl from '@bloomkeep/ui/viteMapWorkerUrl';

let preparing: Promise<void> | undefined;

/** Points maplibre at a blob: copy of its worker, once per page. */
export function prepareMapWorker(): Promise<void> {
  preparing ??= (async () => {
    const url = new URL(workerFileUrl, import.meta.url).href;
    const response = await fetch(url, { credentials: 'omit', mode: 'cors' });
    if (!response.ok) throw new Error(`Could not load the map worker: HTTP ${response.status}`);
    const blob = new Blob([await response.text()], { type: 'text/javascript' });
    configureMaps({ workerUrl: URL.createObjectURL(blob) });
  })();
  preparing.catch(() => {
    preparing = undefined;
  });
  return preparing;
}
