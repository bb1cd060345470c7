// What the accept page needs from a refused lookup or accept: the code (NTFND, DNIED,
// DNIEM, LOGIN, RATEL) wherever the server put it, and for DNIEM the masked address
// (src/graphile/plugins/invitations.ts puts it in extensions.maskedEmail).
import { isUnreachableError } from '../../relay/errors';

export interface InvitationRefusal {
  code: string | null;
  maskedEmail: string | null;
  unreachable: boolean;
}

interface ErrorShape {
  extensions?: {
    code?: unknown;
    errcode?: unknown;
    exception?: { errcode?: unknown } | null;
    maskedEmail?: unknown;
  } | null;
}

function firstError(error: unknown): ErrorShape | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] as ErrorShape) : null;
}

export function invitationRefusal(error: unknown): InvitationRefusal {
  const extensions = firstError(error)?.extensions;
  const code = extensions?.code ?? extensions?.errcode ?? extensions?.exception?.errcode;
  return {
    code: typeof code === 'string' ? code : null,
    maskedEmail: typeof extensions?.maskedEmail === 'string' ? extensions.maskedEmail : null,
    unreachable: isUnreachableError(error),
  };
}
