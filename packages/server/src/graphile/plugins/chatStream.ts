// The thing chat's answers as they are written (issue 15, decision 0145):
// `chatMessageStream(thingId)` over graphql-ws. The reply job (worker/tasks/chat/reply.ts)
// announces each piece of an answer with pg_notify on app_hidden.chat_topic(recipient, thing),
// where the recipient is the asker (their user id, or a guest's session id).
//
// Who hears what is decided in SQL, under the subscriber's own claims
// (app_public.chat_stream_topic, migration 0036): the topic is always the subscriber's own
// conversation, so nobody can listen to anyone else's, and a thing the subscriber cannot see
// is refused as one that does not exist. The finished answer (DONE, FAILED) is re-read under
// the subscriber's row-level security; the pieces in between (DELTA) carry only the new text.
import { sideEffectWithPgClient, type PgExecutor } from 'postgraphile/@dataplan/pg';
import { access, context, lambda, listen, type Step } from 'postgraphile/grafast';
import { extendSchema, gql } from 'postgraphile/utils';

/** The events of an answer (the NOTIFY payloads of worker/chat/stream.ts). */
export const CHAT_STREAM_EVENTS = ['DELTA', 'DONE', 'FAILED'] as const;
export type ChatStreamEvent = (typeof CHAT_STREAM_EVENTS)[number];

/** One notification's payload (JSON, well under PostgreSQL's 8000 bytes). */
export interface ChatStreamNotice {
  event: ChatStreamEvent;
  /** The answer's id. */
  eventId: string;
  /** DELTA: where in the answer's text `delta` starts (characters). */
  offset?: number;
  delta?: string;
}

interface FieldArgs {
  getRaw(name: string): Step;
}

interface Resource {
  executor: PgExecutor;
  get(spec: Record<string, Step>): Step & { get(attr: string): Step };
}

function parseNotice(text: unknown): ChatStreamNotice | null {
  try {
    const notice = JSON.parse(String(text)) as ChatStreamNotice;
    return (CHAT_STREAM_EVENTS as readonly unknown[]).includes(notice.event) ? notice : null;
  } catch {
    return null;
  }
}

export function makeChatStreamPlugin(): GraphileConfig.Plugin {
  return extendSchema((build) => {
    const { chat_messages: chatMessages } = build.input.pgRegistry.pgResources as unknown as Record<
      'chat_messages',
      Resource
    >;
    return {
      typeDefs: gql`
        """
        What happened to an answer.
        """
        enum ChatStreamEvent {
          """
          More text: \`delta\` goes at \`offset\` of the answer.
          """
          DELTA
          """
          The answer is complete: \`chatMessage\` holds all of it, with its sources.
          """
          DONE
          """
          The assistant could not answer: \`chatMessage\` says so.
          """
          FAILED
        }

        type ChatMessageStreamPayload {
          event: ChatStreamEvent!
          """
          The answer's id (its eventId).
          """
          answerId: UUID!
          """
          DELTA: where the new text starts in the answer, in characters.
          """
          offset: Int
          """
          DELTA: the new text.
          """
          delta: String
          """
          DONE and FAILED: the answer as stored.
          """
          chatMessage: ChatMessage
        }

        extend type Subscription {
          """
          Your answers about a thing as they are written (only yours: nobody hears another's).
          """
          chatMessageStream(thingId: UUID!): ChatMessageStreamPayload
        }
      `,
      objects: {
        Subscription: {
          plans: {
            chatMessageStream: {
              subscribePlan(_$root: Step, args: FieldArgs) {
                const $thingId = args.getRaw('thingId');
                // Under the subscriber's claims: their own topic, or null for a thing they
                // cannot see (or no chat identity).
                const $topic = sideEffectWithPgClient(
                  chatMessages.executor,
                  $thingId,
                  async (client, thingId) => {
                    const { rows } = await client.query<{ topic: string | null }>({
                      text: 'select app_public.chat_stream_topic($1::uuid) as topic',
                      values: [thingId],
                    });
                    const topic = rows[0]?.topic;
                    if (!topic) {
                      throw Object.assign(new Error('That thing does not exist'), {
                        code: 'NOTHG',
                      });
                    }
                    return topic;
                  },
                );
                return listen(context().get('pgSubscriber') as never, $topic, ($item) =>
                  lambda($item, parseNotice),
                );
              },
              plan($notice: Step) {
                return $notice;
              },
            },
          },
        },
        ChatMessageStreamPayload: {
          plans: {
            answerId($notice: Step) {
              return access($notice, 'eventId');
            },
            chatMessage($notice: Step) {
              const $id = lambda($notice, (notice: ChatStreamNotice | null) =>
                notice && notice.event !== 'DELTA' ? notice.eventId : null,
              );
              return chatMessages.get({ event_id: $id });
            },
          },
        },
      },
    };
  }, 'BloomkeepChatStreamPlugin');
}
