import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureMaps, themeForHost } from '@bloomkeep/ui';
import mapWorkerUrl from '@bloomkeep/ui/viteMapWorkerUrl';
import { AuthStore } from './auth/authStore';
import { createSession } from './auth/session';
import { config } from './config';
import { createRelayEnvironment } from './relay/environment';
import { signInAsGuest } from './relay/guest';
import { App } from './App';
import './system/global.css';

// Where Vite put maplibre's worker: the kit leaves this to the host (a string, nothing loads yet).
configureMaps({ workerUrl: mapWorkerUrl });

const auth = new AuthStore({ storage: window.localStorage, events: window });
const session = createSession({
  auth,
  createEnvironment: () =>
    createRelayEnvironment({
      auth,
      graphqlUrl: config.graphqlUrl,
      graphqlWsUrl: config.graphqlWsUrl,
    }),
});
// A stored sign-in may have been ended elsewhere (sign out everywhere, a new passphrase)
// since the app last ran: the server then answers its token as a guest's.
void session.checkStoredSignIn();
const theme = themeForHost(window.location.hostname, config.beeCafeHosts);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App session={session} theme={theme} />
  </StrictMode>,
);

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
    auth
      .ensureToken(() => signInAsGuest(session.getEnvironment()))
      .catch((error: unknown) => {
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
