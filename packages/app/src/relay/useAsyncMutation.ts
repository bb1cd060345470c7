// The hook behind every mutations/<Verb><Thing>Mutation.ts: commits against the
// environment in context and tracks whether a commit is in flight.
import { useCallback, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { commitMutationAsync, type CommitOptions } from './commitMutationAsync';

export function useAsyncMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [
  commit: (variables: T['variables'], options?: CommitOptions<T>) => Promise<T['response']>,
  isInFlight: boolean,
] {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const commit = useCallback(
    async (variables: T['variables'], options?: CommitOptions<T>) => {
      setInFlight((count) => count + 1);
      try {
        return await commitMutationAsync<T>(environment, mutation, variables, options);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [environment, mutation],
  );
  return [commit, inFlight > 0];
}
