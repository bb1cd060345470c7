// /forgot-password: asks for a reset link. The answer is the same for every
// address, so the page cannot tell anyone whether an account exists.
import { useState } from 'react';
import { Form, Link, Stack, TextField } from '@bloomkeep/ui';
import { CLIENT_ERRORS, validateEmail } from '@bloomkeep/schema';
import { useForgotPasswordMutation } from '../../mutations/ForgotPasswordMutation';
import { AuthPage } from './AuthPage';

export const FORGOT_CONFIRMATION =
  'If an account has this verified e-mail address, we have sent it a link to choose a new passphrase. The link works once, for one hour.';

export function ForgotPasswordRoute() {
  const [forgotPassword, isInFlight] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  if (sentTo) {
    return (
      <AuthPage title="Check your e-mail">
        <Stack space="medium" align="start">
          <p role="status">{FORGOT_CONFIRMATION}</p>
          <p>
            Sent to <strong>{sentTo}</strong>. Nothing arrived? Check your spam folder, or{' '}
            <Link onPress={() => setSentTo(null)}>try again</Link>.
          </p>
          <Link href="/signin">Back to sign in</Link>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Forgot your passphrase?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new one."
      footer={
        <p>
          Remembered it? <Link href="/signin">Sign in</Link>
        </p>
      }
    >
      <Form
        aria-label="Request a passphrase reset"
        onSubmit={(values) => {
          const email = String(values.email ?? '').trim();
          setError(undefined);
          forgotPassword(email).then(
            () => setSentTo(email),
            () => setError(CLIENT_ERRORS.forgotFailed),
          );
        }}
        formError={error}
        submitLabel="Send reset link"
        isPending={isInFlight}
      >
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          validate={validateEmail}
          autoFocus
        />
      </Form>
    </AuthPage>
  );
}
