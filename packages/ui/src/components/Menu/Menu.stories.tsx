import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Pencil, Share2, Trash2, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuItemSpec } from './Menu';

const items: MenuItemSpec[] = [
  { id: 'edit', label: 'Edit thing', icon: <Pencil size={16} /> },
  { id: 'share', label: 'Share', icon: <Share2 size={16} /> },
  { id: 'archive', label: 'Archive', isDisabled: true },
  { id: 'delete', label: 'Delete thing', tone: 'critical', icon: <Trash2 size={16} /> },
];

const meta = {
  title: 'Components/Overlays/Menu',
  component: Menu,
  args: { label: 'Thing actions', trigger: 'Actions', items, onAction: fn() },
  decorators: [
    // The menu opens in a portal over the page: leave room so screenshots include it.
    (Story) => (
      <div style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A button that opens a list of actions or links. `label` names the trigger for assistive tech; `trigger` is its visible content. Items with `href` navigate as links.\n\n**Do** put destructive actions last with `tone: "critical"`, and confirm them with an AlertDialog. **Don\'t** hide the only way to do a primary task in a menu.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Thing actions' });
    // Pointer: open and choose an item.
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('menuitem', { name: 'Share' }));
    await expect(args.onAction).toHaveBeenCalledWith('share');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    // Keyboard: Enter opens with the first item focused, arrows move, Enter chooses.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const edit = await body().findByRole('menuitem', { name: 'Edit thing' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('share');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    // Focus returns to the trigger; blur it so the screenshot has no focus ring.
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    await userEvent.unhover(trigger);
  },
};

export const OpenWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Thing actions' });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Thing actions' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    // On a busy machine the key must not arrive before the trigger has focus.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const edit = await body().findByRole('menuitem', { name: 'Edit thing' }, { timeout: 5000 });
    await waitFor(() => expect(edit).toHaveFocus());
    // Archive is disabled: ArrowDown skips from Share to Delete.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body().getByRole('menuitem', { name: 'Delete thing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    // react-aria gives focus back to the trigger a moment after the menu closes; a key sent
    // before that goes nowhere (a loaded CI machine did exactly that).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body().getByRole('menuitem', { name: 'Edit thing' })).toHaveFocus());
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thing actions' }));
    const archive = await body().findByRole('menuitem', { name: 'Archive' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archive, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(archive, { pointerEventsCheck: 0 });
  },
};

export const Links: Story = {
  args: {
    label: 'Account',
    trigger: (
      <>
        <User size={16} aria-hidden="true" /> Robin
      </>
    ),
    items: [
      { id: 'profile', label: 'Profile', href: '#profile', icon: <User size={16} /> },
      { id: 'signout', label: 'Sign out', tone: 'critical', icon: <LogOut size={16} /> },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const profile = await body().findByRole('menuitem', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '#profile');
    await userEvent.unhover(profile);
  },
};

export const LongText: Story = {
  args: {
    trigger: 'More actions for the Riverside community planter',
    items: [
      { id: 'invite', label: 'Invite everyone in the Riverside Gardeners group to look after it' },
      { id: 'export', label: 'Export the complete watering history as a spreadsheet' },
      { id: 'delete', label: 'Delete this thing and all of its actions', tone: 'critical' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thing actions' }));
    await expect(await body().findAllByRole('menuitem')).toHaveLength(3);
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Thing actions' }));
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Thing actions' });
    await userEvent.click(trigger);
    await expect(await body().findByRole('menu')).toBeVisible();
    await userEvent.unhover(trigger);
  },
};
