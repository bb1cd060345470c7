// The error catalogue of spec §8. Server-raised errors carry a five-letter
// SQLSTATE-style code; client-side failures are keyed by a descriptive name.
// Screens show `messageFor(error)`, never a raw database message they don't know.
import { CHAT_MESSAGES } from './chat';
import { PUMP_REFUSAL_MESSAGES, type PumpRefusal } from './pumpGuardrails';

export const SERVER_ERRORS = {
  /** Wrong username or passphrase (never says which: no account enumeration). */
  CREDS: 'You entered incorrect details',
  LOCKD: 'Passphrase reset locked - too many reset attempts',
  /** Too many attempts from one client in a short time. */
  RATEL: 'Too many attempts. Please wait a minute and try again.',
  UNTKN: 'Username already exists',
  EMTKN: 'Email already exists',
  EMADD: 'Email already added',
  OLDPW: 'Incorrect old passphrase',
  NTFND: 'This invitation has expired or is invalid',
  DNIED: 'The invitation code is invalid',
  DNIEM: 'This invitation was sent to a different email address',
  LOGIN: 'Please sign in first',
  /** Server-side validation failed (the message names the field). */
  VALID: 'Check your details before submission',
  // Database errors that would otherwise name tables, columns or constraints
  // (the server maps them centrally; see packages/server/src/graphile/plugins/errors.ts).
  /** A reference to a thing that does not exist, or that the caller cannot see. */
  NOTHG: 'That thing does not exist',
  /** A reference to anything else that does not exist. */
  NOENT: 'That does not exist',
  /** A unique value that is already taken. */
  DUPLI: 'That already exists',
  /** No permission (grants or row-level security). */
  FORBD: 'You cannot change this',
  /** The database took longer than the API allows for one request. */
  TIMEO: 'That took too long. Please try again.',
  // Request limits: the server's message names the limit.
  /** `first`/`last` above a list's maximum page size. */
  PAGESZ: 'That asks for too many items at once',
  /** An operation whose cost is over the limit. */
  COSTLY: 'That asks for too much at once',
  // Commands to devices (deviceDownPush): the guardrails, in the words the UI uses.
  RUNSH: PUMP_REFUSAL_MESSAGES['run-too-short'],
  RUNLG: PUMP_REFUSAL_MESSAGES['run-too-long'],
  CMDQD: PUMP_REFUSAL_MESSAGES['command-queued'],
  DLLIM: PUMP_REFUSAL_MESSAGES['downlink-limit'],
  PUMPB: PUMP_REFUSAL_MESSAGES['daily-budget'],
  // The thing chat (sendChatMessage, migration 0036).
  CHEMP: CHAT_MESSAGES.empty,
  CHLEN: CHAT_MESSAGES.tooLong,
  CHYOU: CHAT_MESSAGES.notYou,
  CHHOU: CHAT_MESSAGES.perHour,
  CHDAY: CHAT_MESSAGES.perDay,
  CHSES: CHAT_MESSAGES.noSession,
} as const;
/** The catalogue code deviceDownPush raises for each guardrail (migration 0015). */
export const PUMP_REFUSAL_CODES: Record<PumpRefusal, ServerErrorCode> = {
  'run-too-short': 'RUNSH',
  'run-too-long': 'RUNLG',
  'command-queued': 'CMDQD',
  'downlink-limit': 'DLLIM',
  'daily-budget': 'PUMPB',
};
export type ServerErrorCode = keyof typeof SERVER_ERRORS;

export const CLIENT_ERRORS = {
  checkDetails: 'Check your details before submission',
  registrationFailed: 'Registration failed. Please try again.',
  forgotFailed: 'Failed to send passphrase reset link.',
  changePassphraseFailed: 'Failed to change passphrase.',
  inviteFailed: 'Failed to send invitation',
  inviteFailedDeviceAccess: 'Failed to send invitation, user has access to device',
  inviteFailedThingAccess: 'Failed to send invitation, user has access to thing',
  removeAccessFailed: 'Failed to remove access',
  removeInviteFailed: 'Failed to remove invite',
  acceptAccessFailed: 'Failed to accept access',
  acceptMembershipFailed: 'Failed to accept membership',
  createUserFailed: 'Failed to create user',
  createThingFailed: 'There has been a problem creating the thing',
  deleteThingFailed: 'Failed to delete thing',
  deleteGroupFailed: 'Failed to delete group',
  deleteAccountFailed: 'Failed to delete account.',
  signOutEverywhereFailed: 'Failed to sign out everywhere. You are still signed in.',
  makeOwnerFailed: 'Failed to make user owner',
  makeCollaboratorFailed: 'Failed to make user collaborator',
  generic: 'An error occurred',
  noData: 'No data available',
  locationDenied: 'Please enable location access in your device settings to use this feature',
  actionFailed: 'Action failed',
} as const;
export type ClientErrorKey = keyof typeof CLIENT_ERRORS;

export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(SERVER_ERRORS, code);
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: { errcode?: unknown; code?: unknown } | null;
}

/**
 * The message to show for a GraphQL error: the catalogue text for a known
 * code, otherwise `fallback` (a screen-specific catalogue entry).
 */
export function messageFor(
  error: GraphQLErrorLike | null | undefined,
  fallback: string = CLIENT_ERRORS.generic,
): string {
  const code = error?.extensions?.errcode ?? error?.extensions?.code;
  return isServerErrorCode(code) ? SERVER_ERRORS[code] : fallback;
}
