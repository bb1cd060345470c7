// /account/badges: every active badge of the catalogue, with the ones the user
// has earned (allUserBadges) marked by their date, and for the others what it
// takes to earn them ("Record 10 waterings for Silver").

import { graphql, usePreloadedQuery } from 'react-relay';
import { BadgeList } from '@bloomkeep/ui';
import { BADGE_TYPES, type BadgeType } from '@bloomkeep/schema';
import type { BadgesRouteQuery } from '../../__generated__/BadgesRouteQuery.graphql';
import { AccountPage } from './AccountPage';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query BadgesRouteQuery($userId: UUID!) {
    allBadgeTypes(orderBy: [BADGE_TYPE_ASC, LEVEL_ASC]) {
      nodes {
        id
        badgeType
        title
        description
        level
        threshold
        isActive
      }
    }
    allUserBadges(condition: { userId: $userId }) {
      nodes {
        badgeTypeId
        awardedAt
      }
    }
  }
`;

const isBadgeType = (value: string): value is BadgeType =>
  (BADGE_TYPES as readonly string[]).includes(value);

/** What earns a badge of each type, for a count: [verb phrase, one, many]. */
const GOALS: Record<BadgeType, [string, string, string]> = {
  signin: ['Sign in', 'time', 'times'],
  created: ['Create', 'thing', 'things'],
  littercleanup: ['Record', 'litter clean-up', 'litter clean-ups'],
  share: ['Share', 'thing', 'things'],
  watering: ['Record', 'watering', 'waterings'],
  education: ['Record', 'education session', 'education sessions'],
  upkeep: ['Record', 'upkeep action', 'upkeep actions'],
};

const METALS: Record<number, string> = { 1: 'Bronze', 2: 'Silver', 3: 'Gold' };

/** What a badge not yet earned asks for: "Record 10 waterings for Silver". */
export function badgeGoal(badgeType: BadgeType, threshold: number, level: number): string {
  const [verb, one, many] = GOALS[badgeType];
  const metal = METALS[level];
  return `${verb} ${threshold} ${threshold === 1 ? one : many}${metal ? ` for ${metal}` : ''}`;
}

export function BadgesRoute() {
  const queryRef = useRequiredRouteQuery<BadgesRouteQuery>();
  const data = usePreloadedQuery<BadgesRouteQuery>(query, queryRef);
  const awarded = new Map(
    (data.allUserBadges?.nodes ?? []).map((badge) => [badge.badgeTypeId, badge.awardedAt]),
  );
  const badges = (data.allBadgeTypes?.nodes ?? []).flatMap((type) =>
    (type.isActive || awarded.has(type.id)) && isBadgeType(type.badgeType)
      ? [
          {
            badgeType: type.badgeType,
            title: type.title,
            description: awarded.has(type.id)
              ? type.description
              : badgeGoal(type.badgeType, type.threshold, type.level),
            level: type.level,
            awardedAt: awarded.get(type.id) ?? null,
          },
        ]
      : [],
  );
  // Earned badges first, newest first; then the ones still to earn.
  badges.sort((a, b) =>
    a.awardedAt && b.awardedAt
      ? b.awardedAt.localeCompare(a.awardedAt)
      : Number(Boolean(b.awardedAt)) - Number(Boolean(a.awardedAt)),
  );
  const earned = badges.filter((badge) => badge.awardedAt).length;
  return (
    <AccountPage
      title="Badges"
      href="/account/badges"
      description={
        badges.length > 0
          ? `You have earned ${earned} of ${badges.length} badges. Water, tidy, share and teach to earn more.`
          : 'Badges reward looking after things together.'
      }
    >
      <BadgeList
        badges={badges}
        aria-label="Your badges"
        emptyMessage="There are no badges to earn yet."
      />
    </AccountPage>
  );
}
