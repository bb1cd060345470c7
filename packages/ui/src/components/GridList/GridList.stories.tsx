import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { GridList } from './GridList';

interface Group {
  id: string;
  name: string;
  members: number;
}

const groups: Group[] = [
  { id: 'g1', name: 'Riverside Gardeners', members: 38 },
  { id: 'g2', name: 'Mill Road bee keepers', members: 12 },
  { id: 'g3', name: 'Library friends', members: 7 },
  { id: 'g4', name: 'Station volunteers', members: 21 },
  { id: 'g5', name: 'Allotment society', members: 54 },
];

function Tile({ group }: { group: Group }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.xsmall,
        padding: vars.space.large,
        minHeight: 96,
        backgroundColor: vars.colour.surface,
        border: `1px solid ${vars.colour.border}`,
        borderRadius: vars.radius.large,
        boxShadow: vars.shadow.small,
      }}
    >
      <strong style={{ fontFamily: vars.font.family.heading }}>{group.name}</strong>
      <span style={{ color: vars.colour.textMuted, fontSize: vars.font.size.small }}>
        {group.members} members
      </span>
    </div>
  );
}

const meta = {
  title: 'Components/Collections/GridList',
  component: GridList<Group>,
  args: {
    'aria-label': 'Groups',
    items: groups,
    children: (group: Group) => <Tile group={group} />,
    onAction: fn(),
    renderEmptyState: () => 'You are not in any group yet.',
  },
  parameters: {
    docs: {
      description: {
        component:
          "Tiles of things, groups or devices on react-aria's GridList: one tab stop, arrow keys move between tiles in two dimensions, Enter activates (`onAction`). Columns fill the available width (min 220 px).\n\n**Do** keep one primary action per tile. **Don't** nest buttons in tiles: use `onAction` or a Menu outside.",
      },
    },
  },
} satisfies Meta<typeof GridList<Group>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tile = await canvas.findByRole('row', { name: /Library friends/ });
    await userEvent.click(tile);
    await expect(args.onAction).toHaveBeenLastCalledWith('g3');
    // Keyboard: arrows move across the tiles (2D), Enter activates.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: /Station volunteers/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('g4');
    await userEvent.unhover(tile);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', selectedKeys: ['g2'], onAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('row', { name: /Mill Road bee keepers/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['g5'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('row', { name: /Allotment society/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Stack: Story = { args: { layout: 'stack' } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You are not in any group yet.'),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'l1',
        name: 'The Friends of the Old Railway Station Community Wildflower Garden',
        members: 1204,
      },
      ...groups.slice(0, 2),
    ],
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
