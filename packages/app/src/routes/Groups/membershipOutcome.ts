// What /groups/{id}/membership tells the visitor, as /things/{id}/collaborate does
// (decision 0112, which names this route; decision 0139): the real outcome, and the
// "Group joined" notice only when the call succeeded.
import { errorCode } from '../Thing/collaborateOutcome';

export type MembershipOutcome = 'confirm' | 'alreadyMember' | 'notFound' | 'signedOut' | 'failed';

/** The outcome a failed changeGroupMembership(join: true) stands for (migration 0024's codes). */
export function membershipOutcomeOfError(error: unknown): MembershipOutcome {
  switch (errorCode(error)) {
    // A group that does not exist, or a private one: one answer, so nothing is revealed.
    case 'NOENT':
      return 'notFound';
    case 'DUPLI':
      return 'alreadyMember';
    case 'LOGIN':
      return 'signedOut';
    default:
      return 'failed';
  }
}

/** What the page shows before the visitor confirms. */
export function membershipBeforeConfirm(found: boolean, isMember: boolean): MembershipOutcome {
  if (!found) return 'notFound';
  return isMember ? 'alreadyMember' : 'confirm';
}
