import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { CHAT_MESSAGES } from '@bloomkeep/schema';
import { ThemeProvider } from '@bloomkeep/ui';
import { AuthProvider } from '../../auth/AuthProvider';
import { AuthStore } from '../../auth/authStore';
import { createSession } from '../../auth/session';
import { memoryStorage, testJwt } from '../../testing/renderRoute';
import { AskAboutThing, STALLED_ANSWER_MS } from './AskAboutThing';

afterEach(cleanup);

const THING = '00000000-0000-4000-8000-0000000000a1';
const USER = '00000000-0000-4000-8000-0000000000b1';
const SESSION = '00000000-0000-4000-8000-0000000000c1';
const AT = '2026-11-27T10:00:00Z';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

function message(fields: Record<string, unknown>) {
  return {
    __typename: 'ChatMessage',
    nodeId: `node-${String(fields.eventId)}`,
    typeName: 'question',
    createdAt: AT,
    status: 'done',
    answeredBy: null,
    sources: [],
    suggestions: [],
    notice: null,
    ...fields,
  };
}

const QUESTION = message({ eventId: 'q1', messageText: 'Does it need water?' });
const ANSWER = message({
  eventId: 'a1',
  typeName: 'answer',
  answeredBy: 'builtIn',
  messageText: 'Yes: 21% moisture, read 20 minutes ago by the LSE01 sensor.',
  sources: [{ kind: 'reading', label: 'LSE01 sensor', href: '/devices/d1' }],
  suggestions: [{ actionType: 'WATERING', label: 'Record a watering' }],
});

