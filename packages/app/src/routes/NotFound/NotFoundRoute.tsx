import { useLocation } from 'react-router-dom';
import { Card, Link } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <PageTitle title="Page not found">
      <Card>
        <p>
          There is no page at <code>{pathname}</code>. It may have moved, or the link may be
          mistyped.
        </p>
        <p>
          {/* The kit's Link: the brand's link colour, focus ring and client-side navigation. */}
          <Link href="/">Go to the home page</Link>
        </p>
      </Card>
    </PageTitle>
  );
}
