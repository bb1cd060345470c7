import { EmptyState, Link } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';

/** A thing id that does not exist, or a private thing the visitor may not see. */
export function ThingNotFound() {
  return (
    <PageTitle title={`${'Thing'} not found`}>
      <EmptyState
        title="We could not find it"
        description={`It may have been deleted, or it is private. Private things are visible only to the people who look after them.`}
        action={<Link href="/things/search">Search things</Link>}
      />
    </PageTitle>
  );
}
