// The error catalogue of spec §8. Server-raised errors carry a five-letter
// SQLSTATE-style code; client-side failures are keyed by a descriptive name.
// Screens show `messageFor(error)`, never a raw database message they don't know.

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
} as const;
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
