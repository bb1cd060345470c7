// Reads the claims of a JWT the server issued. The signature is the server's
// business; the client only needs role, user id and expiry to drive the UI.

export interface TokenClaims {
  role: string | null;
  userId: string | null;
  /** A guest token's session id (the `recipientId` of a guest's chat, decision 0145). */
  sessionId: string | null;
  /** Expiry in milliseconds since the epoch, or null when the token has none. */
  expiry: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Claims of `token`, or null when it is not a well-formed JWT. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { role, user_id: userId, session_id: sessionId, exp } = claims as Record<string, unknown>;
    return {
      role: typeof role === 'string' ? role : null,
      userId: typeof userId === 'string' ? userId : null,
      sessionId: typeof sessionId === 'string' ? sessionId : null,
      expiry: typeof exp === 'number' ? exp * 1000 : null,
    };
  } catch {
    return null;
  }
}
