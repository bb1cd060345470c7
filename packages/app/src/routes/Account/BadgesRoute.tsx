// /account/badges: the badge catalogue by family (watering, upkeep, …), each family's
// levels in order (bronze, silver, gold), with the ones the user has earned dated and,
// for the next level still to earn, the progress towards it ("4 of 10 waterings"). The
// count comes from currentUserBadgeProgress, the same count the database awards by.

import { graphql, usePreloadedQuery } from 'react-relay';
import { BadgeList, badgeLevelName, type BadgeCardProps, type BadgeGroup } from '@bloomkeep/ui';
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
    currentUserBadgeProgress {
      nodes {
        badgeType
        count
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

/** The families in the order of the page, with their headings. */
const FAMILIES: readonly { type: BadgeType; title: string }[] = [
  { type: 'watering', title: 'Watering' },
  { type: 'upkeep', title: 'Upkeep' },
  { type: 'littercleanup', title: 'Litter clean-ups' },
  { type: 'education', title: 'Education' },
  { type: 'share', title: 'Sharing' },
  { type: 'created', title: 'Things created' },
  { type: 'signin', title: 'Signing in' },
];

/** What a badge not yet earned asks for: "Record 10 waterings for Silver". */
export function badgeGoal(badgeType: BadgeType, threshold: number, level: number): string {
  const [verb, one, many] = GOALS[badgeType];
  const metal = badgeLevelName[level];
  return `${verb} ${threshold} ${threshold === 1 ? one : many}${metal ? ` for ${metal}` : ''}`;
}

/** "4 waterings so far", "1 thing created so far". */
export function countSoFar(badgeType: BadgeType, count: number): string {
  const [, one, many] = GOALS[badgeType];
  return `${count} ${count === 1 ? one : many}${badgeType === 'created' ? ' created' : ''} so far`;
}

interface CatalogueBadge {
  id: string;
  badgeType: string;
  title: string;
  description: string;
  level: number;
  threshold: number;
  isActive: boolean;
}

/**
 * The families of badges with progress: each family's badges by level, and on the lowest
 * level not yet earned, how far the user is ("4 of 10 waterings"). Families without a count
 * (signing in) show no progress.
 */
export function badgeGroups(
  catalogue: readonly CatalogueBadge[],
  awarded: ReadonlyMap<string, string>,
  counts: ReadonlyMap<string, number>,
): BadgeGroup[] {
  return FAMILIES.map(({ type, title }) => {
    const count = counts.get(type);
    const levels = catalogue
      .filter((badge) => badge.badgeType === type && (badge.isActive || awarded.has(badge.id)))
      .sort((a, b) => a.level - b.level);
    const next = levels.find((badge) => !awarded.has(badge.id));
    const badges: BadgeCardProps[] = levels.map((badge) => {
      const awardedAt = awarded.get(badge.id) ?? null;
      return {
        badgeType: type,
        title: badge.title,
        description: awardedAt ? badge.description : badgeGoal(type, badge.threshold, badge.level),
        level: badge.level,
        awardedAt,
        progress:
          badge === next && count !== undefined
            ? { value: count, target: badge.threshold, unit: GOALS[type][2] }
            : null,
      };
    });
    return {
      id: type,
      title,
      description: count !== undefined ? countSoFar(type, count) : null,
      badges,
    };
  }).filter((group) => group.badges.length > 0);
}

export function BadgesRoute() {
  const queryRef = useRequiredRouteQuery<BadgesRouteQuery>();
  const data = usePreloadedQuery<BadgesRouteQuery>(query, queryRef);
  const awarded = new Map(
    (data.allUserBadges?.nodes ?? []).map((badge) => [badge.badgeTypeId, badge.awardedAt]),
  );
  const counts = new Map(
    (data.currentUserBadgeProgress?.nodes ?? []).flatMap((row) =>
      row.badgeType && row.count != null ? [[row.badgeType, row.count] as const] : [],
    ),
  );
  const catalogue = (data.allBadgeTypes?.nodes ?? []).filter((badge) =>
    isBadgeType(badge.badgeType),
  );
  const groups = badgeGroups(catalogue, awarded, counts);
  const total = groups.reduce((sum, group) => sum + group.badges.length, 0);
  const earned = groups.reduce(
    (sum, group) => sum + group.badges.filter((badge) => badge.awardedAt).length,
    0,
  );
  return (
    <AccountPage
      title="Badges"
      href="/account/badges"
      description={
        total > 0
          ? `You have earned ${earned} of ${total} badges. Water, tidy, share and teach to earn more.`
          : 'Badges reward looking after things together.'
      }
    >
      <BadgeList
        groups={groups}
        groupHeadingLevel={2}
        aria-label="Your badges"
        emptyMessage="There are no badges to earn yet."
      />
    </AccountPage>
  );
}
