// What /things/{id}/collaborate tells the visitor (decision 0112): the real outcome,
// never a success notice for a call that failed. Before anything is written the
// page knows two outcomes from the thing itself (not found, already helping); the
// collaborate call can still answer any of them (someone else was quicker, the
// thing was deleted meanwhile), each with its catalogue code (migration 0009).

export type CollaborateOutcome =
  'confirm' | 'added' | 'alreadyHelping' | 'notFound' | 'notAllowed' | 'signedOut' | 'failed';

interface ErrorLike {
  extensions?: {
    code?: unknown;
    errcode?: unknown;
    exception?: { errcode?: unknown } | null;
  } | null;
}

/** The server's error code of a failed call (masked errors and RAISEd ones carry it differently). */
export function errorCode(error: unknown): string | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = (Array.isArray(errors) ? errors[0] : null) as ErrorLike | null;
  const code =
    first?.extensions?.code ?? first?.extensions?.errcode ?? first?.extensions?.exception?.errcode;
  return typeof code === 'string' ? code : null;
}

/** The outcome a failed collaborate call stands for. */
export function outcomeOfError(error: unknown): CollaborateOutcome {
  switch (errorCode(error)) {
    case 'NOTHG':
      return 'notFound';
    case 'DUPLI':
      return 'alreadyHelping';
    case 'FORBD':
      return 'notAllowed';
    case 'LOGIN':
      return 'signedOut';
    default:
      return 'failed';
  }
}

/** What the page shows before the visitor confirms: only a thing they could join asks. */
export function outcomeBeforeConfirm(
  found: boolean,
  access: { isOwner: boolean; isCollaborator: boolean } | null | undefined,
): CollaborateOutcome {
  if (!found) return 'notFound';
  if (access?.isOwner || access?.isCollaborator) return 'alreadyHelping';
  return 'confirm';
}
