import { graphql } from 'relay-runtime';

/** signUp (spec §7): name, username, email and password; returns a JWT. */
export const signUpMutation = graphql`
  mutation SignUpMutation($name: String!, $username: String!, $email: String!, $password: String!) {
    signUp(input: { name: $name, username: $username, email: $email, password: $password }) {
      jwtToken
    }
  }
`;
