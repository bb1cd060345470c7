// /register (spec §2, §5): name, username, e-mail and passphrase with the
// shared validation rules; the server's "already exists" lands on its field.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Link, TextField, useToast } from '@bloomkeep/ui';
import {
  CLIENT_ERRORS,
  SERVER_ERRORS,
  validateEmail,
  validateName,
  validateUsername,
} from '@bloomkeep/schema';
import { useAuth } from '../../auth/AuthProvider';
import { safeNextPath } from '../../auth/nextPath';
import { AuthPage } from './AuthPage';
import { useBrand } from '../../system/brand';
import { NewPassphraseFields } from '../../system/NewPassphraseFields';
import { RevalidateAsYouType } from '../../system/RevalidateAsYouType';

export function RegisterRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { signUp } = useAuth();
  const brand = useBrand();
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const submit = async (values: Record<string, FormDataEntryValue>) => {
    const email = String(values.email ?? '').trim();
    setPending(true);
    setError(undefined);
    setFieldErrors({});
    try {
      await signUp({
        name: String(values.name ?? '').trim(),
        username: String(values.username ?? '').trim(),
        email,
        password: String(values.password ?? ''),
      });
      toast.positive(`We sent a verification link to ${email}.`, { title: 'Welcome!' });
      await navigate(next, { replace: true });
    } catch (failure) {
      const message = (failure instanceof Error && failure.message) || '';
      if (message === SERVER_ERRORS.UNTKN) setFieldErrors({ username: message });
      else if (message === SERVER_ERRORS.EMTKN) setFieldErrors({ email: message });
      else setError(message || CLIENT_ERRORS.registrationFailed);
      setPending(false);
    }
  };

  return (
    <AuthPage
      title="Create an account"
      description={`Join your neighbours in looking after ${brand.lookAfter}.`}
      footer={
        <p>
          Already have an account?{' '}
          <Link href={next === '/' ? '/signin' : `/signin?next=${encodeURIComponent(next)}`}>
            Sign in
          </Link>
        </p>
      }
    >
      <Form
        aria-label="Create an account"
        onSubmit={(values) => void submit(values)}
        formError={error}
        validationErrors={fieldErrors}
        submitLabel="Create account"
        isPending={pending}
        showRequiredNote
      >
        <RevalidateAsYouType>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            isRequired
            validate={validateName}
            autoFocus
          />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            isRequired
            validate={validateUsername}
            description="Letters, numbers, underscores and hyphens; starts with a letter."
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            validate={validateEmail}
          />
        </RevalidateAsYouType>
        <NewPassphraseFields name="password" label="Passphrase" confirmLabel="Confirm passphrase" />
      </Form>
    </AuthPage>
  );
}
