import { Bot, CircleAlert, Info, MessagesSquare, SendHorizontal, Trash2 } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import { formatDate } from '../../domain/formatDate';
import { formatNumber } from '../../domain/readings';
import { useRenderTime } from '../../domain/renderTime';
import { isoDateTime, timeAgo } from '../../domain/timeAgo';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { FieldErrorMessage } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ChatThread.css';

/** Where a figure in an answer comes from. */
export interface ChatThreadSource {
  /** Human words: "LSE01 sensor", "Totnes gauge (Environment Agency)". */
  label: string;
  /** A path on the site (routed by the app's RouterProvider) or an https URL (opens a new tab). */
  href?: string;
}

/** Something the answer suggests doing, shown as a button; the app decides what it opens. */
export interface ChatThreadSuggestion {
  /** Whatever the app needs to act on it, e.g. an action type. */
  id: string;
  /** A verb phrase: "Record a watering". */
  label: string;
}

/** `streaming`: the answer is still arriving; `failed`: it never finished. */
export type ChatMessageStatus = 'complete' | 'streaming' | 'failed';

export interface ChatThreadMessage {
  id: string;
  role: 'user' | 'assistant';
  /** The words so far (a streaming answer grows in place). */
  text: string;
  /** When it was sent or answered (a UTC timestamp). */
  createdAt: string;
  /** Who answered, for assistant messages: "Built-in assistant", or a model's name. */
  answeredBy?: string;
  sources?: readonly ChatThreadSource[];
  suggestions?: readonly ChatThreadSuggestion[];
  /** Defaults to `complete`. */
  status?: ChatMessageStatus;
  /** For a failed answer: what went wrong, in words the reader can act on. */
  errorMessage?: string;
}

export interface ChatThreadProps {
  /** The conversation, oldest first. */
  messages: readonly ChatThreadMessage[];
  /**
   * Sends a question (trimmed). The composer keeps the text, read-only, until this settles: it
   * is cleared when the promise resolves and kept, with the rejection's message, when it rejects.
   */
  onSend: (text: string) => Promise<void> | void;
  /** The longest question the server accepts, in characters. */
  maxLength: number;
  /** Pressed a suggestion of an answer, such as "Record a watering". */
  onSuggestion?: (suggestion: ChatThreadSuggestion) => void;
  /** Questions offered as buttons while the conversation is empty; pressing one sends it. */
  suggestedQuestions?: readonly string[];
  /** Also offer `suggestedQuestions` below a conversation (not only when it is empty). */
  alwaysSuggestQuestions?: boolean;
  /** A line about the conversation, e.g. "Daily model budget reached — the built-in assistant is answering". */
  notice?: ReactNode;
  /** Offers "Clear conversation" (after an inline confirmation); may return a promise. */
  onClear?: () => Promise<void> | void;
  /** The history is loading: skeletons instead of messages. */
  isLoading?: boolean;
  /** The history failed to load: this message instead of messages. */
  loadErrorMessage?: string;
  /** Offers "Try again" when the history failed to load. */
  onRetryLoad?: () => void;
  /** Names the conversation log. */
  label?: string;
  /** The composer's visible label. */
  composerLabel?: string;
  placeholder?: string;
  /** The title of the empty conversation. */
  emptyTitle?: string;
  /** What can be asked, shown while the conversation is empty. */
  emptyDescription?: ReactNode;
  /** "Now" for relative times; pass a fixed date in stories and tests. Defaults to the clock. */
  now?: Date;
}

/** From this share of `maxLength` on, the composer shows its count. */
const COUNT_FROM = 0.8;

