// "Ask about this thing" (issue 15): the kit's ChatThread on the thing page and on
// /things/{id}/action. History from chatMessagesByRecipient, questions through
// sendChatMessage (as the signed-in user, or as the guest session the token names), the answer
// growing live from chatMessageStream (decision 0145). A suggestion such as "Record a watering"
// opens the normal action form with its type chosen: the assistant never writes. Loaded lazily,
// so the page's first paint does not carry the chat.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { GraphQLSubscriptionConfig, IEnvironment } from 'relay-runtime';
import {
  CHAT_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SUGGESTED_QUESTIONS,
} from '@bloomkeep/schema';
import { Card, ChatThread, Heading, Stack, type ChatThreadSuggestion } from '@bloomkeep/ui';
import type { AskAboutThingQuery } from '../../__generated__/AskAboutThingQuery.graphql';
import type { AskAboutThingStreamSubscription } from '../../__generated__/AskAboutThingStreamSubscription.graphql';
import { useAuth, useSession } from '../../auth/AuthProvider';
import { readTokenClaims } from '../../auth/jwt';
import { useClearChatConversationMutation } from '../../mutations/ClearChatConversationMutation';
import { useSendChatMessageMutation } from '../../mutations/SendChatMessageMutation';
import { errorText } from '../../relay/errors';
import {
  readChatMessage,
  toThreadMessage,
  withDelta,
  type ChatMessageData,
  type StreamedAnswer,
} from './chatMessage';

const query = graphql`
  query AskAboutThingQuery($thingId: UUID!) {
    chatMessagesByRecipient(thingId: $thingId) {
      nodes {
        ...chatMessage_message
      }
    }
  }
`;

const subscription = graphql`
  subscription AskAboutThingStreamSubscription($thingId: UUID!) {
    chatMessageStream(thingId: $thingId) {
      event
      answerId
      offset
      delta
      chatMessage {
        ...chatMessage_message
      }
    }
  }
`;

/** The stored conversation, read from the server (never the store's copy). */
function readConversation(environment: IEnvironment, thingId: string) {
  return fetchQuery<AskAboutThingQuery>(
    environment,
    query,
    { thingId },
    { fetchPolicy: 'network-only' },
  ).map((data) => (data.chatMessagesByRecipient?.nodes ?? []).map(readChatMessage));
}

export const ASK_HEADING = 'Ask about this thing';

const LOAD_FAILED = 'The conversation could not be loaded.';

/**
 * An answer that streams nothing for this long is read again. The socket may have dropped: the
 * client reconnects and subscribes again, but what the server streamed meanwhile (the end of
 * the answer, its final form) is gone. The stored conversation has it.
 */
export const STALLED_ANSWER_MS = 10_000;

/** Tokens that asked a question in this page: their sessions have a conversation to show. */
const tokensThatAsked = new Set<string>();

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };

