import { graphql } from 'react-relay';
import type { NewFilesMutation } from '../__generated__/NewFilesMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation NewFilesMutation($sessionId: String!, $type: String!, $id: UUID!) {
    newFiles(input: { sessionId: $sessionId, type: $type, id: $id }) {
      movedFiles
    }
  }
`;

export type FileOwnerType = 'product' | 'action' | 'user' | 'group';

/** newFiles (spec §7): attach a session's uploads to a thing (product), action, user or group. */
export function useNewFilesMutation() {
  const [commit, isInFlight] = useAsyncMutation<NewFilesMutation>(mutation);
  const newFiles = async (sessionId: string, type: FileOwnerType, id: string) => {
    const response = await commit({ sessionId, type, id });
    return (response.newFiles?.movedFiles ?? []).filter((name): name is string => Boolean(name));
  };
  return [newFiles, isInFlight] as const;
}
