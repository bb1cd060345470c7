import { EmptyState, Link } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';

/** An address that names no group, or a private group the visitor does not belong to. */
export function GroupNotFound() {
  return (
    <PageTitle title="Group not found">
      <EmptyState
        title="We could not find it"
        description="It may have been deleted, or it is private. Private groups are visible only to their members."
        action={<Link href="/groups">All groups</Link>}
      />
    </PageTitle>
  );
}
