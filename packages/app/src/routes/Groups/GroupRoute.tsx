// /groups/{id-or-slug} (spec §2): the group's name, photo, description, visibility and
// member count; its members (owners marked; members see each other, others see the
// owners, decision 0136); the things it looks after; recent actions on them; and its
// score this month. Signed-in visitors join public groups and members leave; owners
// see "Settings".
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import {
  AlertDialog,
  Button,
  Card,
  EmptyState,
  Heading,
  Image,
  PageHeader,
  Skeleton,
  Stack,
  Tag,
  useToast,
  useMountTime,
} from '@bloomkeep/ui';
import type { GroupRouteQuery } from '../../__generated__/GroupRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { signInPath } from '../../auth/nextPath';
import { useChangeGroupMembershipMutation } from '../../mutations/ChangeGroupMembershipMutation';
import { useRouteQuery } from '../../relay/routeQuery';
import { NavButton } from '../../system/NavButton';
import { useDocumentTitle } from '../../system/PageTitle';
import { ActivityFeedItem } from '../Activity/ActivityFeedItem';
import { ThingTileGrid } from '../Home/ThingTileGrid';
import { GroupMembersList, type GroupMember } from './GroupMembersList';
import { GroupNotFound } from './GroupNotFound';
import { memberCountText } from './GroupTile';
import { groupErrorText } from './groupErrors';
import { groupPath } from './groupRef';
import * as styles from './Groups.css';

const points = new Intl.NumberFormat('en-US');

/** The success notice of spec §8. */
export const GROUP_JOINED = 'Group joined';

/**
 * How many recent actions on the group's things the page shows: the newest 3 of each of
 * its first 24 things (the request's cost limit, decision 0104), newest first.
 */
export const GROUP_ACTIVITY_SHOWN = 10;

const query = graphql`
  query GroupRouteQuery($condition: GroupCondition!) {
    allGroups(condition: $condition, first: 1) {
      nodes {
        id
        slug
        name
        description
        isPublic
        memberCount
        image
        canEdit
        myMembership {
          id
          isOwner
        }
        owners(first: 20) {
          nodes {
            userId
            name
            username
            hasImage
            image
          }
        }
        memberships(first: 100, orderBy: [CREATED_AT_ASC]) {
          nodes {
            id
            isOwner
            userId
            user {
              name
              username
              hasImage
              image
            }
          }
        }
        thingShares(first: 24, orderBy: [CREATED_AT_ASC]) {
          nodes {
            id
            thing {
              id
              ...ThingTileGrid_things
              actions(first: 3) {
                nodes {
                  id
                  createdAt
                  ...ActivityFeedItem_action
                }
              }
            }
          }
        }
      }
    }
    groupScores(period: MONTH, maxRows: 200) {
      nodes {
        groupId
        rank
        points
      }
    }
  }
`;

type Group = NonNullable<GroupRouteQuery['response']['allGroups']>['nodes'][number];

export function GroupRoute() {
  const queryRef = useRouteQuery<GroupRouteQuery>();
  if (!queryRef) return <GroupNotFound />;
  return (
    <Suspense fallback={<GroupPageSkeleton />}>
      <GroupPage queryRef={queryRef} />
    </Suspense>
  );
}

function GroupPageSkeleton() {
  return (
    <Stack space="large">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="12rem" />
      <Skeleton height="8rem" />
    </Stack>
  );
}

function GroupPage({ queryRef }: { queryRef: PreloadedQuery<GroupRouteQuery> }) {
  const data = usePreloadedQuery<GroupRouteQuery>(query, queryRef);
  const group = data.allGroups?.nodes[0];
  if (!group) return <GroupNotFound />;
  const score = data.groupScores?.nodes.find((row) => row.groupId === group.id) ?? null;
  return <GroupView group={group} score={score} />;
}

/** The members as the list shows them: every membership for members, else the owners. */
export function groupMembers(group: Group, myUserId: string | null): GroupMember[] {
  const memberships = group.memberships.nodes;
  if (memberships.length > 0) {
    return memberships.map((membership) => ({
      membershipId: membership.id,
      name: membership.user?.name ?? membership.user?.username ?? 'A neighbour',
      username: membership.user?.username ?? null,
      isOwner: membership.isOwner,
      isYou: membership.id === group.myMembership?.id,
      imageSrc: membership.user?.hasImage ? membership.user.image : null,
    }));
  }
  return group.owners.nodes.map((owner, index) => ({
    membershipId: owner.userId ?? `owner-${index}`,
    name: owner.name ?? owner.username ?? 'A neighbour',
    username: owner.username ?? null,
    isOwner: true,
    isYou: myUserId !== null && owner.userId === myUserId,
    imageSrc: owner.hasImage ? owner.image : null,
  }));
}

