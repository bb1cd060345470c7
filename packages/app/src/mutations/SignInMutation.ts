import { graphql } from 'relay-runtime';

/** signIn (spec §7): returns a JWT whose claims carry role, user id and expiry. */
export const signInMutation = graphql`
  mutation SignInMutation($username: String!, $password: String!) {
    signIn(input: { username: $username, password: $password }) {
      jwtToken
    }
  }
`;
