import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { Button, Card, EmptyState, Inline, Link, Stack, useToast } from '@bloomkeep/ui';
import type { GroupMembershipRouteQuery } from '../../__generated__/GroupMembershipRouteQuery.graphql';
import { signInPath } from '../../auth/nextPath';
import { useChangeGroupMembershipMutation } from '../../mutations/ChangeGroupMembershipMutation';
import { errorText } from '../../relay/errors';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { GroupNotFound } from './GroupNotFound';
import { GROUP_JOINED } from './GroupRoute';
import { groupPath } from './groupRef';
import {
  membershipBeforeConfirm,
  membershipOutcomeOfError,
  type MembershipOutcome,
} from './membershipOutcome';

const query = graphql`
  query GroupMembershipRouteQuery($condition: GroupCondition!) {
    allGroups(condition: $condition, first: 1) {
      nodes {
        id
        slug
        name
        myMembership {
          id
          isOwner
        }
      }
    }
  }
`;

/**
 * /groups/{id}/membership (spec §2, sign-in): asks "Join {name}?" and, once the visitor
 * confirms, joins and lands on the group page with "Group joined" (spec §8). Like
 * /collaborate (decision 0112) nothing is written before the visitor says yes, and a
 * failure is said as it is, never as a success.
 */
export function GroupMembershipRoute() {
  const queryRef = useRouteQuery<GroupMembershipRouteQuery>();
  if (!queryRef) return <GroupNotFound />;
  return <GroupMembership queryRef={queryRef} />;
}

function GroupMembership({ queryRef }: { queryRef: PreloadedQuery<GroupMembershipRouteQuery> }) {
  const data = usePreloadedQuery<GroupMembershipRouteQuery>(query, queryRef);
  const group = data.allGroups?.nodes[0] ?? null;
  const navigate = useNavigate();
  const toast = useToast();
  const [changeMembership, isJoining] = useChangeGroupMembershipMutation();
  const [answer, setAnswer] = useState<{ outcome: MembershipOutcome; message?: string } | null>(
    null,
  );
  const outcome =
    answer?.outcome ?? membershipBeforeConfirm(Boolean(group), Boolean(group?.myMembership));

  if (!group || outcome === 'notFound') return <GroupNotFound />;
  const path = groupPath(group.slug);
  const backLink = <Link href={path}>Go to {group.name}</Link>;

  const join = async () => {
    try {
      await changeMembership(group.id, true);
    } catch (failure) {
      const next = membershipOutcomeOfError(failure);
      if (next === 'signedOut') {
        void navigate(signInPath(`${path}/membership`), { replace: true });
        return;
      }
      setAnswer({ outcome: next, message: errorText(failure) });
      return;
    }
    toast.positive(GROUP_JOINED);
    void navigate(path, { replace: true });
  };

  if (outcome === 'alreadyMember') {
    return (
      <PageTitle title={`You already belong to ${group.name}`}>
        <EmptyState
          title="Nothing to do"
          description={
            group.myMembership?.isOwner
              ? 'You own this group.'
              : 'You are a member of this group: you help look after its things.'
          }
          action={backLink}
        />
      </PageTitle>
    );
  }

  return (
    <PageTitle title={`Join ${group.name}?`}>
      <Card>
        <Stack space="medium">
          <p>
            As a member you help look after the group’s things: you can record watering, upkeep and
            other actions for them, and the other members see your name. You can leave at any time
            from the group’s page.
          </p>
          {outcome === 'failed' ? (
            <p role="alert">
              Nothing was saved: {answer?.message ?? 'the request failed'}. Please try again.
            </p>
          ) : null}
          <Inline space="small">
            <Button onPress={() => void join()} isPending={isJoining}>
              {outcome === 'failed' ? 'Try again' : 'Yes, join the group'}
            </Button>
            <Link href={path} tone="neutral">
              Not now
            </Link>
          </Inline>
        </Stack>
      </Card>
    </PageTitle>
  );
}
