// The partners' badges widget (decision 0142): a user's badges, with levels and dates, in the
// kit's BadgeList, for people who chose to show them on partner sites. Anyone else, and a
// username nobody has, gets the same placeholder: a partner's page learns nothing about who
// has an account.
import {
  badgeTypeLabel,
  BadgeList,
  EmptyState,
  Heading,
  Stack,
  type BadgeCardProps,
  type BadgeType,
} from '@bloomkeep/ui';
import type { PublicBadge } from './widgetData';

export const BADGES_PLACEHOLDER_TITLE = 'This person has not chosen to show their badges here';

function isBadgeType(type: string): type is BadgeType {
  return Object.hasOwn(badgeTypeLabel, type);
}

export function BadgesWidget({
  username,
  badges,
}: {
  username: string;
  badges: readonly PublicBadge[];
}) {
  const cards: BadgeCardProps[] = badges.flatMap((badge) =>
    isBadgeType(badge.badgeType)
      ? [
          {
            badgeType: badge.badgeType,
            title: badge.title,
            description: badge.description,
            level: badge.level,
            awardedAt: badge.awardedAt,
          },
        ]
      : [],
  );
  return (
    <Stack space="small">
      <Heading level={2}>{`${username}’s badges`}</Heading>
      <BadgeList
        badges={cards}
        aria-label={`${username}’s badges`}
        emptyMessage={`${username} has no badges yet.`}
      />
    </Stack>
  );
}

/** Someone who has not opted in, and an unknown username, look the same. */
export function BadgesPlaceholder() {
  return (
    <EmptyState
      title={BADGES_PLACEHOLDER_TITLE}
      description="People choose in their Bloomkeep profile whether partner sites may show their badges."
    />
  );
}
