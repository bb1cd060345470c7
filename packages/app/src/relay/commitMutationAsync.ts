// Relay mutations as promises: resolves with the response, rejects with a
// GraphQLRequestError carrying the server's errors (or the network failure).
import {
  commitMutation,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type SelectorStoreUpdater,
  type StoreUpdater,
} from 'relay-runtime';
import { GraphQLRequestError } from './errors';
import { NetworkError } from './environment';

export interface CommitOptions<T extends MutationParameters> {
  updater?: SelectorStoreUpdater<T['response']>;
  /** Applied at once and rolled back when the server answers. */
  optimisticUpdater?: StoreUpdater;
}

export function commitMutationAsync<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  options: CommitOptions<T> = {},
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater: options.updater,
      optimisticUpdater: options.optimisticUpdater,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) reject(new GraphQLRequestError(errors));
        else resolve(response);
      },
      onError: (error) => {
        if (error instanceof NetworkError && error.errors.length > 0) {
          reject(new GraphQLRequestError(error.errors));
        } else reject(error);
      },
    });
  });
}
