import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatThread, type ChatThreadMessage, type ChatThreadProps } from './ChatThread';

const now = new Date('2026-06-10T12:00:00Z');

const question: ChatThreadMessage = {
  id: 'q1',
  role: 'user',
  text: 'Does it need water?',
  createdAt: '2026-06-10T11:58:00Z',
};

const answer: ChatThreadMessage = {
  id: 'a1',
  role: 'assistant',
  text: 'Not yet: soil moisture is 59%, read 20 minutes ago by the LSE01 sensor.',
  createdAt: '2026-06-10T11:58:05Z',
  answeredBy: 'Built-in assistant',
  sources: [
    { label: 'LSE01 sensor', href: '/devices/lse01' },
    { label: 'Totnes gauge (Environment Agency)', href: 'https://environment.data.gov.uk/x' },
    { label: 'Watering advice' },
  ],
  suggestions: [{ id: 'WATER', label: 'Record a watering' }],
};

function renderThread(props: Partial<ChatThreadProps> = {}) {
  const onSend = props.onSend ?? vi.fn(() => Promise.resolve());
  const result = render(
    <ChatThread messages={[]} maxLength={100} now={now} {...props} onSend={onSend} />,
  );
  return { ...result, onSend };
}

const composer = () => screen.getByRole('textbox', { name: 'Your question' });

