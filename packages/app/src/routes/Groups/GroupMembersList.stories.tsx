import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { smallViewport, withBrand } from '../Home/storySupport';
import { GroupMembersList, type GroupMember } from './GroupMembersList';

const olu: GroupMember = {
  membershipId: 'm1',
  name: 'Olu Organiser',
  username: 'organiserolu',
  isOwner: true,
  isYou: true,
};
const sam: GroupMember = {
  membershipId: 'm2',
  name: 'Sam Steward',
  username: 'stewardsam',
  isOwner: false,
  isYou: false,
};
const longName: GroupMember = {
  membershipId: 'm3',
  name: 'Maria Fernanda Rodriguez Lopez de la Castellana',
  username: 'maria_fernanda_rodriguez_lopez',
  isOwner: false,
  isYou: false,
};

const meta = {
  title: 'App/Groups/GroupMembersList',
  component: GroupMembersList,
  decorators: [withBrand],
  args: {
    groupName: 'Friends of Vire Island',
    members: [sam, olu, longName],
    canManage: false,
    onSetOwner: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A group’s members, owners first and marked. On the settings page owners make members owners, take ownership back and remove members (asking first); the server keeps at least one owner.',
      },
    },
  },
} satisfies Meta<typeof GroupMembersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What members see on the group page: names and who owns it, no buttons. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Olu Organiser (you)');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An owner manages members: make owner, remove owner, remove (with confirmation). */
export const AsOwner: Story = {
  args: { canManage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const makeOwner = canvas.getByRole('button', { name: 'Make owner: Sam Steward' });
    await userEvent.click(makeOwner);
    await expect(args.onSetOwner).toHaveBeenCalledWith(sam, true);
    await expect(canvas.queryByRole('button', { name: 'Remove Olu Organiser' })).toBeNull();
    // The screenshot follows: leave no hover state behind.
    await userEvent.unhover(makeOwner);
  },
};

/** Long names wrap; buttons move below on a phone. */
export const OnPhone: Story = {
  decorators: [smallViewport],
  args: { canManage: true },
};

/** A group with nobody in it (its last owner deleted their account). */
export const Empty: Story = {
  args: { members: [] },
};
