import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { RenderTimeProvider, ThemeProvider, ToastProvider } from '@bloomkeep/ui';
import { AuthProvider, useSessionEnvironment } from './auth/AuthProvider';
import type { Session } from './auth/session';
import { BrandProvider, type ThemeName } from './system/brand';
import type { AppRouter } from './router';

/** Hands the current identity's Relay environment to the pages. */
function SessionRelay({ children }: { children: ReactNode }) {
  const environment = useSessionEnvironment();
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

/** What every page renders inside, in the browser and on the server alike. */
export function AppProviders({
  session,
  theme,
  renderTime = null,
  children,
}: {
  session: Session;
  theme: ThemeName;
  /** "Now" for relative times: the server's render time while its page hydrates, else null. */
  renderTime?: Date | null;
  children: ReactNode;
}) {
  return (
    <AuthProvider session={session}>
      <SessionRelay>
        <RenderTimeProvider time={renderTime}>
          <ThemeProvider theme={theme}>
            <BrandProvider theme={theme}>
              <ToastProvider>{children}</ToastProvider>
            </BrandProvider>
          </ThemeProvider>
        </RenderTimeProvider>
      </SessionRelay>
    </AuthProvider>
  );
}

export function App({
  session,
  theme,
  router,
  serverRenderedAt = null,
}: {
  session: Session;
  theme: ThemeName;
  router: AppRouter;
  /** When hydrating a server-rendered page: the time the server rendered it at. */
  serverRenderedAt?: Date | null;
}) {
  // The server's "now" holds while its page hydrates; then relative times follow the clock.
  // As a transition: parts of the page whose code is still loading (the needs-water list's
  // advice) keep the server's HTML until they hydrate, instead of falling back to skeletons.
  const [renderTime, setRenderTime] = useState(serverRenderedAt);
  useEffect(() => startTransition(() => setRenderTime(null)), []);
  // The page is the browser's now (end-to-end tests wait for this after loading a page).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // A new identity has a new, empty Relay store: run the loaders again, so the
  // guards look at the new identity and the pages load its data.
  useEffect(() => session.subscribe(() => void router.revalidate()), [session, router]);
  return (
    <AppProviders session={session} theme={theme} renderTime={renderTime}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
