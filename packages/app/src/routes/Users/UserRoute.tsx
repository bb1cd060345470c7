// /users/{id}: a person's public profile — name, username, picture, badges (level and
// date), the things they look after and the groups they belong to that the viewer may
// see, and their latest actions on things the viewer may see. What is shown is decided by
// the database (decision 0140): a person the viewer may not see and an id that does not
// exist get the same "not found"; guests get the sign-in prompt for every id.
import { graphql, usePreloadedQuery } from 'react-relay';
import { BADGE_TYPES, type BadgeType } from '@bloomkeep/schema';
import {
  Avatar,
  BadgeList,
  EmptyState,
  Link,
  Section,
  formatDate,
  type BadgeCardProps,
  useMountTime,
} from '@bloomkeep/ui';
import type { UserRouteQuery } from '../../__generated__/UserRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { ActivityFeedItem } from '../Activity/ActivityFeedItem';
import { GroupSummaries } from '../Community/GroupSummaries';
import { ThingTileGrid } from '../Home/ThingTileGrid';
import { SignInToSeePeople } from './SignInToSeePeople';
import * as styles from './UserRoute.css';

export const userRouteQuery = graphql`
  query UserRouteQuery($id: UUID!) {
    userById(id: $id) {
      id
      name
      username
      hasImage
      image
      createdAt
      userBadgesByUserId(orderBy: [AWARDED_AT_DESC]) {
        nodes {
          id
          awardedAt
          badgeTypeByBadgeTypeId {
            badgeType
            title
            description
            level
          }
        }
      }
      things(first: 24) {
        nodes {
          ...ThingTileGrid_things
        }
      }
      groups(first: 50) {
        nodes {
          ...GroupSummaries_groups
        }
      }
      recentActions(first: 10) {
        nodes {
          id
          ...ActivityFeedItem_action
        }
      }
    }
  }
`;

const isBadgeType = (value: string): value is BadgeType =>
  (BADGE_TYPES as readonly string[]).includes(value);

type AwardedBadge = BadgeCardProps & { badgeType: BadgeType; level: number; awardedAt: string };

/**
 * One badge per family, its highest level (Gold waterer, not also Silver and Bronze): a
 * profile says how far someone has come, and stays short on a phone. Highest levels
 * first, then the latest.
 */
export function highestBadges(badges: readonly AwardedBadge[]): AwardedBadge[] {
  const best = new Map<BadgeType, AwardedBadge>();
  for (const badge of badges) {
    const current = best.get(badge.badgeType);
    if (!current || badge.level > current.level) best.set(badge.badgeType, badge);
  }
  return [...best.values()].sort(
    (a, b) => b.level - a.level || Date.parse(b.awardedAt) - Date.parse(a.awardedAt),
  );
}

export function UserRoute() {
  const { isLoggedIn } = useAuth();
  const queryRef = useRouteQuery<UserRouteQuery>();
  if (!isLoggedIn) {
    return (
      <PageTitle title="People">
        <SignInToSeePeople />
      </PageTitle>
    );
  }
  if (!queryRef) return <PersonNotFound />;
  return <Profile queryRef={queryRef} />;
}

/** An id that does not exist and a person the viewer may not see read the same. */
export function PersonNotFound() {
  return (
    <PageTitle title="Person not found">
      <EmptyState
        title="We could not find them"
        description="The link may be mistyped, or the account has been deleted."
        action={<Link href="/users">See everyone</Link>}
      />
    </PageTitle>
  );
}

function Profile({
  queryRef,
}: {
  queryRef: NonNullable<ReturnType<typeof useRouteQuery<UserRouteQuery>>>;
}) {
  const data = usePreloadedQuery<UserRouteQuery>(userRouteQuery, queryRef);
  const { id: myId } = useAuth();
  const now = useMountTime();
  const user = data.userById;
  if (!user) return <PersonNotFound />;
  const shownName = user.name?.trim() || user.username;
  const isMe = user.id === myId;

  const badges = highestBadges(
    user.userBadgesByUserId.nodes.flatMap((badge) => {
      const type = badge.badgeTypeByBadgeTypeId;
      if (!type || !isBadgeType(type.badgeType)) return [];
      return [
        {
          badgeType: type.badgeType,
          title: type.title,
          description: type.description,
          level: type.level,
          awardedAt: badge.awardedAt,
        },
      ];
    }),
  ).map((badge) => ({ ...badge, headingLevel: 3 as const }));
  const things = user.things.nodes;
  const groups = user.groups.nodes;
  const actions = user.recentActions.nodes;

  return (
    <PageTitle title={shownName}>
      <div className={styles.page}>
        <div className={styles.header}>
          <span aria-hidden="true">
            <Avatar name={shownName} src={user.hasImage ? user.image : null} size="large" />
          </span>
          <div className={styles.identity}>
            <p className={styles.username}>@{user.username}</p>
            <p className={styles.joined}>
              Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </p>
            {isMe ? <Link href="/account/profile">Edit your profile</Link> : null}
          </div>
        </div>

        <Section title="Badges">
          {badges.length > 0 ? (
            <BadgeList badges={badges} />
          ) : (
            <p className={styles.muted}>No badges yet.</p>
          )}
        </Section>

        <Section title="Looks after">
          {things.length > 0 ? (
            <ThingTileGrid things={things} aria-label={`Things ${shownName} looks after`} />
          ) : (
            <p className={styles.muted}>No things you can see.</p>
          )}
        </Section>

        <Section title="Groups">
          {groups.length > 0 ? (
            <GroupSummaries
              showMyRole={false}
              groups={groups}
              aria-label={`Groups ${shownName} belongs to`}
            />
          ) : (
            <p className={styles.muted}>No groups you can see.</p>
          )}
        </Section>

        <Section title="Recent actions">
          {actions.length > 0 ? (
            <ol className={styles.actions} aria-label={`Recent actions by ${shownName}`}>
              {actions.map((action) => (
                <li key={action.id}>
                  <ActivityFeedItem action={action} now={now} previousVisit={null} />
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>No actions on things you can see yet.</p>
          )}
        </Section>
      </div>
    </PageTitle>
  );
}
