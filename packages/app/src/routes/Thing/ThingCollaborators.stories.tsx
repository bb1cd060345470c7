import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { smallViewport, withBrand } from '../Home/storySupport';
import { ThingCollaborators, type ThingHelper } from './ThingCollaborators';

const owner: ThingHelper = {
  accessId: 'a1',
  name: 'Olive Owner',
  username: 'olive',
  isOwner: true,
  isCollaborator: false,
  isYou: false,
};
const helper: ThingHelper = {
  accessId: 'a2',
  name: 'Hal Helper',
  username: 'hal',
  isOwner: false,
  isCollaborator: true,
  isYou: false,
};
const longName: ThingHelper = {
  accessId: 'a3',
  name: 'Maria Fernanda Rodriguez Lopez de la Castellana',
  username: 'maria_fernanda_rodriguez_lopez',
  isOwner: false,
  isCollaborator: true,
  isYou: false,
};

const meta = {
  title: 'App/Thing/ThingCollaborators',
  component: ThingCollaborators,
  decorators: [withBrand],
  args: {
    thingName: 'Castle Street bee cafe',
    thingWord: 'bee cafe',
    people: [owner, helper, longName],
    canManage: true,
    onRemove: fn(async () => {}),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Who looks after a thing, on its settings page: owners first, then collaborators. A collaborator sees “Stop helping” on their own row; owners see “Remove” on each collaborator’s. Both ask for confirmation before anything changes.',
      },
    },
  },
} satisfies Meta<typeof ThingCollaborators>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: Remove on every collaborator, nothing on owners. */
export const AsOwner: Story = {
  args: { people: [{ ...owner, isYou: true }, helper, longName] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Hal Helper' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove Olive/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Stop helping' })).toBeNull();
  },
};

/** A collaborator's view: only their own row has an action. */
export const AsCollaborator: Story = {
  args: { canManage: false, people: [owner, { ...helper, isYou: true }, longName] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hal Helper (you)')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Stop helping' })).toBeVisible();
  },
};

/** Stopping asks first; cancelling changes nothing. */
export const StopHelpingAsks: Story = {
  tags: ['!autodocs'],
  args: { canManage: false, people: [owner, { ...helper, isYou: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop helping' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Stop helping with Castle Street bee cafe?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const NobodyYet: Story = {
  args: { people: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nobody looks after/)).toBeVisible();
  },
};

/** Members of a group the thing is shared with are stewards too, marked with their group. */
export const WithGroupStewards: Story = {
  args: {
    people: [
      { ...owner, isYou: true },
      helper,
      {
        accessId: 'g1',
        name: 'Gus Group-owner',
        username: 'gus',
        isOwner: false,
        isCollaborator: false,
        isYou: false,
        viaGroup: {
          name: 'Friends of Vire Island',
          href: '/groups/friends-of-vire-island',
          isGroupOwner: true,
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Friends of Vire Island' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove Gus Group-owner' })).toBeNull();
  },
};

export const SmallViewport: Story = {
  ...AsOwner,
  decorators: [smallViewport],
};
