import { graphql } from 'relay-runtime';

/** signOut (spec §7): the server forgets nothing; the client drops its token. */
export const signOutMutation = graphql`
  mutation SignOutMutation {
    signOut(input: {}) {
      boolean
    }
  }
`;
