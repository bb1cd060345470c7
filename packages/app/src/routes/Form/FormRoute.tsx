// /form (sign-in required, spec §2). The spec does not say what it holds yet.
import { EmptyState, Link, PageHeader, Stack } from '@bloomkeep/ui';
import { useDocumentTitle } from '../../system/PageTitle';

export function FormRoute() {
  useDocumentTitle('Form');
  return (
    <Stack space="large">
      <PageHeader title="Form" />
      <EmptyState
        title="Nothing to fill in yet"
        description="Forms for things and devices will appear here."
        action={<Link href="/things">Browse things</Link>}
      />
    </Stack>
  );
}
