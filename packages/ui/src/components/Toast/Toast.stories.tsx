import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { ToastPreview, ToastProvider, useToast, type ToastOptions } from './Toast';

function Raisers({ timeout }: { timeout?: ToastOptions['timeout'] }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }}>
      <Button tone="neutral" onPress={() => toast.positive('Watering logged', { timeout })}>
        Show positive
      </Button>
      <Button
        tone="neutral"
        onPress={() =>
          toast.negative('Could not save the thing. Check your connection and try again.', {
            timeout,
          })
        }
      >
        Show negative
      </Button>
      <Button
        tone="neutral"
        onPress={() => toast.info('Rain is forecast for Thursday', { timeout })}
      >
        Show info
      </Button>
    </div>
  );
}

function StaticToasts() {
  const toast = useToast();
  const raised = useRef(false);
  useEffect(() => {
    if (raised.current) return;
    raised.current = true;
    toast.positive('Watering logged', { timeout: null });
    toast.negative('Could not save the thing. Check your connection and try again.', {
      timeout: null,
      title: 'Not saved',
    });
    toast.info('Rain is forecast for Thursday', { timeout: null });
  }, [toast]);
  return null;
}

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastProvider,
  args: { children: null },
  decorators: [
    // Toasts are fixed to the viewport's corner: fill it so the screenshot includes them.
    // Not on docs pages (where no story opens an overlay) nor around inline previews.
    (Story, { viewMode, parameters }) =>
      viewMode === 'docs' || parameters.inlinePreview ? (
        <Story />
      ) : (
        <div style={{ minHeight: `calc(100vh - 2 * ${vars.space.large})` }}>
          <Story />
        </div>
      ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Notifications (toasts): wrap the app in `ToastProvider` (inside ThemeProvider) and call `useToast().positive(message)`, `.negative(...)` or `.info(...)`. They show an icon and text in a "Notifications" region, are announced through a live region (`role="alert"`), dismiss themselves after 5000 ms (spec §9; `timeout` changes it, `null` keeps them) and pause while hovered or focused. F6 moves focus to the region.\n\n**Do** say what happened in a few words ("Watering logged"). **Don\'t** put the only copy of important information or actions in a toast.\n\nOn this page the toasts are drawn inline (a still preview); the stories that raise real toasts are in the sidebar and run in the tests.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The three tones, drawn in the page so they can be read here (they never close by themselves). */
export const InlinePreview: Story = {
  name: 'Tones (inline preview)',
  parameters: { inlinePreview: true },
  render: () => (
    <ToastPreview
      toasts={[
        { tone: 'positive', message: 'Watering logged' },
        {
          tone: 'negative',
          title: 'Not saved',
          message: 'Could not save the thing. Check your connection and try again.',
        },
        { tone: 'info', message: 'Rain is forecast for Thursday' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Notifications (preview)' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(body().queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

export const Default: Story = {
  render: () => (
    <ToastProvider>
      <Raisers timeout={null} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pointer.
    const positive = canvas.getByRole('button', { name: 'Show positive' });
    await userEvent.click(positive);
    const region = await body().findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent('Watering logged');
    // Keyboard: Tab to the next raiser, Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show negative' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(region).findAllByRole('alertdialog')).toHaveLength(2);
    // Close the first with its Close button.
    const first = within(region).getByRole('alertdialog', { name: 'Watering logged' });
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(1));
    // Raise info with the keyboard too.
    canvas.getByRole('button', { name: 'Show info' }).focus();
    await userEvent.keyboard(' ');
    await expect(await body().findAllByRole('alertdialog')).toHaveLength(2);
    await userEvent.unhover(positive);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The three tones stacked, kept open (`timeout: null`) for a stable screenshot. */
export const Tones: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ToastProvider>
      <StaticToasts />
    </ToastProvider>
  ),
  play: async () => {
    await expect(await body().findAllByRole('alertdialog')).toHaveLength(3);
  },
};

/** F6 moves focus to the newest toast (its timer waits), Tab reaches Close, F6 goes back. */
export const KeyboardShortcut: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ToastProvider>
      <Raisers timeout={null} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const raise = canvas.getByRole('button', { name: 'Show positive' });
    await userEvent.click(raise);
    const region = await body().findByRole('region', { name: 'Notifications' });
    await userEvent.keyboard('{F6}');
    await expect(
      within(region).getByRole('alertdialog', { name: 'Watering logged' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{F6}');
    await expect(raise).toHaveFocus();
    await userEvent.keyboard('{F6}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('region', { name: 'Notifications' })).toBeNull());
    await expect(raise).toHaveFocus();
    await userEvent.unhover(raise);
    raise.blur();
  },
};
