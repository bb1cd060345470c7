import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Avatar, Card, Heading, Inline, Link } from '@bloomkeep/ui';
import type { ProfileSummary_user$key } from '../../__generated__/ProfileSummary_user.graphql';
import { useBrand } from '../../system/brand';
import * as styles from './ProfileSummary.css';

const fragment = graphql`
  fragment ProfileSummary_user on User {
    name
    username
    userBadgesByUserId {
      totalCount
    }
    thingAccesses {
      totalCount
    }
  }
`;

const count = new Intl.NumberFormat('en-US');

export interface ProfileSummaryProps {
  /** The signed-in user; null for a guest, who is invited to sign in or register. */
  user: ProfileSummary_user$key | null;
  /** Where "Sign in" returns to afterwards. */
  signInHref?: string;
}

/** Who you are on the dashboard: your username, badges and things, or a way in for guests. */
export function ProfileSummary({ user, signInHref = '/signin' }: ProfileSummaryProps) {
  const brand = useBrand();
  const titleId = useId();
  const data = useFragment(fragment, user);
  if (!data) {
    return (
      <Card aria-labelledby={titleId}>
        <div className={styles.body}>
          <Heading level={2} id={titleId}>
            Join in
          </Heading>
          <p className={styles.text}>
            Sign in to look after {brand.thingPlural}, record what you do and earn badges. New here?
            Registering takes a minute.
          </p>
          <Inline space="medium">
            <Link href={signInHref}>Sign in</Link>
            <Link href="/register">Register</Link>
          </Inline>
        </div>
      </Card>
    );
  }
  const badges = data.userBadgesByUserId.totalCount;
  const things = data.thingAccesses.totalCount;
  return (
    <Card aria-labelledby={titleId}>
      <div className={styles.body}>
        <div className={styles.identity}>
          <span aria-hidden="true">
            <Avatar name={data.name || data.username} size="medium" />
          </span>
          <Heading level={2} id={titleId}>
            @{data.username}
          </Heading>
        </div>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.label}>Badges</dt>
            <dd className={styles.value}>{count.format(badges)}</dd>
          </div>
          <div className={styles.stat}>
            {/* Every thing the user looks after, whatever its category: on the bee cafe host not
                only bee cafes, so not called so (decision 0115). */}
            <dt className={styles.label}>
              {brand.theme === 'beeCafe' ? 'Things you look after' : `Your ${brand.thingPlural}`}
            </dt>
            <dd className={styles.value}>{count.format(things)}</dd>
          </div>
        </dl>
        <Inline space="medium">
          <Link href="/account/profile">Your profile</Link>
          <Link href="/account/badges">Your badges</Link>
        </Inline>
      </div>
    </Card>
  );
}
