// The guest sign-in of spec §4, through Relay like every other operation, so
// it is a persisted operation too. It is sent without a token (the stored one
// is missing or expired when it runs), which the server treats as anonymous.
import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { guestSignInMutation } from '../__generated__/guestSignInMutation.graphql';
import { commitMutationAsync } from './commitMutationAsync';

const mutation = graphql`
  mutation guestSignInMutation {
    signInAsGuest(input: {}) {
      jwtToken
    }
  }
`;

export async function signInAsGuest(environment: Environment): Promise<string> {
  const response = await commitMutationAsync<guestSignInMutation>(environment, mutation, {});
  const token = response.signInAsGuest?.jwtToken;
  if (!token) throw new Error('Guest sign-in returned no token');
  return token;
}
