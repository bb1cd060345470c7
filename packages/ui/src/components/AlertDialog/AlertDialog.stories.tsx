import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { AlertDialog, AlertDialogPreview } from './AlertDialog';

const meta = {
  title: 'Components/Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete this thing?',
    children: 'The Mill Road bee cafe, its 24 actions and 6 photos will be deleted for everyone.',
    confirmLabel: 'Delete thing',
    trigger: 'Delete thing',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['critical', 'brand'] } },
  decorators: [
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
          'Asks for confirmation before an action (`role="alertdialog"`). For `tone="critical"` focus starts on Cancel so Enter never destroys by accident. `onConfirm` may return a promise: the confirm button shows a spinner, and the dialog closes when it resolves and stays open if it rejects.\n\n**Do** name the action in `confirmLabel` ("Delete thing", not "OK"). **Don\'t** use it for information only.\n\nOn this page the open dialog is drawn inline (a still preview); the stories that open the real overlay are in the sidebar and run in the tests.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The open confirmation, drawn in the page so it can be read here (no backdrop, nothing locked). */
export const InlinePreview: Story = {
  name: 'Open (inline preview)',
  parameters: { inlinePreview: true },
  render: ({ title, children, confirmLabel, cancelLabel, tone, isPending }) => (
    <AlertDialogPreview
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      tone={tone}
      isPending={isPending}
    >
      {children}
    </AlertDialogPreview>
  ),
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('group', { name: 'Delete this thing?' });
    await expect(within(preview).getByRole('button', { name: 'Delete thing' })).toBeVisible();
    await expect(document.querySelector('[aria-modal="true"]')).toBeNull();
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete thing' });
    // Pointer: open and cancel.
    await userEvent.click(trigger);
    let dialog = await body().findByRole('alertdialog', { name: 'Delete this thing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Keyboard: open, focus starts on Cancel; Tab to the confirm button and press Enter.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await body().findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    await userEvent.unhover(trigger);
  },
};

export const OpenWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog', { name: 'Delete this thing?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

export const Brand: Story = {
  tags: ['!autodocs'],
  args: {
    tone: 'brand',
    title: 'Publish this thing?',
    children: 'Everyone will see the planter on the map.',
    confirmLabel: 'Publish',
    trigger: 'Publish',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Publish' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', { name: 'Publish this thing?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus(),
    );
    await userEvent.unhover(trigger);
  },
};

export const Loading: Story = {
  tags: ['!autodocs'],
  args: { trigger: undefined, isOpen: true, isPending: true },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete thing' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Error: Story = {
  tags: ['!autodocs'],
  args: {
    onConfirm: fn(() => Promise.reject(new globalThis.Error('offline'))),
    defaultOpen: true,
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete thing' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // A failed confirmation keeps the dialog open so the user can retry.
    await expect(body().getByRole('alertdialog')).toBeVisible();
    await userEvent.unhover(within(dialog).getByRole('button', { name: 'Delete thing' }));
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Remove Alexandra Montgomery-Fitzgerald from the Riverside Gardeners group?',
    children:
      'She will no longer be able to log waterings, upload photos or edit any of the group\u2019s 38 things. Her past actions stay in the timeline, credited to her name.',
    confirmLabel: 'Remove member',
    cancelLabel: 'Keep member',
  },
};
