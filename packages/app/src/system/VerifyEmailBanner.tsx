// "Verify your e-mail" (issue 10): shown on every page, above the content, while
// the signed-in user's primary address is unverified, with a way to get a new link.
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { Button, Link } from '@bloomkeep/ui';
import type { VerifyEmailBannerQuery } from '../__generated__/VerifyEmailBannerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { errorText } from '../relay/errors';
import { useResendEmailVerificationCodeMutation } from '../mutations/ResendEmailVerificationCodeMutation';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import * as styles from './VerifyEmailBanner.css';

const query = graphql`
  query VerifyEmailBannerQuery {
    currentUser {
      userEmailsByUserId(condition: { isPrimary: true }, first: 1) {
        nodes {
          id
          email
          isVerified
        }
      }
    }
  }
`;

/** Pages where the banner would be in the way: verifying itself, and signing in or out. */
const HIDDEN_ON = ['/verify', '/signin', '/register', '/forgot-password', '/reset'];

/** The banner, app-wide (MainLayout); nothing for guests, or once the address is verified. */
export function VerifyEmailBanner() {
  const auth = useAuth();
  const { pathname } = useLocation();
  if (!auth.isLoggedIn || HIDDEN_ON.includes(pathname)) return null;
  return (
    // A failed check is no reason to disturb the page: the banner just stays away.
    <ContentErrorBoundary resetKey={pathname} fallback={() => null}>
      <Suspense fallback={null}>
        <PrimaryEmailCheck key={auth.id} pathname={pathname} />
      </Suspense>
    </ContentErrorBoundary>
  );
}

function PrimaryEmailCheck({ pathname }: { pathname: string }) {
  // While unverified, look again on each navigation (the link may have been opened in another
  // tab); once verified, stop asking.
  const verified = useRef(false);
  const data = useLazyLoadQuery<VerifyEmailBannerQuery>(
    query,
    {},
    {
      fetchPolicy: 'store-and-network',
      fetchKey: verified.current ? 'verified' : pathname,
    },
  );
  const primary = data.currentUser?.userEmailsByUserId.nodes[0] ?? null;
  useEffect(() => {
    verified.current = primary?.isVerified ?? false;
  }, [primary?.isVerified]);
  if (!primary || primary.isVerified) return null;
  return <VerifyEmailNotice emailId={primary.id} email={primary.email} />;
}

export interface VerifyEmailNoticeProps {
  emailId: string;
  email: string;
}

/** The banner itself: what to do, and "Send a new link" (resendEmailVerificationCode). */
export function VerifyEmailNotice({ emailId, email }: VerifyEmailNoticeProps) {
  const [resend, isResending] = useResendEmailVerificationCodeMutation();
  const [status, setStatus] = useState('');
  return (
    <section className={styles.banner} aria-labelledby="verify-email-banner-title">
      <div className={styles.text}>
        <h2 id="verify-email-banner-title" className={styles.title}>
          Verify your e-mail
        </h2>
        <p className={styles.body}>
          We sent a link to <strong className={styles.email}>{email}</strong>. Open it to confirm
          your address, so that we can reach you about the things you look after.
        </p>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          tone="neutral"
          size="small"
          isPending={isResending}
          onPress={() => {
            setStatus('');
            resend(emailId).then(
              (sent) =>
                setStatus(
                  sent
                    ? `We sent a new link to ${email}.`
                    : 'A link was sent less than a minute ago. Please wait a moment.',
                ),
              (failure: unknown) => setStatus(`Nothing was sent: ${errorText(failure)}`),
            );
          }}
        >
          Send a new link
        </Button>
        <Link href="/account/emails">E-mail addresses</Link>
      </div>
    </section>
  );
}
