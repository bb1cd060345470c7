// /account/delete-account: step one of deleting an account (spec §4): e-mail a
// confirmation link to the primary address.
import { useState } from 'react';
import { Button, Card, Link, Stack } from '@bloomkeep/ui';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { useAuth } from '../../auth/AuthProvider';
import { useRequestAccountDeletionMutation } from '../../mutations/RequestAccountDeletionMutation';
import { AccountPage } from './AccountPage';
import * as styles from './DeleteAccount.css';

export function DeleteAccountRoute() {
  const [requestAccountDeletion, isInFlight] = useRequestAccountDeletionMutation();
  const { emails } = useAuth();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const primary = emails[0];

  return (
    <AccountPage
      title="Delete account"
      href="/account/delete-account"
      description="Deleting your account removes your profile, e-mail addresses, badges and private things for good. Public things stay for the community."
    >
      <Card tone={sent ? 'positive' : 'critical'} padding="large">
        {sent ? (
          <Stack space="medium" align="start">
            <p role="status" className={styles.lead}>
              Check your e-mail.
            </p>
            <p>
              We sent a confirmation link to{' '}
              {primary ? <strong>{primary}</strong> : 'your primary address'}. Open it within one
              hour to delete your account. Until then nothing changes.
            </p>
            <Link href="/account/profile">Back to your profile</Link>
          </Stack>
        ) : (
          <Stack space="medium" align="start">
            <p className={styles.lead}>Are you sure you want to leave?</p>
            <p>
              To make sure it is you, we will e-mail a confirmation link to{' '}
              {primary ? <strong>{primary}</strong> : 'your primary address'}. Your account is
              deleted only when you open it and confirm.
            </p>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <Button
              tone="critical"
              isPending={isInFlight}
              onPress={() => {
                setError(undefined);
                requestAccountDeletion().then(
                  (requested) =>
                    requested ? setSent(true) : setError(CLIENT_ERRORS.deleteAccountFailed),
                  () => setError(CLIENT_ERRORS.deleteAccountFailed),
                );
              }}
            >
              E-mail me a confirmation link
            </Button>
          </Stack>
        )}
      </Card>
    </AccountPage>
  );
}
