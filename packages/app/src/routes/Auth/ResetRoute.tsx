// /reset?userId=…&token=… (the link in the reset e-mail): choose a new
// passphrase. Wrong or used links say so; too many wrong ones lock (LOCKD).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, Form, Link, Stack } from '@bloomkeep/ui';
import { useResetPasswordMutation } from '../../mutations/ResetPasswordMutation';
import { errorText } from '../../relay/errors';
import { AuthPage } from './AuthPage';
import { NewPassphraseFields } from '../../system/NewPassphraseFields';

const INVALID_LINK = 'This link is invalid, has already been used or has expired.';

export function ResetRoute() {
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const token = params.get('token');
  const [resetPassword, isInFlight] = useResetPasswordMutation();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  if (!userId || !token) {
    return (
      <AuthPage title="Choose a new passphrase">
        <Stack space="medium" align="start">
          <ErrorState
            title="This link did not work"
            message="The link is incomplete. Open it straight from the e-mail, or copy all of it."
          />
          <Link href="/forgot-password">Ask for a new link</Link>
        </Stack>
      </AuthPage>
    );
  }

  if (done) {
    return (
      <AuthPage title="Passphrase changed">
        <Stack space="medium" align="start">
          <p role="status">Your passphrase has been changed. Sign in with the new one.</p>
          <Link href="/signin">Sign in</Link>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Choose a new passphrase"
      footer={
        <p>
          Link expired? <Link href="/forgot-password">Ask for a new one</Link>
        </p>
      }
    >
      <Form
        aria-label="Choose a new passphrase"
        onSubmit={(values) => {
          setError(undefined);
          resetPassword({
            userId,
            resetToken: token,
            newPassword: String(values.password ?? ''),
          }).then(
            (changed) => (changed ? setDone(true) : setError(INVALID_LINK)),
            (failure: unknown) => setError(errorText(failure)),
          );
        }}
        formError={error}
        submitLabel="Change passphrase"
        isPending={isInFlight}
      >
        <NewPassphraseFields
          name="password"
          label="New passphrase"
          confirmLabel="Confirm new passphrase"
        />
      </Form>
    </AuthPage>
  );
}