function statusOf(message: ChatThreadMessage): ChatMessageStatus {
  return message.status ?? 'complete';
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function failureText(message: ChatThreadMessage): string {
  return message.errorMessage ?? 'The answer could not be finished.';
}

/** The words a screen reader hears when an answer is done: whole, once. */
function announcementFor(message: ChatThreadMessage): string {
  const who = message.answeredBy ?? 'Assistant';
  if (statusOf(message) === 'failed') return `${who} could not answer. ${failureText(message)}`;
  return `${who} answered: ${message.text}`;
}

/**
 * The text of the polite announcer: finished answers, whole. History present when tracking
 * starts (after loading) is not announced; an answer is announced when it stops streaming, or
 * when it arrives already finished.
 */
function useFinishedAnswers(messages: readonly ChatThreadMessage[], isTracking: boolean) {
  const seen = useRef<Map<string, ChatMessageStatus> | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  useEffect(() => {
    if (!isTracking) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = new Map(messages.map((message) => [message.id, statusOf(message)]));
    if (previous === null) return;
    const finished = messages.filter((message) => {
      if (message.role !== 'assistant' || statusOf(message) === 'streaming') return false;
      const before = previous.get(message.id);
      return before === undefined || before === 'streaming';
    });
    if (finished.length === 0) return;
    setAnnouncement((current) => ({
      text: finished.map(announcementFor).join(' '),
      count: current.count + 1,
    }));
  }, [messages, isTracking]);
  return announcement;
}

function Message({
  message,
  now,
  onSuggestion,
}: {
  message: ChatThreadMessage;
  now: Date;
  onSuggestion?: (suggestion: ChatThreadSuggestion) => void;
}) {
  const status = statusOf(message);
  const isUser = message.role === 'user';
  const who = isUser ? 'You' : (message.answeredBy ?? 'Assistant');
  const sources = message.sources ?? [];
  const suggestions = onSuggestion ? (message.suggestions ?? []) : [];
  const bubble = isUser ? 'user' : status === 'failed' ? 'failed' : 'assistant';
  return (
    <li
      className={styles.message[isUser ? 'user' : 'assistant']}
      data-status={status}
      aria-busy={status === 'streaming' || undefined}
    >
      <p className={styles.meta}>
        <span className={styles.author}>
          {isUser ? null : <Bot className={styles.authorIcon} size={14} aria-hidden="true" />}
          {who}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={isoDateTime(message.createdAt)} title={formatDate(message.createdAt)}>
          {timeAgo(message.createdAt, now)}
        </time>
        {status === 'streaming' ? (
          <span className={styles.typing} data-testid="typing-indicator">
            <span aria-hidden="true">·</span>
            answering
            <span className={styles.dots} aria-hidden="true">
              <span className={styles.dot} />
              <span className={styles.dot} />
              <span className={styles.dot} />
            </span>
          </span>
        ) : null}
      </p>
      {/* A streaming answer with no words yet shows only the typing indicator. */}
      {message.text || status !== 'streaming' ? (
        <div className={styles.bubble[bubble]}>
          {message.text ? (
            <p className={styles.text} data-testid="message-text">
              {message.text}
            </p>
          ) : null}
          {status === 'failed' ? (
            <p className={styles.failure}>
              <CircleAlert className={styles.failureIcon} size={16} aria-hidden="true" />
              <span>{failureText(message)}</span>
            </p>
          ) : null}
          {sources.length > 0 && status !== 'streaming' ? (
            <div className={styles.sources}>
              <p className={styles.sourcesLabel}>Sources</p>
              <ul className={styles.sourceList} aria-label={`Sources of ${who}'s answer`}>
                {sources.map((source, index) => (
                  <li key={`${source.label}-${index}`} className={styles.sourceItem}>
                    {source.href ? (
                      <Link
                        href={source.href}
                        tone="neutral"
                        target={isExternal(source.href) ? '_blank' : undefined}
                      >
                        {source.label}
                      </Link>
                    ) : (
                      source.label
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {suggestions.length > 0 && status === 'complete' ? (
        <div className={styles.suggestions}>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion.id}
              tone="neutral"
              size="small"
              onPress={() => onSuggestion?.(suggestion)}
            >
              {suggestion.label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A conversation with an assistant: the messages as a log (answers with who gave them, their
 * sources and suggestions), a composer, suggested questions, a typing indicator while an answer
 * streams, and "Clear conversation". Screen readers hear each answer once, whole, when it is
 * finished (a separate polite announcer); the log itself is not live, so tokens are never read
 * out one by one. Enter sends, Shift+Enter starts a new line.
 */
export function ChatThread({
  messages,
  onSend,
  maxLength,
  onSuggestion,
  suggestedQuestions = [],
  alwaysSuggestQuestions = false,
  notice,
  onClear,
  isLoading = false,
  loadErrorMessage,
  onRetryLoad,
  label = 'Conversation',
  composerLabel = 'Your question',
  placeholder = 'Ask a question',
  emptyTitle = 'Ask a question',
  emptyDescription,
  now,
}: ChatThreadProps) {
  const reference = useRenderTime(now);
  const [draft, setDraft] = useState('');
  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [emptyAttempt, setEmptyAttempt] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isClearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  // The kit's Button takes no ref: focus is moved through a wrapper.
  const clearWrapperRef = useRef<HTMLSpanElement>(null);
  const confirmId = useId();
  const questionsId = useId();

  const isReady = !isLoading && !loadErrorMessage;
  const announcement = useFinishedAnswers(messages, isReady);
  const isAnswering = messages.some((message) => statusOf(message) === 'streaming');
  const isEmpty = isReady && messages.length === 0;

  const length = draft.length;
  const isTooLong = length > maxLength;
  const showCount = length >= Math.floor(maxLength * COUNT_FROM);
  const fieldError = isTooLong
    ? `${formatNumber(length - maxLength, 0)} ${length - maxLength === 1 ? 'character' : 'characters'} over the limit of ${formatNumber(maxLength, 0)}. Shorten your question to send it.`
    : emptyAttempt
      ? 'Type a question first.'
      : undefined;

  const send = async (text: string) => {
    const question = text.trim();
    if (isSending || isAnswering) return;
    if (question === '') {
      setEmptyAttempt(true);
      return;
    }
    if (text.length > maxLength) return;
    setSendError(null);
    setSending(true);
    try {
      await onSend(question);
      setDraft('');
    } catch (error) {
      // Nothing is lost: the text stays in the box to send again.
      setDraft(text);
      setSendError(
        error instanceof Error && error.message
          ? error.message
          : 'Your question could not be sent.',
      );
    } finally {
      setSending(false);
      textAreaRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft);
  };

  const askSuggested = (question: string) => {
    setDraft(question);
    textAreaRef.current?.focus();
    void send(question);
  };

  const cancelClear = () => {
    setConfirming(false);
    setClearError(null);
    requestAnimationFrame(() => clearWrapperRef.current?.querySelector('button')?.focus());
  };

  const confirmClear = async () => {
    setClearing(true);
    setClearError(null);
    try {
      await onClear?.();
      setConfirming(false);
      textAreaRef.current?.focus();
    } catch (error) {
      setClearError(
        error instanceof Error && error.message
          ? error.message
          : 'The conversation could not be cleared.',
      );
    } finally {
      setClearing(false);
    }
  };

  const showQuestions =
    suggestedQuestions.length > 0 && isReady && (isEmpty || alwaysSuggestQuestions);
  const hint = isAnswering ? 'You can send your next question when this answer is finished.' : null;

  return (
    <div className={styles.root}>
      {onClear && isReady && messages.length > 0 && !isConfirming ? (
        <div className={styles.toolbar}>
          <span ref={clearWrapperRef}>
            <Button
              tone="neutral"
              size="small"
              icon={<Trash2 size={16} />}
              onPress={() => setConfirming(true)}
            >
              Clear conversation
            </Button>
          </span>
        </div>
      ) : null}
      {isConfirming ? (
        <div
          role="group"
          aria-labelledby={confirmId}
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isClearing) cancelClear();
          }}
        >
          <p id={confirmId} className={styles.confirmQuestion}>
            Clear this conversation?
          </p>
          <p className={styles.confirmText}>
            Your questions and the answers will be deleted. This cannot be undone.
          </p>
          {clearError ? (
            <p className={styles.sendError} role="alert">
              <CircleAlert className={fieldStyles.errorIcon} size={14} aria-hidden="true" />
              <span>{clearError}</span>
            </p>
          ) : null}
          <div className={styles.buttonRow}>
            <Button
              // Focus starts on the safe choice, as in the kit's critical AlertDialog.
              autoFocus
              tone="neutral"
              size="small"
              isDisabled={isClearing}
              onPress={cancelClear}
            >
              Keep conversation
            </Button>
            <Button
              tone="critical"
              size="small"
              isPending={isClearing}
              onPress={() => void confirmClear()}
            >
              Clear conversation
            </Button>
          </div>
        </div>
      ) : null}

      {loadErrorMessage ? (
        <ErrorState
          title="The conversation could not be loaded"
          message={loadErrorMessage}
          onRetry={onRetryLoad}
        />
      ) : isLoading ? (
        <div role="log" aria-live="off" aria-label={label} aria-busy="true" className={styles.log}>
          <p className={styles.visuallyHidden}>Loading the conversation…</p>
          <div className={styles.skeletons}>
            <div className={styles.skeletonUser}>
              <Skeleton shape="rect" width="55%" height={40} />
            </div>
            <Skeleton shape="rect" width="80%" height={88} />
            <div className={styles.skeletonUser}>
              <Skeleton shape="rect" width="40%" height={40} />
            </div>
          </div>
        </div>
      ) : isEmpty ? (
        <div className={styles.intro}>
          <p className={styles.introTitle}>
            <MessagesSquare className={styles.introIcon} size={20} aria-hidden="true" />
            {emptyTitle}
          </p>
          {emptyDescription ? <div className={styles.introText}>{emptyDescription}</div> : null}
        </div>
      ) : (
        // A log, but not a live one: the streaming answer grows in here, and a live log would
        // read it out token by token. Finished answers are announced by the status region below.
        <div role="log" aria-live="off" aria-label={label} className={styles.log}>
          <ol className={styles.list}>
            {messages.map((message) => (
              <Message
                key={message.id}
                message={message}
                now={reference}
                onSuggestion={onSuggestion}
              />
            ))}
          </ol>
        </div>
      )}

      {showQuestions ? (
        <div role="group" aria-labelledby={questionsId} className={styles.questions}>
          <p id={questionsId} className={styles.questionsLabel}>
            Suggested questions
          </p>
          <div className={styles.suggestions}>
            {suggestedQuestions.map((question) => (
              <Button
                key={question}
                tone="neutral"
                size="small"
                isDisabled={isSending || isAnswering}
                onPress={() => askSuggested(question)}
              >
                {question}
              </Button>
            ))}
          </div>
        </div>
      ) : null}

      <div role="status" className={styles.notice}>
        {notice ? (
          <>
            <Info className={styles.noticeIcon} size={16} aria-hidden="true" />
            <span>{notice}</span>
          </>
        ) : null}
      </div>

      <form className={styles.composer} onSubmit={onSubmit} noValidate>
        <AriaTextField
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setEmptyAttempt(false);
          }}
          isReadOnly={isSending}
          isInvalid={fieldError !== undefined}
          validationBehavior="aria"
          className={fieldStyles.field}
        >
          <Label className={fieldStyles.label}>{composerLabel}</Label>
          <AriaTextArea
            ref={textAreaRef}
            className={`${fieldStyles.box} ${styles.textArea}`}
            placeholder={placeholder}
            rows={2}
            onKeyDown={onKeyDown}
          />
          <div className={styles.composerFooter}>
            <div className={styles.composerHints}>
              {showCount || hint ? (
                <Text slot="description" className={fieldStyles.description}>
                  {showCount ? (
                    <span
                      className={`${styles.count} ${isTooLong ? styles.countOver : ''}`}
                      data-testid="composer-count"
                    >
                      {formatNumber(length, 0)}/{formatNumber(maxLength, 0)}
                      <span className={styles.visuallyHidden}> characters</span>
                    </span>
                  ) : null}
                  {showCount && hint ? ' ' : null}
                  {hint}
                </Text>
              ) : null}
              <FieldErrorMessage errorMessage={fieldError} />
              {sendError ? (
                <p className={styles.sendError} role="alert">
                  <CircleAlert className={fieldStyles.errorIcon} size={14} aria-hidden="true" />
                  <span>Not sent: {sendError} Your question is still here to try again.</span>
                </p>
              ) : null}
            </div>
            <span className={styles.sendButton}>
              <Button
                type="submit"
                icon={<SendHorizontal size={16} />}
                isPending={isSending}
                isDisabled={isAnswering}
              >
                Send
              </Button>
            </span>
          </div>
        </AriaTextField>
      </form>

      <div role="status" className={styles.visuallyHidden} data-testid="chat-announcer">
        <span key={announcement.count}>{announcement.text}</span>
      </div>
    </div>
  );
}
