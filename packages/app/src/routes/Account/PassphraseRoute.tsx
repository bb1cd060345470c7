// /account/passphrase: changePassword; the server's first error ("Incorrect
// old passphrase") is shown as it comes (spec §8).
import { useState } from 'react';
import { Card, Form, PasswordField, useToast } from '@bloomkeep/ui';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { useChangePasswordMutation } from '../../mutations/ChangePasswordMutation';
import { firstErrorMessage } from '../../relay/errors';
import { AccountPage } from './AccountPage';
import { NewPassphraseFields } from '../../system/NewPassphraseFields';

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
      description="Change the passphrase you sign in with. We will e-mail you to confirm."
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
    </AccountPage>
  );
}
