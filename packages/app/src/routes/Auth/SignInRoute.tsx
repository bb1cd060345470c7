// /signin (spec §2): honours `?next=` (a path on this site only) and returns
// there after signing in.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Form, Link, PasswordField, Stack, TextField } from '@bloomkeep/ui';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { useAuth } from '../../auth/AuthProvider';
import { safeNextPath } from '../../auth/nextPath';
import { AuthPage } from './AuthPage';

export function SignInRoute() {
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const next = safeNextPath(rawNext);
  const { signIn, isLoggedIn, name, username } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const withNext = (path: string) =>
    next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;

  if (isLoggedIn && !pending) {
    return (
      <AuthPage title="Sign in" description={`You are signed in as ${name || username}.`}>
        <Stack space="medium" align="start">
          <p>Carry on where you were, or sign out from the menu at the top to switch accounts.</p>
          <Button onPress={() => void navigate(next, { replace: true })}>Continue</Button>
        </Stack>
      </AuthPage>
    );
  }

  const submit = async (values: Record<string, FormDataEntryValue>) => {
    setPending(true);
    setError(undefined);
    try {
      await signIn(String(values.username ?? '').trim(), String(values.password ?? ''));
      await navigate(next, { replace: true });
    } catch (failure) {
      setError((failure instanceof Error && failure.message) || CLIENT_ERRORS.generic);
      setPending(false);
    }
  };

  return (
    <AuthPage
      title="Sign in"
      description="Welcome back. Sign in to look after your things and see your badges."
      footer={
        <>
          <p>
            New here? <Link href={withNext('/register')}>Create an account</Link>
          </p>
        </>
      }
    >
      <Form
        aria-label="Sign in"
        onSubmit={(values) => void submit(values)}
        formError={error}
        submitLabel="Sign in"
        isPending={pending}
        actions={<Link href="/forgot-password">Forgot your passphrase?</Link>}
      >
        {/* The server takes a username or an e-mail address in the same field (0116). */}
        <TextField
          label="Username or e-mail"
          name="username"
          autoComplete="username"
          isRequired
          requiredMessage="Username or e-mail is required"
          autoFocus
        />
        <PasswordField
          label="Passphrase"
          name="password"
          autoComplete="current-password"
          isRequired
          requiredMessage="Passphrase is required"
        />
      </Form>
    </AuthPage>
  );
}
