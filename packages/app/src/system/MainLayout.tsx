// The main layout every path renders under (spec §2): the kit's AppShell with
// the brand, the navigation and the user menu, the page, and a footer. Page
// failures stay inside <main>; links inside navigate client-side.
import { Suspense, useCallback } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { AppShell, ErrorState, Link, useToast, type AppShellNavItem } from '@bloomkeep/ui';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { useAuth } from '../auth/AuthProvider';
import { errorText } from '../relay/errors';
import { signInPath } from '../auth/nextPath';
import { useBrand } from './brand';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { DevMailboxLink } from './DevMailboxLink';
import { useFocusOnNavigation } from './focusOnNavigation';
import { PageSkeleton } from './PageSkeleton';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import * as styles from './MainLayout.css';

/** Pages a "Sign in" link should not return to. */
const AUTH_PAGES = ['/signin', '/register', '/forgot-password', '/reset', '/verify'];

/** The nav item for the current page: the longest href that prefixes the path. */
function currentNavHref(items: AppShellNavItem[], pathname: string): string | undefined {
  return items
    .filter((item) =>
      item.href === '/'
        ? pathname === '/'
        : pathname === item.href || pathname.startsWith(`${item.href}/`),
    )
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

export function MainLayout() {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const auth = useAuth();
  const toast = useToast();
  const { signOut } = auth;
  useFocusOnNavigation();

  const navItems: AppShellNavItem[] = [
    { id: 'home', label: 'Home', href: '/' },
    { id: 'things', label: 'Things', href: '/things' },
    { id: 'devices', label: 'Devices', href: '/devices' },
    { id: 'groups', label: 'Groups', href: '/groups' },
    { id: 'map', label: 'Map', href: '/map' },
    { id: 'activity', label: 'Activity', href: '/activity' },
    { id: 'community', label: 'Community', href: '/community' },
    { id: 'scorer', label: 'Scores', href: '/scorer' },
    ...(auth.isAdmin ? [{ id: 'admin', label: 'Admin', href: '/admin' }] : []),
    ...(auth.isLoggedIn ? [] : [{ id: 'register', label: 'Register', href: '/register' }]),
  ];
  const here = `${location.pathname}${location.search}`;
  const signInHref = AUTH_PAGES.includes(location.pathname) ? '/signin' : signInPath(here);

  const onUserMenuAction = useCallback(
    (id: string) => {
      if (id !== 'sign-out') return;
      void signOut().then(() => {
        void navigate('/');
        toast.info('You have signed out.');
      });
    },
    [signOut, navigate, toast],
  );

  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <AppShell
        brandName={brand.name}
        navItems={navItems}
        currentHref={currentNavHref(navItems, location.pathname)}
        user={auth.isLoggedIn ? { name: auth.name || auth.username || 'Your account' } : null}
        userMenuItems={[
          { id: 'profile', label: 'Profile', href: '/account/profile' },
          { id: 'emails', label: 'E-mail addresses', href: '/account/emails' },
          { id: 'badges', label: 'Badges', href: '/account/badges' },
          { id: 'things', label: 'Your things', href: '/account/things' },
          { id: 'sign-out', label: 'Sign out', tone: 'critical' },
        ]}
        onUserMenuAction={onUserMenuAction}
        signInHref={signInHref}
        footer={
          <div className={styles.footer}>
            <p>
              {brand.name} · {brand.tagline}
            </p>
            <nav aria-label="Footer" className={styles.footerLinks}>
              <Link href="/partners" tone="neutral">
                For partners
              </Link>
              <DevMailboxLink />
            </nav>
          </div>
        }
      >
        <ContentErrorBoundary
          resetKey={location.pathname}
          onRetry={() => revalidator.revalidate()}
          fallback={({ error, retry, isRetrying }) => (
            <ErrorState
              title="This page could not be loaded"
              message={errorText(error, error.message || CLIENT_ERRORS.generic)}
              onRetry={retry}
              isRetrying={isRetrying}
            />
          )}
        >
          <Suspense fallback={<PageSkeleton />}>
            <VerifyEmailBanner />
            <Outlet />
          </Suspense>
        </ContentErrorBoundary>
      </AppShell>
      <ScrollRestoration getKey={(entry) => entry.key} />
    </RouterProvider>
  );
}
