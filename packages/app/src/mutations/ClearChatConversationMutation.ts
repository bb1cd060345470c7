import { graphql } from 'react-relay';
import type { ClearChatConversationMutation } from '../__generated__/ClearChatConversationMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation ClearChatConversationMutation($thingId: UUID!) {
    clearChatConversation(input: { thingId: $thingId }) {
      removedQuestions
    }
  }
`;

/** clearChatConversation (decision 0145): deletes your questions about a thing and their answers. */
export function useClearChatConversationMutation() {
  const [commit, isInFlight] = useAsyncMutation<ClearChatConversationMutation>(mutation);
  const clear = async (thingId: string) => {
    const response = await commit({ thingId });
    return response.clearChatConversation?.removedQuestions ?? 0;
  };
  return [clear, isInFlight] as const;
}
