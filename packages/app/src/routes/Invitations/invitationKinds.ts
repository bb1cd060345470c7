// The three kinds of invitation (spec §4, §7) and the words and places that differ
// between them. One list, so that the accept pages and the panel say the same thing.
import { CLIENT_ERRORS } from '@bloomkeep/schema';

export type InvitationKind = 'thing' | 'device' | 'group';

export interface InvitationWords {
  /** The accept page's path (the link in the e-mail). */
  acceptPath: string;
  /** What the page offers: "Join the group Leechwell nest box watch". */
  offer: (name: string) => string;
  /** Where the invitee lands once they accepted. */
  targetPath: (id: string) => string;
  /** The notice on landing. */
  accepted: (name: string) => string;
  /** §8: when accepting fails for another reason than the codes. */
  acceptFailed: string;
  /** §8: when the address already belongs to someone with access. */
  alreadyHasAccess: string;
}

export const INVITATION_WORDS: Record<InvitationKind, InvitationWords> = {
  thing: {
    acceptPath: '/things/accept',
    offer: (name) => `Help look after ${name}`,
    targetPath: (id) => `/things/${id}`,
    accepted: (name) => `You now help look after ${name}.`,
    acceptFailed: CLIENT_ERRORS.acceptAccessFailed,
    alreadyHasAccess: CLIENT_ERRORS.inviteFailedThingAccess,
  },
  device: {
    acceptPath: '/devices/accept',
    offer: (name) => `Share the device ${name}`,
    targetPath: (id) => `/devices/${id}`,
    accepted: (name) => `You now share the device ${name}.`,
    acceptFailed: CLIENT_ERRORS.acceptAccessFailed,
    alreadyHasAccess: CLIENT_ERRORS.inviteFailedDeviceAccess,
  },
  group: {
    acceptPath: '/groups/accept',
    offer: (name) => `Join the group ${name}`,
    targetPath: (id) => `/groups/${id}`,
    accepted: (name) => `Group joined: welcome to ${name}.`,
    acceptFailed: CLIENT_ERRORS.acceptMembershipFailed,
    alreadyHasAccess: CLIENT_ERRORS.inviteFailed,
  },
};
