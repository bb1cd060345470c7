// /account/passphrase: changePassword; the server's first error ("Incorrect
// old passphrase") is shown as it comes (spec §8). Changing the passphrase ends
// every other session (this one carries on with a new token); "Sign out
// everywhere" ends all of them, this one included.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Form, PasswordField, Stack, useToast } from '@bloomkeep/ui';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { useChangePasswordMutation } from '../../mutations/ChangePasswordMutation';
import { useSignOutEverywhereMutation } from '../../mutations/SignOutEverywhereMutation';
import { firstErrorMessage } from '../../relay/errors';
import { AccountPage } from './AccountPage';
import { NewPassphraseFields } from '../../system/NewPassphraseFields';
import * as styles from './DeleteAccount.css';

function SignOutEverywhere() {
  const [signOutEverywhere, isInFlight] = useSignOutEverywhereMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string>();
  return (
    <Card padding="large">
      <Stack space="medium" align="start">
        <h2 className={styles.lead}>Sign out everywhere</h2>
        <p>
          Lost a phone, or signed in on a shared computer? This signs you out on every device and
          browser, this one included.
        </p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button
          tone="neutral"
          isPending={isInFlight}
          onPress={() => {
            setError(undefined);
            signOutEverywhere().then(
              (ended) => {
                if (!ended) {
                  setError(CLIENT_ERRORS.signOutEverywhereFailed);
                  return;
                }
                void navigate('/');
                toast.info('You have signed out on every device.');
              },
              (failure: unknown) =>
                setError(firstErrorMessage(failure) || CLIENT_ERRORS.signOutEverywhereFailed),
            );
          }}
        >
          Sign out everywhere
        </Button>
      </Stack>
    </Card>
  );
}

export function PassphraseRoute() {
  const [changePassword, isInFlight] = useChangePasswordMutation();
  const toast = useToast();
  const [error, setError] = useState<string>();
  // A new key empties the form after a successful change.
  const [formKey, setFormKey] = useState(0);

  return (
    <AccountPage
      title="Passphrase"
      href="/account/passphrase"
      description="Change the passphrase you sign in with. We will e-mail you to confirm, and sign you out on your other devices."
    >
      <Card padding="large">
        <Form
          key={formKey}
          aria-label="Change passphrase"
          onSubmit={(values) => {
            setError(undefined);
            changePassword(String(values.oldPassword ?? ''), String(values.newPassword ?? '')).then(
              (changed) => {
                if (!changed) {
                  setError(CLIENT_ERRORS.changePassphraseFailed);
                  return;
                }
                toast.positive('Your passphrase has been changed.');
                setFormKey((key) => key + 1);
              },
              (failure: unknown) =>
                setError(firstErrorMessage(failure) || CLIENT_ERRORS.changePassphraseFailed),
            );
          }}
          formError={error}
          submitLabel="Change passphrase"
          isPending={isInFlight}
          showRequiredNote
        >
          <PasswordField
            label="Current passphrase"
            name="oldPassword"
            autoComplete="current-password"
            isRequired
          />
          <NewPassphraseFields
            name="newPassword"
            label="New passphrase"
            confirmLabel="Confirm new passphrase"
          />
        </Form>
      </Card>
      <SignOutEverywhere />
    </AccountPage>
  );
}
