// /admin (administrators only; the route's guard runs before the query): totals, weekly
// analytics, the support lists and the audit log, in one request (render-as-you-fetch: the
// route loader starts AdminRouteQuery). Each part reads its own fragment.
import { graphql, usePreloadedQuery } from 'react-relay';
import { PageHeader, Section, Stack, useMountTime } from '@bloomkeep/ui';
import type { AdminRouteQuery } from '../../__generated__/AdminRouteQuery.graphql';
import { useDocumentTitle } from '../../system/PageTitle';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { useBrand } from '../../system/brand';
import { AdminAnalytics } from './AdminAnalytics';
import { AdminAuditLog } from './AdminAuditLog';
import { AdminSupport } from './AdminSupport';
import { AdminTotals } from './AdminTotals';

const query = graphql`
  query AdminRouteQuery {
    ...AdminTotals_query
    ...AdminAnalytics_query
    ...AdminSupport_query
    ...AdminAuditLog_query
  }
`;

export function AdminRoute() {
  useDocumentTitle('Admin');
  const brand = useBrand();
  const queryRef = useRequiredRouteQuery<AdminRouteQuery>();
  const data = usePreloadedQuery<AdminRouteQuery>(query, queryRef);
  const now = useMountTime();
  return (
    <Stack space="xlarge">
      <PageHeader title="Admin" description={`Totals across the whole ${brand.name} community.`} />
      <AdminTotals query={data} showBeeCafes={brand.theme === 'beeCafe'} />
      <Section
        title="Analytics"
        description="The last 12 weeks (UTC, starting on Mondays); the last bar is this week so far."
      >
        <AdminAnalytics query={data} />
      </Section>
      <Section title="Support" description="People and things that may need a hand.">
        <AdminSupport query={data} />
      </Section>
      <Section title="Audit log" description="What administrators did, newest first.">
        <AdminAuditLog query={data} now={now} />
      </Section>
    </Stack>
  );
}