const GUEST_TOKEN = () =>
  testJwt({
    role: 'bk_anonymous',
    session_id: SESSION,
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

/**
 * `guest`: a guest token stored by an earlier visit. `auth`: a store prepared by the test, such
 * as one that has signed in as a guest in this page.
 */
function renderPanel({
  guest = false,
  auth: prepared,
}: { guest?: boolean; auth?: AuthStore } = {}) {
  vi.stubGlobal('jest', vi);
  const auth = prepared ?? new AuthStore({ storage: memoryStorage() });
  const exp = Math.floor(Date.now() / 1000) + 3600;
  if (!prepared)
    auth.setToken(guest ? GUEST_TOKEN() : testJwt({ role: 'bk_user', user_id: USER, exp }));
  const environment = createMockEnvironment();
  const session = createSession({
    auth,
    createEnvironment: () => environment as unknown as Environment,
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const router = createMemoryRouter(
    [
      { path: '/things/:id', element: <AskAboutThing thingId={THING} thingName="Rose bed" /> },
      { path: '/things/:id/action', element: <p>The action form</p> },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: [`/things/${THING}`, '/elsewhere'], initialIndex: 0 },
  );
  render(
    <AuthProvider session={session}>
      <RelayEnvironmentProvider environment={environment}>
        <ThemeProvider theme="default">
          <RouterProvider router={router} />
        </ThemeProvider>
      </RelayEnvironmentProvider>
    </AuthProvider>,
  );
  return { environment, router };
}

function operationNamed(environment: MockEnvironment, name: string) {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No ${name} operation`);
  return operation;
}

async function answerHistory(environment: MockEnvironment, nodes: unknown[]) {
  await waitFor(() => operationNamed(environment, 'AskAboutThingQuery'));
  const operation = operationNamed(environment, 'AskAboutThingQuery');
  expect(operation.request.variables).toEqual({ thingId: THING });
  await act(async () => {
    environment.mock.resolve(operation, {
      data: { chatMessagesByRecipient: { nodes } },
    });
  });
}

function stream(environment: MockEnvironment, payload: Record<string, unknown>) {
  const operation = operationNamed(environment, 'AskAboutThingStreamSubscription');
  act(() => {
    environment.mock.nextValue(operation, {
      data: {
        chatMessageStream: { offset: null, delta: null, chatMessage: null, ...payload },
      },
    });
  });
}

function log() {
  return screen.getByRole('log', { name: 'Conversation about Rose bed' });
}

describe('AskAboutThing', () => {
  it('shows the history with its sources linked', async () => {
    const { environment } = renderPanel();
    await answerHistory(environment, [QUESTION, ANSWER]);
    const conversation = log();
    expect(within(conversation).getByText('Does it need water?')).toBeTruthy();
    expect(within(conversation).getByText(/21% moisture/)).toBeTruthy();
    expect(
      within(conversation)
        .getByRole('link', { name: /LSE01 sensor/ })
        .getAttribute('href'),
    ).toBe('/devices/d1');
  });

  it('sends a question as the user, then grows the answer from the stream', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel();
    await answerHistory(environment, []);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Will it rain?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = operationNamed(environment, 'SendChatMessageMutation');
    expect(send.request.variables).toEqual({
      message: 'Will it rain?',
      sender: USER,
      metadata: { thingId: THING },
    });
    await act(async () => {
      environment.mock.resolve(send, {
        data: {
          sendChatMessage: {
            chatMessage: {
              ...message({ eventId: 'q2', messageText: 'Will it rain?' }),
              answer: message({
                eventId: 'a2',
                typeName: 'answer',
                status: 'streaming',
                messageText: '',
              }),
            },
          },
        },
      });
    });
    expect(within(log()).getByText('Will it rain?')).toBeTruthy();
    stream(environment, { event: 'DELTA', answerId: 'a2', offset: 0, delta: '2.4 mm at ' });
    stream(environment, { event: 'DELTA', answerId: 'a2', offset: 10, delta: 'Totnes gauge' });
    expect(within(log()).getByText('2.4 mm at Totnes gauge')).toBeTruthy();
    stream(environment, {
      event: 'DONE',
      answerId: 'a2',
      chatMessage: message({
        eventId: 'a2',
        typeName: 'answer',
        answeredBy: 'builtIn',
        messageText: '2.4 mm at Totnes gauge in the last 24 h (Environment Agency).',
        sources: [
          { kind: 'rainfall', label: 'Totnes gauge (Environment Agency)', href: '/rainfall/s1' },
        ],
      }),
    });
    expect(within(log()).getByText(/in the last 24 h \(Environment Agency\)/)).toBeTruthy();
    expect(
      within(log())
        .getByRole('link', { name: /Totnes gauge/ })
        .getAttribute('href'),
    ).toBe('/rainfall/s1');
  });

  it('reads the conversation again when the stream goes quiet mid-answer, and shows its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { environment } = renderPanel();
      const historyReads = () =>
        environment.mock
          .getAllOperations()
          .filter((operation) => operation.request.node.params.name === 'AskAboutThingQuery')
          .length;
      const wait = (ms: number) =>
        act(async () => {
          vi.advanceTimersByTime(ms);
        });
      await answerHistory(environment, [
        QUESTION,
        message({ eventId: 'a1', typeName: 'answer', status: 'streaming', messageText: '' }),
      ]);
      stream(environment, { event: 'DELTA', answerId: 'a1', offset: 0, delta: 'Yes: 21% ' });
      // Words keep coming: nothing is read again.
      await wait(STALLED_ANSWER_MS - 2_000);
      stream(environment, { event: 'DELTA', answerId: 'a1', offset: 9, delta: 'moisture' });
      expect(within(log()).getByText('Yes: 21% moisture')).toBeTruthy();
      await wait(STALLED_ANSWER_MS - 2_000);
      expect(historyReads()).toBe(0);
      expect(screen.getByTestId('typing-indicator')).toBeTruthy();
      // Then the socket drops, and the end of the answer never comes by the stream.
      await wait(4_000);
      expect(historyReads()).toBe(1);
      await answerHistory(environment, [QUESTION, ANSWER]);
      expect(within(log()).getByText(/read 20 minutes ago by the LSE01 sensor/)).toBeTruthy();
      expect(screen.queryByTestId('typing-indicator')).toBeNull();
      // Every answer has its end: no more reads.
      await wait(3 * STALLED_ANSWER_MS);
      expect(historyReads()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a guest question as the session its token names', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel({ guest: true });
    await answerHistory(environment, []);
    await user.click(screen.getByRole('button', { name: 'What soil is this?' }));
    expect(operationNamed(environment, 'SendChatMessageMutation').request.variables).toMatchObject({
      message: 'What soil is this?',
      sender: SESSION,
    });
  });

  it('asks for no history for a guest session begun in this page, until it has asked', async () => {
    const user = userEvent.setup();
    // The idle guest sign-in landed before the panel's code did.
    const auth = new AuthStore({ storage: memoryStorage() });
    await auth.ensureToken(async () => GUEST_TOKEN());
    const { environment, router } = renderPanel({ auth });
    await user.click(await screen.findByRole('button', { name: 'What soil is this?' }));
    const names = () =>
      environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
    expect(names()).not.toContain('AskAboutThingQuery');
    expect(operationNamed(environment, 'SendChatMessageMutation').request.variables).toMatchObject({
      sender: SESSION,
    });
    await act(async () => {
      environment.mock.resolve(operationNamed(environment, 'SendChatMessageMutation'), {
        data: {
          sendChatMessage: {
            chatMessage: {
              ...message({ eventId: 'q9', messageText: 'What soil is this?' }),
              answer: null,
            },
          },
        },
      });
    });
    // The panel shows what it asked without loading it again.
    await screen.findByText('What soil is this?', { selector: '[data-testid="message-text"]' });
    expect(names()).not.toContain('AskAboutThingQuery');
    // Back on the page later in this visit, the conversation it began is fetched.
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(`/things/${THING}`));
    await waitFor(() => expect(names()).toContain('AskAboutThingQuery'));
  });

  it('keeps the question and shows the catalogue message when a limit refuses it', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel();
    await answerHistory(environment, []);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(box, 'Is it thirsty?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      environment.mock.reject(
        operationNamed(environment, 'SendChatMessageMutation'),
        Object.assign(new Error('CHHOU'), {
          errors: [
            { message: 'CHHOU', extensions: { code: 'CHHOU', exception: { errcode: 'CHHOU' } } },
          ],
        }),
      );
    });
    expect((await screen.findByRole('alert')).textContent).toContain(CHAT_MESSAGES.perHour);
    expect((box as HTMLTextAreaElement).value).toBe('Is it thirsty?');
  });

  it('opens the action form with the suggested type', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderPanel();
    await answerHistory(environment, [QUESTION, ANSWER]);
    await user.click(screen.getByRole('button', { name: 'Record a watering' }));
    expect(router.state.location.pathname).toBe(`/things/${THING}/action`);
    expect(router.state.location.search).toBe('?type=WATERING');
    expect(screen.getByText('The action form')).toBeTruthy();
  });

  it('says when the built-in assistant answered because the budget ran out', async () => {
    const { environment } = renderPanel();
    await answerHistory(environment, [QUESTION, { ...ANSWER, notice: CHAT_MESSAGES.budgetSpent }]);
    expect(screen.getByText(CHAT_MESSAGES.budgetSpent)).toBeTruthy();
  });

  it('clears the conversation', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel();
    await answerHistory(environment, [QUESTION, ANSWER]);
    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    const confirm = screen.getByRole('group', { name: 'Clear this conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear conversation' }));
    const clear = operationNamed(environment, 'ClearChatConversationMutation');
    expect(clear.request.variables).toEqual({ thingId: THING });
    await act(async () => {
      environment.mock.resolve(clear, {
        data: { clearChatConversation: { removedQuestions: 1 } },
      });
    });
    expect(screen.queryByText(/21% moisture/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Does it need water?' })).toBeTruthy();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel();
    await waitFor(() => operationNamed(environment, 'AskAboutThingQuery'));
    await act(async () => {
      environment.mock.reject(operationNamed(environment, 'AskAboutThingQuery'), new Error('x'));
    });
    expect(await screen.findByText('The conversation could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        environment.mock
          .getAllOperations()
          .filter((operation) => operation.request.node.params.name === 'AskAboutThingQuery'),
      ).toHaveLength(1),
    );
  });
});
