// The main layout every path renders under (spec §2): header with the brand
// and navigation, the page, and a footer. Page failures stay inside <main>.
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation, useRevalidator, ScrollRestoration } from 'react-router-dom';
import { Button, Card, Heading } from '@bloomkeep/ui';
import { capitalise, useBrand } from './brand';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { PageSkeleton } from './PageSkeleton';
import * as styles from './MainLayout.css';

export function MainLayout() {
  const brand = useBrand();
  const location = useLocation();
  const revalidator = useRevalidator();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <NavLink to="/" className={styles.brand} data-testid="brand-name">
          {brand.name}
        </NavLink>
        <nav aria-label="Main" className={styles.nav}>
          <NavLink to="/" end className={styles.navLink}>
            Home
          </NavLink>
          <NavLink to="/things" className={styles.navLink}>
            {capitalise(brand.thingPlural)}
          </NavLink>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <ContentErrorBoundary
          resetKey={location.pathname}
          onRetry={() => void revalidator.revalidate()}
          fallback={({ error, retry }) => (
            <Card tone="critical">
              <Heading level={1}>This page could not be loaded</Heading>
              <p>{error.message || 'An error occurred'}</p>
              <div>
                <Button onPress={retry}>Try again</Button>
              </div>
            </Card>
          )}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ContentErrorBoundary>
      </main>
      <footer className={styles.footer}>
        <p>
          {brand.name} · {brand.tagline}
        </p>
      </footer>
      <ScrollRestoration getKey={(entry) => entry.key} />
    </div>
  );
}
