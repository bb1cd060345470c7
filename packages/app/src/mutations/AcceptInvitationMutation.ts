import { graphql } from 'react-relay';
import type { AcceptInvitationMutation } from '../__generated__/AcceptInvitationMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import type { InvitationKind } from '../routes/Invitations/invitationKinds';

// One document for acceptThingInvitation, acceptDeviceInvitation and
// acceptGroupInvitation: the kind picks the field.
const mutation = graphql`
  mutation AcceptInvitationMutation(
    $input: AcceptInvitationInput!
    $thing: Boolean!
    $device: Boolean!
    $group: Boolean!
  ) {
    acceptThingInvitation(input: $input) @include(if: $thing) {
      offer {
        id
        name
      }
    }
    acceptDeviceInvitation(input: $input) @include(if: $device) {
      offer {
        id
        name
      }
    }
    acceptGroupInvitation(input: $input) @include(if: $group) {
      offer {
        id
        name
      }
    }
  }
`;

/**
 * Accepts an invitation with its code; answers the target's id and name. Refusals
 * (NTFND, DNIED, DNIEM, LOGIN, RATEL) reject with the server's error.
 */
export function useAcceptInvitationMutation() {
  const [commit, isInFlight] = useAsyncMutation<AcceptInvitationMutation>(mutation);
  const accept = async (kind: InvitationKind, invitationId: string, code: string) => {
    const response = await commit({
      input: { invitationId, code },
      thing: kind === 'thing',
      device: kind === 'device',
      group: kind === 'group',
    });
    const payload =
      response.acceptThingInvitation ??
      response.acceptDeviceInvitation ??
      response.acceptGroupInvitation;
    return payload?.offer ?? null;
  };
  return [accept, isInFlight] as const;
}
