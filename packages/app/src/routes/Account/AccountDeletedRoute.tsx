// Shown after an account was deleted (the visitor is a guest again).
import { Card, Link, PageHeader, Stack } from '@bloomkeep/ui';
import { useBrand } from '../../system/brand';
import { useDocumentTitle } from '../../system/PageTitle';

export function AccountDeletedRoute() {
  useDocumentTitle('Account deleted');
  const brand = useBrand();
  return (
    <Stack space="large">
      <PageHeader
        title="Your account has been deleted"
        description={`Thank you for looking after things with ${brand.name}.`}
      />
      <Card padding="large">
        <Stack space="medium" align="start">
          <p role="status">
            Your profile, e-mail addresses and private things are gone. You have been signed out.
          </p>
          <Link href="/">Go to the home page</Link>
        </Stack>
      </Card>
    </Stack>
  );
}