export function AskAboutThing({ thingId, thingName }: { thingId: string; thingName: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { token } = useAuth();
  const session = useSession();
  const [sendChatMessage] = useSendChatMessageMutation();
  const [clearConversation] = useClearChatConversationMutation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<ChatMessageData[]>([]);
  const [streamed, setStreamed] = useState<Record<string, StreamedAnswer>>({});
  /** When the stream last said anything, or an answer began: a stall counts from there. */
  const lastStreamEvent = useRef(0);

  // A conversation belongs to a session. With no token there is none yet, and a guest session
  // begun in this page (the idle guest sign-in, whenever it lands) has no past until it asks:
  // nothing to ask the server for, so a guest's server-rendered page takes over with no query
  // of its own (decision 0141).
  // Decided once per token: asking here does not make the panel load again what it shows.
  const claims = useMemo(() => (token ? readTokenClaims(token) : null), [token]);
  const historyNow = () =>
    token !== null &&
    claims !== null &&
    (claims.userId !== null ||
      !session.auth.isGuestTokenBegunHere(token) ||
      tokensThatAsked.has(token));
  const [history, setHistory] = useState(() => ({ token, has: historyNow() }));
  let hasHistory = history.has;
  if (history.token !== token) {
    hasHistory = historyNow();
    setHistory({ token, has: hasHistory });
  }
  /** The asker the server expects as `sender`: the user's id, or a guest token's session id. */
  const sender = claims?.userId ?? claims?.sessionId ?? null;

  useEffect(() => {
    if (!hasHistory) {
      setLoad({ state: 'ready' });
      return undefined;
    }
    let isCurrent = true;
    setLoad({ state: 'loading' });
    const subscription = readConversation(environment, thingId).subscribe({
      next: (conversation) => {
        if (!isCurrent) return;
        setStored(conversation);
        setStreamed({});
        setLoad({ state: 'ready' });
      },
      error: (error: unknown) => {
        if (isCurrent) setLoad({ state: 'failed', message: errorText(error, LOAD_FAILED) });
      },
    });
    return () => {
      isCurrent = false;
      subscription.unsubscribe();
    };
  }, [environment, thingId, attempt, hasHistory]);

  const config = useMemo<GraphQLSubscriptionConfig<AskAboutThingStreamSubscription>>(
    () => ({
      subscription,
      variables: { thingId },
      onNext: (response) => {
        lastStreamEvent.current = Date.now();
        const event = response?.chatMessageStream;
        if (!event) return;
        const answerId = String(event.answerId);
        if (event.event === 'DELTA') {
          const { offset, delta } = event;
          if (offset == null || !delta) return;
          setStreamed((current) => {
            const known = current[answerId];
            if (known?.final) return current;
            return {
              ...current,
              [answerId]: { text: withDelta(known?.text ?? '', offset, delta) },
            };
          });
        } else if (event.chatMessage) {
          const final = readChatMessage(event.chatMessage);
          setStreamed((current) => ({
            ...current,
            [answerId]: { text: final.messageText, final },
          }));
        }
      },
      // A lost socket is retried by the client (relay/reconnect.ts); the history still shows.
      onError: () => undefined,
    }),
    [thingId],
  );
  useSubscription<AskAboutThingStreamSubscription>(config);

  // While an answer is still streaming, a stall reads the conversation again, quietly (what
  // is shown stays), at most once per STALLED_ANSWER_MS, until every answer has its end.
  const streaming = stored.some(
    (message) =>
      message.typeName === 'answer' &&
      message.status === 'streaming' &&
      !streamed[message.eventId]?.final,
  );
  useEffect(() => {
    if (!streaming) return undefined;
    let isCurrent = true;
    let request: { unsubscribe(): void } | undefined;
    lastStreamEvent.current = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - lastStreamEvent.current < STALLED_ANSWER_MS) return;
      lastStreamEvent.current = Date.now();
      request?.unsubscribe();
      request = readConversation(environment, thingId).subscribe({
        next: (fresh) => {
          if (!isCurrent) return;
          setStored(fresh);
          // Live text is kept only for answers still streaming; the rest are stored whole.
          setStreamed((current) =>
            Object.fromEntries(
              Object.entries(current).filter(([answerId]) =>
                fresh.some(
                  (message) => message.eventId === answerId && message.status === 'streaming',
                ),
              ),
            ),
          );
        },
        // Unreachable now: the next stall tries again, and the history stays as it is.
        error: () => undefined,
      });
    }, STALLED_ANSWER_MS / 5);
    return () => {
      isCurrent = false;
      clearInterval(timer);
      request?.unsubscribe();
    };
  }, [streaming, environment, thingId]);

  const messages = useMemo(
    () =>
      stored.map((message) => {
        const live = streamed[message.eventId];
        // A page opened mid-answer: the stored text is where the stream's offsets start.
        if (live && !live.final && live.text.length < message.messageText.length) {
          return toThreadMessage(message, undefined);
        }
        return toThreadMessage(message, live);
      }),
    [stored, streamed],
  );

  const latestAnswer = [...stored]
    .reverse()
    .map((message) => streamed[message.eventId]?.final ?? message)
    .find((message) => message.typeName === 'answer' && message.status !== 'streaming');
  const notice = latestAnswer?.notice ?? undefined;

  const send = useCallback(
    async (text: string) => {
      if (!sender) throw new Error(CHAT_MESSAGES.noSession);
      let question;
      try {
        question = await sendChatMessage(thingId, sender, text);
        if (token) tokensThatAsked.add(token);
      } catch (failure) {
        throw new Error(errorText(failure));
      }
      if (!question) throw new Error(errorText(null));
      const added = [readChatMessage(question)];
      if (question.answer) added.push(readChatMessage(question.answer));
      setStored((current) => [
        ...current.filter((message) => !added.some((a) => a.eventId === message.eventId)),
        ...added,
      ]);
    },
    [sendChatMessage, thingId, sender, token],
  );

  const clear = useCallback(async () => {
    try {
      await clearConversation(thingId);
    } catch (failure) {
      throw new Error(errorText(failure));
    }
    setStored([]);
    setStreamed({});
  }, [clearConversation, thingId]);

  const suggest = useCallback(
    (suggestion: ChatThreadSuggestion) => {
      void navigate(`/things/${thingId}/action?type=${encodeURIComponent(suggestion.id)}`);
    },
    [navigate, thingId],
  );

  return (
    <section aria-labelledby="thing-ask">
      <Card>
        <Stack space="small">
          <Heading level={2} id="thing-ask">
            {ASK_HEADING}
          </Heading>
          <ChatThread
            label={`Conversation about ${thingName}`}
            messages={messages}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            onSend={send}
            onSuggestion={suggest}
            suggestedQuestions={CHAT_SUGGESTED_QUESTIONS}
            notice={notice}
            onClear={stored.length > 0 ? clear : undefined}
            isLoading={load.state === 'loading'}
            loadErrorMessage={load.state === 'failed' ? load.message : undefined}
            onRetryLoad={() => setAttempt((count) => count + 1)}
            emptyDescription="Answers come from this thing's own readings, actions, weather, rain and soil."
          />
        </Stack>
      </Card>
    </section>
  );
}

export default AskAboutThing;
