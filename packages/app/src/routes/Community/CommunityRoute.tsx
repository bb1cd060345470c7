// /community (spec §2): groups and people near you, the groups you belong to, the most
// active stewards this month, and quick links to start a group or invite someone.
// "Near" is 10 km from the location saved on the account, else from Totnes (decision
// 0140): groups by the things they look after, people by the public things they look
// after — never by where anyone lives. Guests see groups and the month's board (names
// without links, as /scorer shows them) and a sign-in prompt in place of people.
import { graphql, usePreloadedQuery } from 'react-relay';
import { COMMUNITY_NEAR_KM } from '@bloomkeep/schema';
import { EmptyState, Link, Section } from '@bloomkeep/ui';
import type { CommunityRouteQuery } from '../../__generated__/CommunityRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { PersonRow, personPath } from '../Users/PersonRow';
import { SignInToSeePeople } from '../Users/SignInToSeePeople';
import { communityOrigin } from './communityOrigin';
import { GroupSummaries } from './GroupSummaries';
import { groupPath } from './GroupSummaryList';
import * as styles from './CommunityRoute.css';

export const communityRouteQuery = graphql`
  query CommunityRouteQuery($latitude: Float!, $longitude: Float!, $signedIn: Boolean!) {
    groupsNear(latitude: $latitude, longitude: $longitude, first: 6) {
      nodes {
        ...GroupSummaries_groups
      }
    }
    peopleNear(latitude: $latitude, longitude: $longitude, first: 12) @include(if: $signedIn) {
      nodes {
        id
        name
        username
        hasImage
        image
      }
    }
    scores(period: MONTH, maxRows: 5) {
      nodes {
        rank
        userId
        username
        hasImage
        image
        points
      }
    }
    currentUser @include(if: $signedIn) {
      id
      groups(first: 50) {
        nodes {
          ...GroupSummaries_groups
        }
      }
      ownedGroups: groups(first: 50) {
        nodes {
          id
          name
          slug
          myMembership {
            isOwner
          }
        }
      }
    }
    ownedThings: allThings(condition: { access: OWNED }, orderBy: [NAME_ASC], first: 5)
      @include(if: $signedIn) {
      nodes {
        id
        name
      }
    }
  }
`;

const number = new Intl.NumberFormat('en-US');

export function CommunityRoute() {
  const queryRef = useRequiredRouteQuery<CommunityRouteQuery>();
  const data = usePreloadedQuery<CommunityRouteQuery>(communityRouteQuery, queryRef);
  const { isLoggedIn, isAdmin, location } = useAuth();
  const origin = communityOrigin(location);
  const where = origin.isSaved ? 'your saved location' : 'Totnes';

  const nearGroups = data.groupsNear?.nodes ?? [];
  const myGroups = data.currentUser?.groups.nodes ?? [];
  const ownedGroups = (data.currentUser?.ownedGroups.nodes ?? []).filter(
    (group) => group.myMembership?.isOwner,
  );
  const ownedThings = data.ownedThings?.nodes ?? [];
  const people = data.peopleNear?.nodes ?? [];
  const scores = data.scores?.nodes ?? [];

  return (
    <PageTitle title="Community">
      <p className={styles.intro}>
        Groups and neighbours who look after things within {COMMUNITY_NEAR_KM} km of {where}.
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          {isLoggedIn ? (
            <Section title="Your groups" actions={<Link href="/groups">All groups</Link>}>
              {myGroups.length > 0 ? (
                <GroupSummaries groups={myGroups} aria-label="Your groups" />
              ) : (
                <p className={styles.muted}>
                  You are not in a group yet. Join one near you, or start your own.
                </p>
              )}
            </Section>
          ) : null}

          <Section title="Groups near you">
            {nearGroups.length > 0 ? (
              <GroupSummaries groups={nearGroups} aria-label="Groups near you" />
            ) : (
              <EmptyState
                headingLevel={3}
                title="No groups near you yet"
                description={`No group looks after a thing within ${COMMUNITY_NEAR_KM} km.`}
                action={isLoggedIn ? <Link href="/groups/new">Start a group</Link> : undefined}
              />
            )}
          </Section>

          <Section
            title="People near you"
            actions={isLoggedIn ? <Link href="/users">Everyone</Link> : undefined}
          >
            {!isLoggedIn ? (
              <SignInToSeePeople headingLevel={3} />
            ) : people.length > 0 ? (
              <ul className={styles.people} aria-label="People near you">
                {people.map((person) => (
                  <li key={person.id}>
                    <PersonRow
                      name={person.name}
                      username={person.username}
                      image={person.hasImage ? person.image : null}
                      href={personPath(person.id)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>
                No one else looks after a public thing within {COMMUNITY_NEAR_KM} km yet.
              </p>
            )}
          </Section>
        </div>

        <div className={styles.column}>
          {isLoggedIn ? (
            <Section title="Get together">
              <ul className={styles.quickLinks}>
                <li>
                  <Link href="/groups/new">Start a group</Link>
                </li>
                {isAdmin ? (
                  <li>
                    <Link href="/users/new">Add a user</Link>
                  </li>
                ) : null}
              </ul>
              <div className={styles.invite}>
                <p className={styles.muted}>
                  Invite someone from the settings of a group or thing you own:
                </p>
                {ownedGroups.length + ownedThings.length > 0 ? (
                  <ul className={styles.quickLinks} aria-label="Invite someone">
                    {ownedGroups.map((group) => (
                      <li key={group.id}>
                        <Link href={`${groupPath({ slug: group.slug })}/settings`}>
                          Invite to {group.name}
                        </Link>
                      </li>
                    ))}
                    {ownedThings.map((thing) => (
                      <li key={thing.id}>
                        <Link href={`/things/${thing.id}/settings`}>Invite to {thing.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>
                    You own no group or thing yet: start a group, or{' '}
                    <Link href="/things/new">add a thing</Link>.
                  </p>
                )}
              </div>
            </Section>
          ) : (
            <Section title="Get together">
              <p className={styles.muted}>
                <Link href="/signin?next=%2Fcommunity">Sign in</Link> or{' '}
                <Link href="/register">register</Link> to join a group, start one and invite your
                neighbours.
              </p>
            </Section>
          )}

          <Section title="Most active this month" actions={<Link href="/scorer">All scores</Link>}>
            {scores.length > 0 ? (
              <ol className={styles.list} aria-label="Most active this month">
                {scores.map((score, index) => (
                  <li key={score.userId ?? `${score.username}-${index}`} className={styles.rank}>
                    <span aria-label={`Rank ${score.rank ?? index + 1}`}>
                      {score.rank ?? index + 1}
                    </span>
                    <PersonRow
                      name={null}
                      username={score.username ?? 'A neighbour'}
                      image={score.hasImage ? score.image : null}
                      href={score.userId ? personPath(score.userId) : null}
                      detail={`${number.format(score.points ?? 0)} ${score.points === 1 ? 'point' : 'points'}`}
                    />
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>No points scored this month yet.</p>
            )}
          </Section>
        </div>
      </div>
    </PageTitle>
  );
}
