import { graphql } from 'react-relay';
import type { InviteMutation } from '../__generated__/InviteMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import type { InvitationKind } from '../routes/Invitations/invitationKinds';

// One document for the three invite mutations (spec §7 "invite (email, thingId)", …):
// the kind picks the field. The payload reloads the target's invitations with the
// same arguments as InvitationsPanel's parents, so the panel's list updates in place
// (re-inviting a pending address resends it and must not add a second row).
const mutation = graphql`
  mutation InviteMutation(
    $email: String!
    $targetId: UUID!
    $thing: Boolean!
    $device: Boolean!
    $group: Boolean!
  ) {
    inviteToThing(input: { email: $email, thingId: $targetId }) @include(if: $thing) {
      invitation {
        id
        thing {
          id
          invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
            ...InvitationsPanel_invitations
          }
        }
      }
    }
    inviteToDevice(input: { email: $email, deviceId: $targetId }) @include(if: $device) {
      invitation {
        id
        device {
          id
          invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
            ...InvitationsPanel_invitations
          }
        }
      }
    }
    inviteToGroup(input: { email: $email, groupId: $targetId }) @include(if: $group) {
      invitation {
        id
        group {
          id
          invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
            ...InvitationsPanel_invitations
          }
        }
      }
    }
  }
`;

/** Invites an address to a thing, a device or a group; the server mails it a link. */
export function useInviteMutation() {
  const [commit, isInFlight] = useAsyncMutation<InviteMutation>(mutation);
  const invite = async (kind: InvitationKind, targetId: string, email: string) => {
    await commit({
      email,
      targetId,
      thing: kind === 'thing',
      device: kind === 'device',
      group: kind === 'group',
    });
  };
  return [invite, isInFlight] as const;
}
