// What a failed action form says (issue 10): that nothing was saved, and why
// when we know: the server's validation message, offline, or not allowed.
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { ActionNotChangedError } from '../../mutations/ActionNotChangedError';
import { NetworkError } from '../../relay/environment';
import { errorText, isUnreachableError } from '../../relay/errors';

export const OFFLINE_REASON =
  'You seem to be offline. Check your connection, then try again: your entries are still here.';
export const UNKNOWN_REASON = 'Please try again.';

function isOffline(failure: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  // fetch() rejects with a TypeError ("Failed to fetch") when no answer arrives.
  return failure instanceof TypeError;
}

/** Why the save failed, in words for people. */
export function notSavedReason(failure: unknown): string {
  if (failure instanceof ActionNotChangedError) return failure.message;
  // Unreachable (relay/errors.ts) is offline for a form: say the entries are kept.
  if (isUnreachableError(failure)) return OFFLINE_REASON;
  const serverMessage = errorText(failure, '');
  if (serverMessage) return /[.!?]$/.test(serverMessage) ? serverMessage : `${serverMessage}.`;
  if (isOffline(failure)) return OFFLINE_REASON;
  if (failure instanceof NetworkError && failure.status && failure.status >= 500)
    return 'The server could not save it just now. Please try again in a moment.';
  return UNKNOWN_REASON;
}

/** "Action failed: nothing was saved. <why>" */
export function notSavedText(
  failure: unknown,
  what: string = CLIENT_ERRORS.actionFailed,
  outcome = 'nothing was saved',
): string {
  return `${what}: ${outcome}. ${notSavedReason(failure)}`;
}
