import { useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate, useRevalidator } from 'react-router-dom';
import { CLIENT_ERRORS, UNDO_NOTIFICATION_MS } from '@bloomkeep/schema';
import { AlertDialog, Button, Card, Heading, Link, Stack, Switch, useToast } from '@bloomkeep/ui';
import type { ThingSettingsRouteQuery } from '../../__generated__/ThingSettingsRouteQuery.graphql';
import { useDeleteThingMutation } from '../../mutations/DeleteThingMutation';
import { useRemoveThingAccessMutation } from '../../mutations/RemoveThingAccessMutation';
import { useRestoreThingMutation } from '../../mutations/RestoreThingMutation';
import { useUpdateThingMutation } from '../../mutations/UpdateThingMutation';
import { useShareThingWithGroupMutation } from '../../mutations/ShareThingWithGroupMutation';
import { useDeleteThingGroupMutation } from '../../mutations/DeleteThingGroupMutation';
import { groupErrorText } from '../Groups/groupErrors';
import { groupPath } from '../Groups/groupRef';
import { ThingGroupShares, type ThingGroupShare } from './ThingGroupShares';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { thingNoun } from '../../system/thingWords';
import { ThingCollaborators, type ThingHelper } from './ThingCollaborators';
import { ThingNotFound } from './ThingNotFound';
import { InvitationsPanel } from '../Invitations/InvitationsPanel';
import { useRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query ThingSettingsRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      nodeId
      name
      category
      isPublic
      canEdit
      canRecordAction
      myAccess {
        nodeId
        isOwner
        isCollaborator
      }
      invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
        ...InvitationsPanel_invitations
      }
      groupShares(first: 100, orderBy: [CREATED_AT_ASC]) {
        nodes {
          id
          group {
            id
            slug
            name
          }
        }
      }
      groupStewards(first: 200) {
        nodes {
          groupId
          groupName
          groupSlug
          userId
          name
          username
          isGroupOwner
        }
      }
      accesses(first: 100, orderBy: [CREATED_AT_ASC]) {
        nodes {
          nodeId
          isOwner
          isCollaborator
          user {
            name
            username
          }
        }
      }
    }
    currentUser {
      id
      groupMemberships(first: 200) {
        nodes {
          group {
            id
            name
          }
        }
      }
    }
  }
