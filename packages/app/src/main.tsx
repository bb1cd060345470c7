import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureMaps, themeForHost } from '@bloomkeep/ui';
import mapWorkerUrl from '@bloomkeep/ui/viteMapWorkerUrl';
import { AuthStore } from './auth/authStore';
import { keepSignedInCookie } from './auth/signedInCookie';
import { createSession } from './auth/session';
import { config } from './config';
import { createRelayEnvironment } from './relay/environment';
import { signInAsGuest } from './relay/guest';
import { createRouteContext } from './relay/routeQuery';
import { createRouter, createRoutes, type AppRouter } from './router';
import { readPayload } from './ssr/payload';
import { prepareRoutes, publishServerRecords, rendersAsServer } from './ssr/takeOver';
import { App } from './App';
import './system/global.css';

// Where Vite put maplibre's worker: the kit leaves this to the host (a string, nothing loads yet).
configureMaps({ workerUrl: mapWorkerUrl });

const auth = new AuthStore({ storage: window.localStorage, events: window });
/** The stored token, or a guest one (one sign-in for every caller at once; spec §4). */
const ensureGuestToken = () => auth.ensureToken(() => signInAsGuest(session.getEnvironment()));
keepSignedInCookie(auth);
const session = createSession({
  auth,
  createEnvironment: () =>
    createRelayEnvironment({
      auth,
      graphqlUrl: config.graphqlUrl,
      graphqlWsUrl: config.graphqlWsUrl,
      // A page that subscribes before the idle guest sign-in has run starts it now: the
      // socket is then opened as the guest session, never as nobody.
      beforeSocket: ensureGuestToken,
    }),
});
// A stored sign-in may have been ended elsewhere (sign out everywhere, a new passphrase)
// since the app last ran: the server then answers its token as a guest's.
void session.checkStoredSignIn();
const theme = themeForHost(window.location.hostname, config.beeCafeHosts);
const context = createRouteContext(session, { theme });
const routes = createRoutes(context);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (router: AppRouter, serverRenderedAt: Date | null = null) => (
  <StrictMode>
    <App session={session} theme={theme} router={router} serverRenderedAt={serverRenderedAt} />
  </StrictMode>
);

/** Resolves once the router has the first page's code and data. */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  // A page the server rendered (docs/decisions/0141) stays on screen until the browser has
  // the same page ready: hydrated in place for the first-time guest it was rendered for,
  // replaced in one go for anyone else.
  const payload = readPayload(document);
  if (!payload) {
    createRoot(root!).render(app(createRouter(routes)));
    return;
  }
  if (!auth.isLoggedIn()) publishServerRecords(session.getEnvironment(), payload);
  if (rendersAsServer(auth.isLoggedIn(), window.localStorage)) {
    context.fromServer = true;
    const hydrationData = await prepareRoutes(routes, window.location).finally(() => {
      context.fromServer = false;
    });
    const router = createRouter(routes, { hydrationData });
    hydrateRoot(root!, app(router, new Date(payload.renderedAt)), {
      onRecoverableError(error) {
        // React rendered the page afresh where it differed from the server's: correct, but
        // the server's first paint was not kept. Worth knowing, not worth an alarm.
        console.warn('The server-rendered page was rendered again in the browser', error);
        document.documentElement.dataset.hydration = 'recovered';
      },
    });
    return;
  }
  const router = createRouter(routes);
  await initialized(router);
  createRoot(root!).render(app(router));
}
void start();

// Spec §4: the session starts empty, then the client signs in as guest (and
// again after a sign-out or expiry). Requests without a token are already
// anonymous on the server, so that round trip stays off every page's path: it
// runs when the browser is idle (docs/decisions/0107-fast-first-load.md).
let guestSignInScheduled = false;
function signInAsGuestWhenIdle() {
  if (guestSignInScheduled || auth.getState().token) return;
  guestSignInScheduled = true;
  const run = () => {
    guestSignInScheduled = false;
    if (auth.getState().token) return;
    ensureGuestToken().catch((error: unknown) => {
      console.warn('Guest sign-in failed; requests stay anonymous', error);
    });
  };
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
signInAsGuestWhenIdle();
auth.subscribe(signInAsGuestWhenIdle);
