import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ListView, type ListViewLayout } from './ListView';

interface Thing {
  id: string;
  name: string;
  category: string;
}

const things: Thing[] = [
  { id: 't1', name: 'Mill Road bee cafe', category: 'Bee cafe' },
  { id: 't2', name: 'Oak tree by the library', category: 'Tree' },
  { id: 't3', name: 'Station planter', category: 'Planter' },
  { id: 't4', name: 'Allotment herb bed', category: 'Raised bed' },
];

function renderThing(thing: Thing, layout: ListViewLayout) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: layout === 'tiles' ? 'column' : 'row',
        justifyContent: 'space-between',
        gap: vars.space.xsmall,
        padding: vars.space.large,
        minHeight: layout === 'tiles' ? 96 : undefined,
        backgroundColor: vars.colour.surface,
        border: `1px solid ${vars.colour.border}`,
        borderRadius: vars.radius.large,
      }}
    >
      <strong>{thing.name}</strong>
      <span style={{ color: vars.colour.textMuted }}>{thing.category}</span>
    </div>
  );
}

const meta = {
  title: 'Components/Collections/ListView',
  component: ListView<Thing>,
  args: {
    'aria-label': 'Things',
    items: things,
    renderItem: renderThing,
    onLayoutChange: fn(),
    onAction: fn(),
    renderEmptyState: () => 'No things yet.',
  },
  argTypes: { defaultLayout: { control: 'inline-radio', options: ['list', 'tiles'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A collection with a \"Layout\" switch between tiles and a one-column list. Spec §9: thing lists default to `list`; groups and devices default to `tiles`. `renderItem` receives the layout so items can adapt.\n\n**Do** remember the user's choice per list (controlled `layout`). **Don't** change the items' order between layouts.",
      },
    },
  },
} satisfies Meta<typeof ListView<Thing>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tiles = canvas.getByRole('radio', { name: 'Tiles' });
    const list = canvas.getByRole('radio', { name: 'List' });
    await expect(list).toHaveAttribute('aria-checked', 'true');
    // Pointer.
    await userEvent.click(tiles);
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith('tiles');
    await expect(tiles).toHaveAttribute('aria-checked', 'true');
    // Keyboard: arrow to List, Space selects it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith('list');
    await expect(list).toHaveAttribute('aria-checked', 'true');
    await userEvent.unhover(tiles);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Tiles: Story = {
  args: { defaultLayout: 'tiles' },
  play: async ({ canvasElement, args }) => {
    const row = await within(canvasElement).findByRole('row', { name: /Station planter/ });
    await userEvent.click(row);
    await expect(args.onAction).toHaveBeenCalledWith('t3');
    await userEvent.unhover(row);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { isLoading: true, defaultLayout: 'tiles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Things' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No things yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        name: 'The community wildflower planter outside the old railway station on Mill Road',
        category: 'Planter',
      },
      ...things.slice(0, 2),
    ],
  },
};

export const SmallViewport: Story = {
  args: { defaultLayout: 'tiles' },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
