import { graphql } from 'react-relay';
import type { SendChatMessageMutation } from '../__generated__/SendChatMessageMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

const mutation = graphql`
  mutation SendChatMessageMutation($message: String!, $sender: String!, $metadata: JSON!) {
    sendChatMessage(input: { message: $message, sender: $sender, metadata: $metadata }) {
      chatMessage {
        ...chatMessage_message
        answer {
          ...chatMessage_message
        }
      }
    }
  }
`;

/**
 * sendChatMessage (spec §7, decision 0145): stores the question about `thingId` and an empty
 * answer that the reply job fills; the answer's words arrive over chatMessageStream.
 * Rejects with the server's error (a catalogue code such as CHHOU) when it is refused.
 */
export function useSendChatMessageMutation() {
  const [commit, isInFlight] = useAsyncMutation<SendChatMessageMutation>(mutation);
  const send = async (thingId: string, sender: string, message: string) => {
    const response = await commit({ message, sender, metadata: { thingId } });
    return response.sendChatMessage?.chatMessage ?? null;
  };
  return [send, isInFlight] as const;
}
