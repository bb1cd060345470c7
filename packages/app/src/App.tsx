import { useEffect, useMemo, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@bloomkeep/ui';
import { AuthProvider, useSessionEnvironment } from './auth/AuthProvider';
import type { Session } from './auth/session';
import { BrandProvider, type ThemeName } from './system/brand';
import { createRouter } from './router';

/** Hands the current identity's Relay environment to the pages. */
function SessionRelay({ children }: { children: ReactNode }) {
  const environment = useSessionEnvironment();
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

export function App({ session, theme }: { session: Session; theme: ThemeName }) {
  const router = useMemo(() => createRouter(session), [session]);
  // A new identity has a new, empty Relay store: run the loaders again, so the
  // guards look at the new identity and the pages load its data.
  useEffect(() => session.subscribe(() => void router.revalidate()), [session, router]);
  return (
    <AuthProvider session={session}>
      <SessionRelay>
        <ThemeProvider theme={theme}>
          <BrandProvider theme={theme}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </BrandProvider>
        </ThemeProvider>
      </SessionRelay>
    </AuthProvider>
  );
}
