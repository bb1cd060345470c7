import type { ReactNode } from 'react';
import { PageHeader, Stack } from '@bloomkeep/ui';
import { useDocumentTitle } from '../../system/PageTitle';

/** One /account page: breadcrumbs, the title and its content. */
export function AccountPage({
  title,
  href,
  description,
  children,
}: {
  title: string;
  href: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack space="large">
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={[
          { label: 'Account', href: '/account' },
          { label: title, href },
        ]}
      />
      {children}
    </Stack>
  );
}
