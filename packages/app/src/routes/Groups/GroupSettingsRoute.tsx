// /groups/{id}/settings (spec §2: signed in, and an owner; anyone else goes to the
// group page): rename, description, photo and visibility; members and owners (the
// "at least one owner" rule is the server's, spec §4); invitations; delete, asking first.
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate, useRevalidator } from 'react-router-dom';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { AlertDialog, Button, Card, Heading, Link, Stack, useToast } from '@bloomkeep/ui';
import type { GroupSettingsRouteQuery } from '../../__generated__/GroupSettingsRouteQuery.graphql';
import { useDeleteGroupMembershipMutation } from '../../mutations/DeleteGroupMembershipMutation';
import { useDeleteGroupMutation } from '../../mutations/DeleteGroupMutation';
import { useUpdateGroupMembershipMutation } from '../../mutations/UpdateGroupMembershipMutation';
import { useUpdateGroupMutation } from '../../mutations/UpdateGroupMutation';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { useAttachImage } from '../Thing/useAttachImage';
import { GroupForm } from './GroupForm';
import { GroupMembersList, type GroupMember } from './GroupMembersList';
import { GroupNotFound } from './GroupNotFound';
import { groupErrorText } from './groupErrors';
import { InvitationsPanel } from '../Invitations/InvitationsPanel';
import { groupPath } from './groupRef';

const query = graphql`
  query GroupSettingsRouteQuery($condition: GroupCondition!) {
    allGroups(condition: $condition, first: 1) {
      nodes {
        id
        nodeId
        slug
        name
        description
        isPublic
        image
        canEdit
        myMembership {
          id
        }
        invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
          ...InvitationsPanel_invitations
        }
        memberships(first: 200, orderBy: [CREATED_AT_ASC]) {
          nodes {
            id
            isOwner
            user {
              name
              username
              hasImage
              image
            }
          }
        }
      }
    }
  }
`;

/** Where the owner lands after deleting the group. */
export const AFTER_GROUP_DELETE_PATH = '/groups';

export function GroupSettingsRoute() {
  const queryRef = useRouteQuery<GroupSettingsRouteQuery>();
  if (!queryRef) return <GroupNotFound />;
  return <GroupSettings queryRef={queryRef} />;
}

function GroupSettings({ queryRef }: { queryRef: PreloadedQuery<GroupSettingsRouteQuery> }) {
  const data = usePreloadedQuery<GroupSettingsRouteQuery>(query, queryRef);
  const group = data.allGroups?.nodes[0];
  const navigate = useNavigate();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [updateGroup, isSaving] = useUpdateGroupMutation();
  const [deleteGroup, isDeleting] = useDeleteGroupMutation();
  const [setOwner] = useUpdateGroupMembershipMutation();
  const [removeMembership] = useDeleteGroupMembershipMutation();
  const { attachImage, progress, isUploading } = useAttachImage();
  const [formError, setFormError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  if (!group) return <GroupNotFound />;
  const path = groupPath(group.slug);
  // Spec §2: a signed-in user failing the owner guard goes to the group's page.
  if (!group.canEdit) return <Navigate to={path} replace />;

  const members: GroupMember[] = group.memberships.nodes.map((membership) => ({
    membershipId: membership.id,
    name: membership.user?.name ?? membership.user?.username ?? 'A neighbour',
    username: membership.user?.username ?? null,
    isOwner: membership.isOwner,
    isYou: membership.id === group.myMembership?.id,
    imageSrc: membership.user?.hasImage ? membership.user.image : null,
  }));

  const changeOwner = async (member: GroupMember, isOwner: boolean) => {
    try {
      await setOwner(member.membershipId, isOwner);
    } catch (failure) {
      // "A group needs at least one owner" comes from the server in its own words.
      toast.negative(
        isOwner
          ? `${CLIENT_ERRORS.makeOwnerFailed}: ${groupErrorText(failure)}`
          : groupErrorText(failure),
      );
      throw failure;
    }
    toast.positive(
      isOwner ? `${member.name} is an owner now.` : `${member.name} is no longer an owner.`,
    );
    // Giving up your own ownership ends your access to these settings.
    if (member.isYou && !isOwner) void navigate(path, { replace: true });
  };

  const remove = async (member: GroupMember) => {
    try {
      await removeMembership(member.membershipId);
    } catch (failure) {
      toast.negative(`${CLIENT_ERRORS.removeAccessFailed}: ${groupErrorText(failure)}`);
      throw failure;
    }
    toast.positive(`${member.name} was removed from ${group.name}.`);
    revalidator.revalidate();
  };

  return (
    <PageTitle title={`Settings for ${group.name}`}>
      <Stack space="large">
        <p>
          <Link href={path}>Back to {group.name}</Link>
        </p>
        <Card>
          <Stack space="small">
            <Heading level={2}>Details</Heading>
            <GroupForm
              initial={{
                name: group.name,
                description: group.description ?? null,
                isPublic: group.isPublic,
                image: group.image ?? null,
              }}
              submitLabel="Save changes"
              isPending={isSaving || isUploading}
              formError={formError}
              uploadProgress={progress}
              onSubmit={async (values) => {
                setFormError(undefined);
                try {
                  await updateGroup(group.nodeId, {
                    name: values.name,
                    description: values.description,
                    isPublic: values.isPublic,
                    ...(values.image ? { hasImage: true } : {}),
                  });
                } catch (failure) {
                  setFormError(groupErrorText(failure));
                  return;
                }
                if (values.image) {
                  const problem = await attachImage(values.image, 'group', group.id);
                  if (problem) toast.negative(`Saved without the new photo: ${problem}`);
                  revalidator.revalidate();
                }
                toast.positive('Your changes are saved.');
              }}
            />
          </Stack>
        </Card>
        <Card>
          <Stack space="small">
            <Heading level={2}>Members and owners</Heading>
            <p>
              Owners edit the group, manage its members and invite people. A group always keeps at
              least one owner.
            </p>
            <GroupMembersList
              groupName={group.name}
              members={members}
              canManage
              onSetOwner={changeOwner}
              onRemove={remove}
            />
          </Stack>
        </Card>
        <Card>
          <InvitationsPanel
            kind="group"
            targetId={group.id}
            targetName={group.name}
            invitations={group.invitations}
          />
        </Card>
        <Card>
          <Stack space="small">
            <Heading level={2}>Delete</Heading>
            <p>
              Deleting the group removes it for everyone at once, with its memberships. The things
              it looked after stay with their owners.
            </p>
            <div>
              <Button tone="critical" onPress={() => setConfirming(true)}>
                Delete group
              </Button>
            </div>
          </Stack>
        </Card>
      </Stack>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${group.name}?`}
        tone="critical"
        confirmLabel="Delete"
        isPending={isDeleting}
        onConfirm={async () => {
          const { id, name } = group;
          let deleted = false;
          try {
            deleted = await deleteGroup(id);
          } catch {
            deleted = false;
          }
          if (!deleted) {
            toast.negative(CLIENT_ERRORS.deleteGroupFailed);
            return;
          }
          setConfirming(false);
          toast.positive(`${name} was deleted.`);
          void navigate(AFTER_GROUP_DELETE_PATH, { replace: true });
        }}
      >
        It disappears for everyone at once, with its memberships. This cannot be undone.
      </AlertDialog>
    </PageTitle>
  );
}
