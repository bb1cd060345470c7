import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { Dialog, DialogPreview } from './Dialog';

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Rename thing',
    trigger: 'Rename',
    children: 'Give the planter a name neighbours will recognise, such as "Mill Road bee cafe".',
    onOpenChange: fn(),
    actions: (close: () => void) => (
      <>
        <Button tone="neutral" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  decorators: [
    // The modal is fixed to the viewport: fill it so the screenshot of #storybook-root shows it.
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
          "A modal dialog for a task that needs full attention. Opens and closes with a 300 ms transition (none with reduced motion); traps focus, closes on Escape, the Close button and (when `isDismissable`) a backdrop click, and returns focus to the trigger.\n\n**Do** keep it to one task with clear actions. **Don't** stack dialogs; use AlertDialog for confirmations.\n\nOn this page the open dialog is drawn inline (a still preview); the stories that open the real overlay are in the sidebar and run in the tests.",
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Docs pages stay calm: nothing modal is open and the page still scrolls. */
async function expectNoModal() {
  await expect(document.querySelector('[aria-modal="true"]')).toBeNull();
  await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
}

/** The open dialog, drawn in the page so it can be read here (no backdrop, nothing locked). */
export const InlinePreview: Story = {
  name: 'Open (inline preview)',
  parameters: { inlinePreview: true },
  render: ({ title, children, actions, size }) => (
    <DialogPreview title={title} actions={actions} size={size}>
      {children}
    </DialogPreview>
  ),
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('group', { name: 'Rename thing' });
    await expect(within(preview).getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoModal();
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    // Pointer: open, then close with the Close button.
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Rename thing' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Keyboard: Enter opens, Escape closes.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: 'Rename thing' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // End at rest: focus back on the trigger (with its keyboard focus ring) before
    // the screenshot, which otherwise sometimes caught the moment before.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.unhover(trigger);
  },
};

export const OpenWithPointer: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Rename thing' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.unhover(trigger);
  },
};

export const OpenWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  args: { size: 'small' },
  play: async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await body().findByRole('dialog', { name: 'Rename thing' });
    // Focus is trapped inside: Tab cycles Close → Cancel → Save → Close.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const Controlled: Story = {
  tags: ['!autodocs'],
  args: { trigger: undefined, isOpen: true, size: 'large' },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Rename thing' })).toBeVisible();
  },
};

export const NotDismissable: Story = {
  tags: ['!autodocs'],
  args: { isDismissable: false, defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Rename thing' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Hand over the Riverside community planter to the Mill Road Gardeners group',
    children: (
      <div style={{ display: 'grid', gap: vars.space.medium }}>
        {Array.from({ length: 6 }, (_, index) => (
          <p key={index} style={{ margin: 0 }}>
            Everyone in the group will be able to log waterings, upload photos and change the
            planter&apos;s details. You stay an owner until you leave the group yourself.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};
