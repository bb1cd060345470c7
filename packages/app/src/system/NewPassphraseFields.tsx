// A new passphrase and its confirmation, checked with the shared rules: used by
// registration, the reset link and the change-passphrase page. Once an error has
// shown, both re-check as the user types (RevalidateAsYouType), so the first press
// after a fix submits.
import { useState } from 'react';
import { PasswordField } from '@bloomkeep/ui';
import { validatePassphrase, validatePassphraseConfirmation } from '@bloomkeep/schema';
import { RevalidateAsYouType } from './RevalidateAsYouType';

export function NewPassphraseFields({
  name,
  label,
  confirmLabel,
}: {
  /** Form field name of the new passphrase. */
  name: string;
  label: string;
  confirmLabel: string;
}) {
  const [passphrase, setPassphrase] = useState('');
  return (
    <RevalidateAsYouType>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        isRequired
        validate={validatePassphrase}
        showStrength
        value={passphrase}
        onChange={setPassphrase}
      />
      <PasswordField
        label={confirmLabel}
        name="confirmation"
        autoComplete="new-password"
        isRequired
        validate={(value) => validatePassphraseConfirmation(passphrase, value)}
      />
    </RevalidateAsYouType>
  );
}