`;

/** Where a deleted thing's owner lands: their things, with an Undo notice (decision 0113). */
export const AFTER_DELETE_PATH = '/account/things';

export function ThingSettingsRoute() {
  const queryRef = useRouteQuery<ThingSettingsRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <ThingSettings queryRef={queryRef} />;
}

/**
 * /things/{id}/settings: who looks after it (collaborators can stop helping, owners
 * remove collaborators), and for owners visibility and deletion (undoable).
 */
function ThingSettings({ queryRef }: { queryRef: PreloadedQuery<ThingSettingsRouteQuery> }) {
  const { thingById: thing, currentUser } = usePreloadedQuery<ThingSettingsRouteQuery>(
    query,
    queryRef,
  );
  const revalidator = useRevalidator();
  const [shareWithGroup, isSharing] = useShareThingWithGroupMutation();
  const [unshareGroup] = useDeleteThingGroupMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [updateThing, isUpdating] = useUpdateThingMutation();
  const [deleteThing, isDeleting] = useDeleteThingMutation();
  const [restoreThing] = useRestoreThingMutation();
  const [removeAccess] = useRemoveThingAccessMutation();
  const [confirming, setConfirming] = useState(false);
  // Notices this page raised; they are stale once the thing is deleted.
  const raised = useRef<string[]>([]);
  if (!thing) return <ThingNotFound />;
  // Helpers through a group have no access row of their own: canRecordAction says they help.
  const helps = Boolean(
    thing.myAccess?.isOwner || thing.myAccess?.isCollaborator || thing.canRecordAction,
  );
  if (!thing.canEdit && !helps) return <Navigate to={`/things/${thing.id}`} replace />;
  const thingPath = `/things/${thing.id}`;

  const people: ThingHelper[] = thing.accesses.nodes.flatMap((access) =>
    access && (access.isOwner || access.isCollaborator)
      ? [
          {
            accessId: access.nodeId,
            name: access.user?.name ?? 'A neighbour',
            username: access.user?.username ?? 'unknown',
            isOwner: access.isOwner,
            isCollaborator: access.isCollaborator,
            isYou: access.nodeId === thing.myAccess?.nodeId,
          },
        ]
      : [],
  );
  // Members of the groups it is shared with, unless they already help in their own right.
  const listed = new Set(people.map((person) => person.username));
  for (const steward of thing.groupStewards.nodes) {
    const username = steward.username ?? 'unknown';
    if (listed.has(username)) continue;
    listed.add(username);
    people.push({
      accessId: `${steward.groupId}:${steward.userId}`,
      name: steward.name ?? username,
      username,
      isOwner: false,
      isCollaborator: false,
      isYou: currentUser?.id === steward.userId,
      viaGroup: {
        name: steward.groupName ?? 'a group',
        href: groupPath(steward.groupSlug ?? ''),
        isGroupOwner: Boolean(steward.isGroupOwner),
      },
    });
  }

  const shares: ThingGroupShare[] = thing.groupShares.nodes.flatMap((share) =>
    share.group
      ? [{ shareId: share.id, groupName: share.group.name, groupHref: groupPath(share.group.slug) }]
      : [],
  );
  const sharedIds = new Set(thing.groupShares.nodes.map((share) => share.group?.id));
  const shareable = thing.canEdit
    ? (currentUser?.groupMemberships.nodes ?? []).flatMap((membership) =>
        membership.group && !sharedIds.has(membership.group.id)
          ? [{ id: membership.group.id, name: membership.group.name }]
          : [],
      )
    : null;

  const share = async (groupId: string) => {
    const name = shareable?.find((group) => group.id === groupId)?.name ?? 'the group';
    try {
      await shareWithGroup(thing.id, groupId);
    } catch (failure) {
      raised.current.push(toast.negative(groupErrorText(failure)));
      throw failure;
    }
    raised.current.push(toast.positive(`Shared with ${name}: its members help look after it.`));
    revalidator.revalidate();
  };

  const unshare = async (groupShare: ThingGroupShare) => {
    try {
      await unshareGroup(groupShare.shareId);
    } catch (failure) {
      raised.current.push(toast.negative(groupErrorText(failure)));
      throw failure;
    }
    raised.current.push(toast.positive(`No longer shared with ${groupShare.groupName}.`));
    revalidator.revalidate();
  };

  const remove = async (person: ThingHelper) => {
    let removed: boolean;
    try {
      removed = await removeAccess(person.accessId);
    } catch (failure) {
      toast.negative(errorText(failure, CLIENT_ERRORS.removeAccessFailed));
      throw failure;
    }
    if (!removed) {
      toast.negative(`${CLIENT_ERRORS.removeAccessFailed}. Nothing was changed.`);
      throw new Error('not removed');
    }
    if (person.isYou) {
      toast.positive(`You no longer help look after ${thing.name}.`);
      void navigate(thingPath, { replace: true });
    } else {
      raised.current.push(toast.positive(`Collaborator access removed for ${person.name}.`));
    }
  };

  const undo = async (id: string, name: string) => {
    try {
      await restoreThing(id);
    } catch (failure) {
      toast.negative(`${name} could not be restored: ${errorText(failure)}`);
      return;
    }
    toast.positive(`${name} is back.`);
    void navigate(`/things/${id}`);
  };

  return (
    <PageTitle title={`Settings for ${thing.name}`}>
      <Stack space="large">
        <p>
          <Link href={thingPath}>Back to {thing.name}</Link>
        </p>
        <Card>
          <ThingCollaborators
            thingName={thing.name}
            thingWord={thingNoun(thing.category)}
            people={people}
            canManage={Boolean(thing.canEdit)}
            onRemove={remove}
          />
        </Card>
        <Card>
          <ThingGroupShares
            thingName={thing.name}
            thingWord={thingNoun(thing.category)}
            shares={shares}
            shareable={shareable}
            onShare={share}
            onUnshare={unshare}
            isSharing={isSharing}
          />
        </Card>
        {thing.canEdit === true ? (
          <>
            <Card>
              <InvitationsPanel
                kind="thing"
                targetId={thing.id}
                targetName={thing.name}
                invitations={thing.invitations}
              />
            </Card>
            <Card>
              <Stack space="small">
                <Heading level={2}>Visibility</Heading>
                <Switch
                  isSelected={thing.isPublic}
                  isPending={isUpdating}
                  description={`Public things are visible to everyone, and anyone signed in can offer to help. Private ones are visible only to the people who look after them.`}
                  onChange={(isPublic) => {
                    updateThing(thing.nodeId, { isPublic }).then(
                      () =>
                        raised.current.push(
                          toast.positive(isPublic ? 'It is public now.' : 'It is private now.'),
                        ),
                      (failure: unknown) => raised.current.push(toast.negative(errorText(failure))),
                    );
                  }}
                >
                  Public
                </Switch>
              </Stack>
            </Card>
            <Card>
              <Stack space="small">
                <Heading level={2}>Delete</Heading>
                <p>
                  Deleting removes the {thingNoun(thing.category)} for everyone at once. You can
                  undo it straight after; then it is deleted for good, with its photo and every
                  action recorded for it.
                </p>
                <div>
                  <Button tone="critical" onPress={() => setConfirming(true)}>
                    Delete {thingNoun(thing.category)}
                  </Button>
                </div>
              </Stack>
            </Card>
          </>
        ) : null}
      </Stack>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${thing.name}?`}
        tone="critical"
        confirmLabel="Delete"
        isPending={isDeleting}
        onConfirm={async () => {
          const { id, name } = thing;
          try {
            await deleteThing(id);
          } catch (failure) {
            toast.negative(errorText(failure, CLIENT_ERRORS.deleteThingFailed));
            return;
          }
          setConfirming(false);
          for (const stale of raised.current.splice(0)) toast.dismiss(stale);
          toast.positive(`${name} was deleted.`, {
            timeout: UNDO_NOTIFICATION_MS,
            action: { label: 'Undo', onAction: () => void undo(id, name) },
          });
          void navigate(AFTER_DELETE_PATH, { replace: true });
        }}
      >
        It disappears for everyone at once, with its actions and photo. You can undo this for a
        short while.
      </AlertDialog>
    </PageTitle>
  );
}
