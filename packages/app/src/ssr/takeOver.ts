// The browser's side of a server-rendered first paint (docs/decisions/0141): the page's
// code and its loaders' data are made ready before React starts, so React's first render
// in the browser is the page the server sent, and it hydrates it in place, with no
// skeleton and no request for data the server already used.
import { RecordSource, type Environment } from 'relay-runtime';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { loadPanels } from './lazyPanel';
import type { SsrPayload } from './payload';

/** Every local-state key of the app starts with this (lists, recent things, the tour). */
const LOCAL_STATE_PREFIX = 'bloomkeep:';

/**
 * Whether the browser's first render will be the server's: the server renders a first-time
 * guest's page (no sign-in, no local state). Anyone else gets the page rendered afresh.
 */
export function rendersAsServer(isLoggedIn: boolean, storage: Storage | undefined): boolean {
  if (isLoggedIn) return false;
  try {
    for (let index = 0; index < (storage?.length ?? 0); index += 1) {
      if (storage?.key(index)?.startsWith(LOCAL_STATE_PREFIX)) return false;
    }
  } catch {
    // Blocked storage reads as empty, on the server and here.
  }
  return true;
}

/** Puts the records the server rendered from into the (guest's) store. */
export function publishServerRecords(environment: Environment, payload: SsrPayload): void {
  const store = environment.getStore();
  store.publish(new RecordSource(payload.records));
  store.notify();
}

/**
 * Loads the code of the routes that match `location` and runs their loaders, returning the
 * router's hydration data. The route objects keep their loaded code (`lazy` is resolved
 * once, as react-router would). The panels those routes load after a first paint
 * (lazyPanel.tsx) are loaded too, so that hydration finds every part the server rendered.
 */
export async function prepareRoutes(
  routes: RouteObject[],
  location: Location,
): Promise<HydrationState> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  const panels = loadPanels();
  const request = new Request(location.href);
  const url = new URL(location.href);
  const pattern = matches.map(({ route }) => route.path ?? '').join('/');
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    loaderData[route.id] = await route.loader({
      request,
      url,
      pattern,
      params,
      context: undefined,
    });
  }
  await panels;
  return { loaderData };
}
