import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatThread, type ChatThreadMessage, type ChatThreadProps } from './ChatThread';

const now = new Date('2026-06-10T12:00:00Z');

const suggestedQuestions = [
  'Does it need water?',
  'When was it last watered, and by whom?',
  'Will it rain this week?',
  'What soil is this?',
];

const question: ChatThreadMessage = {
  id: 'q1',
  role: 'user',
  text: 'Does it need water?',
  createdAt: '2026-06-10T11:52:00Z',
};

const answer: ChatThreadMessage = {
  id: 'a1',
  role: 'assistant',
  text: 'Yes, soon. Soil moisture is 31%, read 20 minutes ago by the LSE01 sensor, and only 0.4 mm of rain fell at Totnes gauge in the last 24 h. It was last watered 3 days ago by Sam.',
  createdAt: '2026-06-10T11:52:04Z',
  answeredBy: 'Built-in assistant',
  sources: [
    { label: 'LSE01 sensor, 20 minutes ago', href: '/devices/lse01' },
    {
      label: 'Totnes gauge (Environment Agency)',
      href: 'https://environment.data.gov.uk/flood-monitoring/id/stations/45120',
    },
    { label: 'Watering by Sam, 3 days ago', href: '/things/castle-street' },
  ],
  suggestions: [{ id: 'WATER', label: 'Record a watering' }],
};

const rainQuestion: ChatThreadMessage = {
  id: 'q2',
  role: 'user',
  text: 'Will it rain this week?',
  createdAt: '2026-06-10T11:58:00Z',
};

const meta = {
  title: 'Domain/ChatThread',
  component: ChatThread,
  args: {
    messages: [],
    maxLength: 500,
    now,
    suggestedQuestions,
    label: 'Conversation about Castle Street bee cafe',
    emptyTitle: 'Ask about this thing',
    emptyDescription:
      'Answers come from its own readings, actions, rain, forecast and soil, with their sources.',
    onSend: fn(),
    onSuggestion: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A conversation with an assistant about a thing: questions and answers (who answered, when, the sources behind the figures as links, suggested actions as buttons), a composer, suggested questions while it is empty, a typing indicator while an answer streams, a notice line, and "Clear conversation" behind a calm inline confirmation.\n\nThe messages are a `log` that is **not live**: the streaming answer grows in place there, and screen readers hear each answer once, whole, from a separate polite status region when it is finished (decision 0147). Enter sends, Shift+Enter starts a new line; `onSend` may return a promise, and the text stays in the box (read-only) until it resolves, and stays there with the reason if it rejects. Over `maxLength` the composer says by how much and does not send; nothing typed is cut off.\n\n**Do** pass `isLoading` while the history loads, so the loaded history is not announced. **Do** pass `now` in stories and tests.',
      },
    },
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty conversation offers questions to start with. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Suggested questions' });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear conversation' })).toBeNull();
  },
};

/** An answer with its sources (links) and a suggested action. */
export const WithSources: Story = {
  args: { messages: [question, answer] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation about Castle Street bee cafe' });
    await expect(
      within(log).getByRole('link', { name: 'LSE01 sensor, 20 minutes ago' }),
    ).toHaveAttribute('href', '/devices/lse01');
    await userEvent.click(canvas.getByRole('button', { name: 'Record a watering' }));
    await expect(args.onSuggestion).toHaveBeenCalledWith({
      id: 'WATER',
      label: 'Record a watering',
    });
    await userEvent.unhover(canvas.getByRole('button', { name: 'Record a watering' }));
  },
};

/** An answer arriving: its text grows in place, with a typing indicator; Send waits. */
export const Streaming: Story = {
  args: {
    messages: [
      question,
      answer,
      rainQuestion,
      {
        id: 'a2',
        role: 'assistant',
        text: 'Light rain is forecast for Thursday (about 4 mm), then',
        createdAt: '2026-06-10T11:58:03Z',
        answeredBy: 'llama3.1:8b',
        status: 'streaming',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('typing-indicator')).toHaveTextContent('answering');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    // The growing answer is in no live region; the announcer stays silent until it is done.
    const growing = canvas.getByText(/Light rain is forecast/);
    await expect(growing.closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByTestId('chat-announcer')).toHaveTextContent('');
  },
};

/** An answer that never finished says so plainly. */
export const FailedAnswer: Story = {
  args: {
    messages: [
      question,
      answer,
      rainQuestion,
      {
        id: 'a2',
        role: 'assistant',
        text: '',
        createdAt: '2026-06-10T11:58:03Z',
        answeredBy: 'gpt-4o-mini',
        status: 'failed',
        errorMessage: 'The model could not be reached. Try again in a minute.',
      },
    ],
  },
};

/** The operator's daily budget is spent: the built-in assistant answers, and the notice says so. */
export const BudgetNotice: Story = {
  args: {
    messages: [question, answer],
    notice: 'Daily model budget reached — the built-in assistant is answering',
  },
};

const longWord = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';

/** Long questions, answers and source names, with unbroken words, on a 375 px phone. */
export const LongTextSmallViewport: Story = {
  args: {
    messages: [
      {
        id: 'q1',
        role: 'user',
        text: `How do I look after the hedge at ${longWord} community garden in winter?\nIt is mostly hawthorn and blackthorn.`,
        createdAt: '2026-06-10T11:40:00Z',
      },
      {
        id: 'a1',
        role: 'assistant',
        text: `For a hawthorn and blackthorn hedge in winter:\n• Cut it between January and February, after birds have eaten the berries and before nesting starts.\n• Mulch the roots with leaf mould.\n• Water only in dry spells: the soil here is ${longWord}-series loam, which holds water well.`,
        createdAt: '2026-06-10T11:40:06Z',
        answeredBy: 'Built-in assistant (care tips for hedges)',
        sources: [
          { label: `Soilscape: ${longWord}-series freely draining loam`, href: '/soil/x' },
          { label: 'Care tips for hedges (Bloomkeep)' },
        ],
        suggestions: [{ id: 'UPKEEP', label: 'Record upkeep: cut back the hedge' }],
      },
    ],
    notice: 'Daily model budget reached — the built-in assistant is answering',
  },
  parameters: { test: { viewport: { width: 375, height: 812 } } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // Nothing scrolls sideways.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
      doc.documentElement.clientWidth,
    );
  },
};

