// Badges earned by what the user just did, and the one toast that announces each of them.
// The database awards badges in the transaction that records the action (a new thing's
// CREATED action included), so an award made by this request shares its timestamp:
// `createdAt` of the action or the thing. Mutations spread `badgeAwards_query` in their
// payload's `query` and pass it here with that timestamp.
import { graphql, readInlineData } from 'react-relay';
import type { ToastApi } from '@bloomkeep/ui';
import type { badgeAwards_query$key } from '../../__generated__/badgeAwards_query.graphql';

export const badgeAwardsFragment = graphql`
  fragment badgeAwards_query on Query @inline {
    currentUser {
      userBadgesByUserId(orderBy: AWARDED_AT_DESC, first: 6) {
        nodes {
          awardedAt
          badgeTypeByBadgeTypeId {
            title
          }
        }
      }
    }
  }
`;

/** The titles of the badges awarded at `at` (the request's own timestamp), newest first. */
export function badgesAwardedAt(
  query: badgeAwards_query$key | null | undefined,
  at: string | null | undefined,
): string[] {
  if (!query || !at) return [];
  const data = readInlineData(badgeAwardsFragment, query);
  const time = Date.parse(at);
  return (data.currentUser?.userBadgesByUserId.nodes ?? [])
    .filter((badge) => Date.parse(badge.awardedAt) === time)
    .map((badge) => badge.badgeTypeByBadgeTypeId?.title)
    .filter((title): title is string => Boolean(title));
}

/** The award toast: the same for every badge type, one per badge. */
export function announceBadgeAwards(toast: Pick<ToastApi, 'positive'>, titles: readonly string[]) {
  for (const title of titles) {
    toast.positive(`You earned a badge: ${title}`, { title: 'Badge earned' });
  }
}
