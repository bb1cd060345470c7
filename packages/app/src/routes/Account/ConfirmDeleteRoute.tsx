// /account/delete?token=… (the link in the deletion e-mail): the final,
// permanent confirmation. On success the user is signed out and sees a goodbye.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, ErrorState, Link, Stack } from '@bloomkeep/ui';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { useAuth } from '../../auth/AuthProvider';
import { useConfirmAccountDeletionMutation } from '../../mutations/ConfirmAccountDeletionMutation';
import { AccountPage } from './AccountPage';
import * as styles from './DeleteAccount.css';

export function ConfirmDeleteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { signOut, username } = useAuth();
  const [confirmAccountDeletion] = useConfirmAccountDeletionMutation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!token) {
    return (
      <AccountPage title="Delete account" href="/account/delete">
        <Stack space="medium" align="start">
          <ErrorState
            title="This link did not work"
            message="The link is incomplete. Open it straight from the e-mail, or copy all of it."
          />
          <Link href="/account/delete-account">Ask for a new link</Link>
        </Stack>
      </AccountPage>
    );
  }

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    const deleted = await confirmAccountDeletion(token);
    if (!deleted) {
      setFailed(true);
      setPending(false);
      return;
    }
    await navigate('/account-deleted', { replace: true });
    await signOut();
  };

  return (
    <AccountPage title="Delete account" href="/account/delete">
      <Card tone="critical" padding="large">
        <Stack space="medium" align="start">
          <p className={styles.lead}>Delete the account {username} for good?</p>
          <p>
            Your profile, e-mail addresses, badges and private things are removed and cannot be
            restored. Public things stay for the community.
          </p>
          {failed ? (
            <p role="alert" className={styles.error}>
              {CLIENT_ERRORS.deleteAccountFailed} The link may have expired or been used already:{' '}
              <Link href="/account/delete-account">ask for a new one</Link>.
            </p>
          ) : null}
          <Stack space="small" align="start">
            <Button tone="critical" isPending={pending} onPress={() => void confirm()}>
              Delete my account permanently
            </Button>
            <Link href="/account/profile">Keep my account</Link>
          </Stack>
        </Stack>
      </Card>
    </AccountPage>
  );
}