/** The history is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('log', { name: 'Conversation about Castle Street bee cafe' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The history failed to load. */
export const LoadError: Story = {
  args: {
    loadErrorMessage: 'The server did not answer. Check your connection and try again.',
    onRetryLoad: fn(),
  },
};

/**
 * The conversation as an app keeps it: sending appends the question and, here at once, the
 * built-in assistant's answer; clearing empties it.
 */
function LiveThread(props: ChatThreadProps) {
  const [messages, setMessages] = useState<readonly ChatThreadMessage[]>(props.messages);
  return (
    <ChatThread
      {...props}
      messages={messages}
      onSend={async (text) => {
        await props.onSend(text);
        const at = now.toISOString();
        setMessages((current) => [
          ...current,
          { id: `q${current.length}`, role: 'user', text, createdAt: at },
          {
            id: `a${current.length}`,
            role: 'assistant',
            text: 'It was last watered 3 days ago by Sam (12 l).',
            createdAt: at,
            answeredBy: 'Built-in assistant',
            sources: [{ label: 'Watering by Sam, 3 days ago', href: '/things/castle-street' }],
          },
        ]);
      }}
      onClear={async () => {
        await props.onClear?.();
        setMessages([]);
      }}
    />
  );
}

const composerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Your question' });

/** Type a question and send it: it joins the log, the box empties, and the answer is announced. */
export const TypeAndSend: Story = {
  tags: ['!autodocs'],
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = composerOf(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('When was it last watered?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('When was it last watered?');
    const log = await canvas.findByRole('log');
    await expect(within(log).getByText('When was it last watered?')).toBeVisible();
    await expect(box).toHaveValue('');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(canvas.getByTestId('chat-announcer')).toHaveTextContent(
      'Built-in assistant answered: It was last watered 3 days ago by Sam (12 l).',
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'Send' }));
  },
};

/** Shift+Enter starts a new line; Enter sends. */
export const EnterAndShiftEnter: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const box = composerOf(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('Will it rain{Shift>}{Enter}{/Shift}this week?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('Will it rain\nthis week?');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Will it rain\nthis week?');
    await expect(box).toHaveValue('');
  },
};

/** Over the limit: the count and the message say by how much; nothing is sent or cut off. */
export const OverLongMessage: Story = {
  tags: ['!autodocs'],
  args: { maxLength: 60 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = composerOf(canvasElement);
    const text = 'How do I look after a hawthorn hedge in winter, and when should I cut it?';
    await userEvent.click(box);
    await userEvent.paste(text);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('composer-count')).toHaveTextContent('73/60');
    await expect(
      canvas.getByText('13 characters over the limit of 60. Shorten your question to send it.'),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue(text);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Send' }));
  },
};

/** Sending fails (a rate limit here): the question stays in the box with the reason. */
export const SendFails: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  args: {
    onSend: fn(() =>
      Promise.reject(new Error('You have asked 20 questions this hour; try again at 13:00.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = composerOf(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('What soil is this?{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have asked 20 questions this hour',
    );
    await expect(box).toHaveValue('What soil is this?');
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/** "Clear conversation" asks first, inline; Keep goes back, Clear empties it. */
export const ClearWithConfirmation: Story = {
  tags: ['!autodocs'],
  args: { messages: [question, answer] },
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear conversation' }));
    let confirm = canvas.getByRole('group', { name: 'Clear this conversation?' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Keep conversation' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).not.toHaveBeenCalled();
    const clear = canvas.getByRole('button', { name: 'Clear conversation' });
    await waitFor(() => expect(clear).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    confirm = canvas.getByRole('group', { name: 'Clear this conversation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear conversation' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Suggested questions' })).toBeVisible(),
    );
    await expect(composerOf(canvasElement)).toHaveFocus();
  },
};
