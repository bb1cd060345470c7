// /verify?id=…&token=… (the link in the verification e-mail): verifies the
// address once, says whether it worked and offers the next step: on to the
// dashboard (or `?next=`), or signing in first. Works signed out too.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, Inline, Link, Spinner, Stack } from '@bloomkeep/ui';
import { useAuth } from '../../auth/AuthProvider';
import { safeNextPath, signInPath } from '../../auth/nextPath';
import { NavButton } from '../../system/NavButton';
import { useVerifyEmailMutation } from '../../mutations/VerifyEmailMutation';
import { AuthPage } from './AuthPage';

type Outcome = 'pending' | 'verified' | 'failed' | 'incomplete';

export function VerifyRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const next = safeNextPath(params.get('next'));
  const { isLoggedIn, refreshUserDetails } = useAuth();
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(id && token ? 'pending' : 'incomplete');
  // The token is single-use: one request per link, even when effects run twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!id || !token) return;
    const key = `${id}:${token}`;
    if (started.current === key) return;
    started.current = key;
    void verifyEmail(id, token).then((verified) => {
      setOutcome(verified ? 'verified' : 'failed');
      if (verified && isLoggedIn) void refreshUserDetails();
    });
  }, [id, token, verifyEmail, isLoggedIn, refreshUserDetails]);

  if (outcome === 'pending') {
    return (
      <AuthPage title="Verifying your e-mail address">
        <Spinner label="Verifying your e-mail address" showLabel />
      </AuthPage>
    );
  }
  if (outcome === 'verified') {
    return (
      <AuthPage title="E-mail address verified">
        <Stack space="medium" align="start">
          <p role="status">
            Thank you. Your e-mail address is verified.{' '}
            {isLoggedIn ? 'You are all set.' : 'Sign in to carry on.'}
          </p>
          {isLoggedIn ? (
            <Inline space="medium" alignY="center">
              <NavButton to={next}>
                {next === '/' ? 'Go to your dashboard' : 'Continue where you were'}
              </NavButton>
              <Link href="/account/emails">See your e-mail addresses</Link>
            </Inline>
          ) : (
            <NavButton to={signInPath(next)}>Sign in to continue</NavButton>
          )}
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="E-mail address not verified">
      <Stack space="medium" align="start">
        <ErrorState
          title="This link did not work"
          message={
            outcome === 'incomplete'
              ? 'The link is incomplete. Open it straight from the e-mail, or copy all of it.'
              : 'The link is invalid, has already been used or has expired.'
          }
        />
        <Link href="/account/emails">Send a new link from your e-mail addresses</Link>
      </Stack>
    </AuthPage>
  );
}
