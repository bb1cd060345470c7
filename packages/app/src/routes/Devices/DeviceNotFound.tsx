import { EmptyState, Link } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';

/** A device id that does not exist, or a private device the visitor may not see (spec §2). */
export function DeviceNotFound() {
  return (
    <PageTitle title="Device not found">
      <EmptyState
        title="We could not find it"
        description="It may have been deleted, or it is private. Private devices are visible only to their owners."
        action={<Link href="/devices">All devices</Link>}
      />
    </PageTitle>
  );
}
