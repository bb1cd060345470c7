// Guest sign-in runs outside Relay: every Relay request needs a token first,
// so this one request is sent without one.

const SIGN_IN_AS_GUEST = 'mutation SignInAsGuest { signInAsGuest(input: {}) { jwtToken } }';

interface GuestResponse {
  data?: { signInAsGuest?: { jwtToken?: string | null } | null } | null;
  errors?: { message: string }[];
}

export async function signInAsGuest(graphqlUrl: string, fetchImpl: typeof fetch = fetch) {
  const response = await fetchImpl(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      operationName: 'SignInAsGuest',
      query: SIGN_IN_AS_GUEST,
      variables: {},
    }),
  });
  const body = (await response.json().catch(() => ({}))) as GuestResponse;
  const token = body.data?.signInAsGuest?.jwtToken;
  if (!response.ok || !token) {
    throw new Error(body.errors?.[0]?.message ?? `Guest sign-in failed (HTTP ${response.status})`);
  }
  return token;
}
