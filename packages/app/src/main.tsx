import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { themeForHost } from '@bloomkeep/ui';
import { AuthStore } from './auth/authStore';
import { createSession } from './auth/session';
import { config } from './config';
import { createRelayEnvironment } from './relay/environment';
import { App } from './App';
import './system/global.css';

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
const theme = themeForHost(window.location.hostname, config.beeCafeHosts);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App session={session} theme={theme} />
  </StrictMode>,
);