describe('ChatThread', () => {
  it('shows the conversation as a log that is not itself live, with who said what and when', () => {
    renderThread({ messages: [question, answer] });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.getAttribute('aria-live')).toBe('off');
    const items = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('You')).toBeTruthy();
    expect(within(items[0]!).getByText('2 minutes ago').tagName).toBe('TIME');
    expect(within(items[1]!).getByText('Built-in assistant')).toBeTruthy();
    expect(within(items[1]!).getByText(/soil moisture is 59%/)).toBeTruthy();
  });

  it('links sources through the kit Link, external ones in a new tab, and lists plain ones', () => {
    renderThread({ messages: [question, answer] });
    const sources = screen.getByRole('list', { name: "Sources of Built-in assistant's answer" });
    const sensor = within(sources).getByRole('link', { name: 'LSE01 sensor' });
    expect(sensor.getAttribute('href')).toBe('/devices/lse01');
    expect(sensor.getAttribute('target')).toBeNull();
    const gauge = within(sources).getByRole('link', { name: /Totnes gauge/ });
    expect(gauge.getAttribute('target')).toBe('_blank');
    expect(within(sources).getByText('Watering advice').closest('a')).toBeNull();
  });

  it('calls onSuggestion with the suggestion pressed', async () => {
    const onSuggestion = vi.fn();
    renderThread({ messages: [question, answer], onSuggestion });
    await userEvent.click(screen.getByRole('button', { name: 'Record a watering' }));
    expect(onSuggestion).toHaveBeenCalledWith({ id: 'WATER', label: 'Record a watering' });
  });

  it('sends with the Send button, clears the box and keeps focus in it', async () => {
    const { onSend } = renderThread();
    await userEvent.type(composer(), '  When was it last watered? ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('When was it last watered?');
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(composer());
  });

  it('sends with Enter; Shift+Enter adds a new line instead', async () => {
    const { onSend } = renderThread();
    await userEvent.type(composer(), 'Will it rain{Shift>}{Enter}{/Shift}this week?');
    expect(onSend).not.toHaveBeenCalled();
    expect((composer() as HTMLTextAreaElement).value).toBe('Will it rain\nthis week?');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Will it rain\nthis week?');
    expect((composer() as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for a question instead of sending an empty one', async () => {
    const { onSend } = renderThread();
    await userEvent.type(composer(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Type a question first.')).toBeTruthy();
    expect(composer().getAttribute('aria-invalid')).toBe('true');
  });

  it('counts near the limit and refuses an over-long question without losing it', async () => {
    const { onSend } = renderThread({ maxLength: 20 });
    expect(screen.queryByTestId('composer-count')).toBeNull();
    await userEvent.type(composer(), 'Does it need water?');
    expect(screen.getByTestId('composer-count').textContent).toBe('19/20 characters');
    expect(composer().getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(composer(), ' Now');
    expect(composer().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('3 characters over the limit of 20. Shorten your question to send it.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect((composer() as HTMLTextAreaElement).value).toBe('Does it need water? Now');
  });

  it('keeps the text and says why when sending fails', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('You have sent 20 questions this hour.')));
    renderThread({ onSend });
    await userEvent.type(composer(), 'What soil is this?{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect((composer() as HTMLTextAreaElement).value).toBe('What soil is this?');
    expect(screen.getByRole('alert').textContent).toContain(
      'You have sent 20 questions this hour.',
    );
    expect(document.activeElement).toBe(composer());
  });

  it('is read-only with a pending Send while sending', async () => {
    let finish!: () => void;
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderThread({ onSend });
    await userEvent.type(composer(), 'Hello{Enter}');
    expect(composer().hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(composer().hasAttribute('readonly')).toBe(false);
    expect((composer() as HTMLTextAreaElement).value).toBe('');
  });

  it('offers suggested questions while empty, and sends the one pressed', async () => {
    const { onSend, rerender } = renderThread({
      suggestedQuestions: ['Does it need water?', 'Will it rain this week?'],
    });
    const group = screen.getByRole('group', { name: 'Suggested questions' });
    await userEvent.click(within(group).getByRole('button', { name: 'Will it rain this week?' }));
    expect(onSend).toHaveBeenCalledWith('Will it rain this week?');
    rerender(
      <ChatThread
        messages={[question]}
        maxLength={100}
        now={now}
        onSend={onSend}
        suggestedQuestions={['Does it need water?']}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
  });

  it('announces only the whole finished answer, never the streaming tokens', () => {
    const streaming = (text: string): ChatThreadMessage => ({
      ...answer,
      text,
      status: 'streaming',
    });
    const props = { maxLength: 100, now, onSend: vi.fn() };
    const { rerender } = render(<ChatThread {...props} messages={[question, answer]} />);
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer.getAttribute('role')).toBe('status');
    // History already there is not read out.
    expect(announcer.textContent).toBe('');

    const next = { ...question, id: 'q2', text: 'And tomorrow?' };
    rerender(
      <ChatThread {...props} messages={[question, answer, next, { ...streaming(''), id: 'a2' }]} />,
    );
    expect(screen.getByTestId('typing-indicator').textContent).toContain('answering');
    rerender(
      <ChatThread
        {...props}
        messages={[question, answer, next, { ...streaming('Rain is'), id: 'a2' }]}
      />,
    );
    rerender(
      <ChatThread
        {...props}
        messages={[question, answer, next, { ...streaming('Rain is forecast'), id: 'a2' }]}
      />,
    );
    const growing = screen.getByText('Rain is forecast');
    // The growing text sits in no live region (the log is explicitly off).
    expect(growing.closest('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    expect(growing.closest('[role="status"], [role="alert"]')).toBeNull();
    expect(announcer.textContent).toBe('');

    rerender(
      <ChatThread
        {...props}
        messages={[
          question,
          answer,
          next,
          { ...answer, id: 'a2', text: 'Rain is forecast for Thursday, 4 mm.' },
        ]}
      />,
    );
    expect(announcer.textContent).toBe(
      'Built-in assistant answered: Rain is forecast for Thursday, 4 mm.',
    );
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
  });

  it('shows and announces a failed answer', () => {
    const props = { maxLength: 100, now, onSend: vi.fn() };
    const pending: ChatThreadMessage = { ...answer, text: '', status: 'streaming', sources: [] };
    const { rerender } = render(<ChatThread {...props} messages={[question, pending]} />);
    rerender(
      <ChatThread
        {...props}
        messages={[
          question,
          { ...pending, status: 'failed', errorMessage: 'The model could not be reached.' },
        ]}
      />,
    );
    expect(screen.getByText('The model could not be reached.')).toBeTruthy();
    expect(screen.getByTestId('chat-announcer').textContent).toBe(
      'Built-in assistant could not answer. The model could not be reached.',
    );
  });

  it('shows the notice in a status line', () => {
    renderThread({
      messages: [question, answer],
      notice: 'Daily model budget reached — the built-in assistant is answering',
    });
    const statuses = screen.getAllByRole('status');
    expect(
      statuses.some((node) =>
        node.textContent?.includes('Daily model budget reached — the built-in assistant'),
      ),
    ).toBe(true);
  });

  it('shows skeletons while loading and does not announce the loaded history', () => {
    const props = { maxLength: 100, now, onSend: vi.fn() };
    const { rerender } = render(<ChatThread {...props} messages={[]} isLoading />);
    expect(screen.getByRole('log', { name: 'Conversation' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    rerender(<ChatThread {...props} messages={[question, answer]} />);
    expect(screen.getByTestId('chat-announcer').textContent).toBe('');
  });

  it('shows a load error with a retry', async () => {
    const onRetryLoad = vi.fn();
    renderThread({ loadErrorMessage: 'The server did not answer.', onRetryLoad });
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryLoad).toHaveBeenCalledTimes(1);
  });

  it('clears only after an inline confirmation, then focuses the composer', async () => {
    const onClear = vi.fn(() => Promise.resolve());
    renderThread({ messages: [question, answer], onClear });
    await userEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    const confirm = screen.getByRole('group', { name: 'Clear this conversation?' });
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Keep conversation' }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep conversation' }));
    expect(onClear).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Clear this conversation?' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Clear this conversation?' })).getByRole('button', {
        name: 'Clear conversation',
      }),
    );
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Clear this conversation?' })).toBeNull();
    expect(document.activeElement).toBe(composer());
  });

  it('cancels the confirmation with Escape', async () => {
    const onClear = vi.fn();
    renderThread({ messages: [question, answer], onClear });
    await userEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Clear this conversation?' })).toBeNull();
    expect(onClear).not.toHaveBeenCalled();
  });
});