function GroupView({
  group,
  score,
}: {
  group: Group;
  score: { readonly rank?: number | null; readonly points?: number | null } | null;
}) {
  useDocumentTitle(group.name);
  const { isLoggedIn, id: myUserId } = useAuth();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [changeMembership, isChanging] = useChangeGroupMembershipMutation();
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const path = groupPath(group.slug);
  const isMember = group.myMembership !== null && group.myMembership !== undefined;
  const members = groupMembers(group, isLoggedIn ? (myUserId ?? null) : null);
  const seesAllMembers = group.memberships.nodes.length > 0;
  const things = group.thingShares.nodes.flatMap((share) => (share.thing ? [share.thing] : []));
  const recent = things
    .flatMap((thing) => thing.actions.nodes)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, GROUP_ACTIVITY_SHOWN);
  const now = useMountTime();

  const join = async () => {
    try {
      await changeMembership(group.id, true);
    } catch (failure) {
      toast.negative(groupErrorText(failure));
      return;
    }
    toast.positive(GROUP_JOINED);
    revalidator.revalidate();
  };

  const leave = async () => {
    setLeaveError(null);
    try {
      await changeMembership(group.id, false);
    } catch (failure) {
      // "Make another member an owner before you leave the group" (spec §4).
      setLeaveError(groupErrorText(failure));
      return;
    }
    toast.positive(`You left ${group.name}.`);
    revalidator.revalidate();
  };

  return (
    <Stack space="large">
      <PageHeader
        title={group.name}
        breadcrumbs={[{ label: 'Groups', href: '/groups' }]}
        description={
          isMember
            ? group.myMembership?.isOwner
              ? 'You own this group.'
              : 'You are a member of this group.'
            : undefined
        }
        actions={
          <div className={styles.actions}>
            {!isMember && group.isPublic ? (
              isLoggedIn ? (
                <Button onPress={() => void join()} isPending={isChanging}>
                  Join group
                </Button>
              ) : (
                <NavButton to={signInPath(`${path}/membership`)}>Sign in to join</NavButton>
              )
            ) : null}
            {isMember ? (
              <AlertDialog
                trigger={<Button tone="neutral">Leave group</Button>}
                tone="critical"
                title={`Leave ${group.name}?`}
                confirmLabel="Leave"
                isPending={isChanging}
                onConfirm={leave}
              >
                You will no longer help look after the group’s things. You can join a public group
                again at any time.
              </AlertDialog>
            ) : null}
            {group.canEdit ? (
              <NavButton tone="neutral" to={`${path}/settings`}>
                Settings
              </NavButton>
            ) : null}
          </div>
        }
      />
      {leaveError ? <p role="alert">{leaveError}</p> : null}
      <div className={styles.intro}>
        {group.image ? (
          <Image src={group.image} alt={`Photo of ${group.name}`} aspectRatio="16 / 9" />
        ) : null}
        <Card>
          <Stack space="small">
            <p className={styles.meta}>
              <span>{memberCountText(group.memberCount)}</span>
              {group.isPublic ? <Tag tone="info">Public</Tag> : <Tag>Private</Tag>}
            </p>
            {group.description ? (
              <p className={styles.description}>{group.description}</p>
            ) : (
              <p className={styles.meta}>No description yet.</p>
            )}
            <Heading level={2}>Score this month</Heading>
            {score?.points ? (
              <p className={styles.score}>
                {points.format(score.points)} points · rank {score.rank}
              </p>
            ) : (
              <p className={styles.meta}>
                {group.isPublic
                  ? 'No points yet this month: its members’ actions on public things count.'
                  : 'Private groups are not ranked.'}
              </p>
            )}
          </Stack>
        </Card>
      </div>
      <div className={styles.sections}>
        <Card>
          <Stack space="small">
            <Heading level={2}>{seesAllMembers ? 'Members' : 'Owners'}</Heading>
            {seesAllMembers ? null : (
              <p className={styles.meta}>Members see each other; everyone sees the owners.</p>
            )}
            <GroupMembersList groupName={group.name} members={members} />
          </Stack>
        </Card>
        <Card>
          <Stack space="small">
            <Heading level={2}>Recent activity</Heading>
            {recent.length === 0 ? (
              <p className={styles.meta}>No actions on the group’s things yet.</p>
            ) : (
              <ul
                className={styles.activity}
                aria-label={`Recent actions on ${group.name}’s things`}
              >
                {recent.map((action) => (
                  <li key={action.id}>
                    <ActivityFeedItem action={action} now={now} previousVisit={null} />
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
      </div>
      <section aria-labelledby="group-things">
        <Stack space="small">
          <Heading level={2} id="group-things">
            Things it looks after
          </Heading>
          {things.length === 0 ? (
            <EmptyState
              title="No things yet"
              description="Owners of a thing share it with a group from the thing’s settings; the group’s members then help look after it."
            />
          ) : (
            <ThingTileGrid things={things} aria-label={`Things ${group.name} looks after`} />
          )}
        </Stack>
      </section>
    </Stack>
  );
}
