// The frame of the signed-out pages (sign in, register, reset…): a narrow
// column with the page header and one card.
import type { ReactNode } from 'react';
import { Card, PageHeader, Stack } from '@bloomkeep/ui';
import { useDocumentTitle } from '../../system/PageTitle';
import * as styles from './AuthPage.css';

export function AuthPage({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ("New here? Register"). */
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={styles.column}>
      <Stack space="large">
        <PageHeader title={title} description={description} />
        <Card padding="large">{children}</Card>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Stack>
    </div>
  );
}
