import { EmptyState, Link } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';

/** An id that cannot name a rain gauge, or one the Environment Agency did not send. */
export function RainfallNotFound({ action }: { action?: React.ReactNode }) {
  return (
    <PageTitle title="Rain gauge not found">
      <EmptyState
        title="We could not find this rain gauge"
        description="The Environment Agency has no rain gauge with this id, or it did not send it yet. Rain gauges are named by their station reference, such as 50108."
        action={action ?? <Link href="/">Back home</Link>}
      />
    </PageTitle>
  );
}
