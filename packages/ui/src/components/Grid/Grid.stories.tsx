import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Grid } from './Grid';

const cell = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 96,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
} as const;

const things = [
  'Corner planter',
  'Oak tree',
  'Bee hotel',
  'Pond',
  'Hedge',
  'Meadow',
  'Green roof',
  'Raised bed',
];

const meta = {
  title: 'Components/Layout/Grid',
  component: Grid,
  parameters: {
    docs: {
      description: {
        component:
          'A responsive grid. Give `columns` per breakpoint (small < 600 px, tablet ≥ 600, desktop ≥ 1024, wide ≥ 1440, ultraWide ≥ 1920; a missing breakpoint inherits the smaller one) or a `minItemWidth` to fit as many columns as there is room for. Column counts are maxima: rows are balanced so no item is left alone on the last row (4 items in 3 columns make 2 by 2; `isUnbalanced` opts out). Do use `as="ul"` for lists of items.',
      },
    },
  },
  args: {
    gap: 'medium',
    columns: { small: 1, tablet: 2, desktop: 3, wide: 4 },
    as: 'ul',
    'aria-label': 'Things',
    children: things.map((name) => (
      <li key={name} style={cell}>
        {name}
      </li>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Things' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(things.length);
    // The runner's viewport is 1024 px wide: the desktop column count applies (8 items in 3
    // columns make rows of 3, 3 and 2: balanced, so the count stays).
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

/** Four items in at most 3 columns: 2 by 2, not 3 and an orphan. */
export const Balanced: Story = {
  args: {
    children: things.slice(0, 4).map((name) => (
      <li key={name} style={cell}>
        {name}
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Things' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

export const MinItemWidth: Story = {
  args: { minItemWidth: 200, columns: undefined },
};

export const SmallViewport: Story = {
  args: { minItemWidth: 140, columns: undefined, gap: 'small' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Things' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    children: [
      'The community orchard and wildflower meadow behind the old railway station on Willow Lane',
      ...things.slice(0, 5),
    ].map((name) => (
      <li key={name} style={cell}>
        {name}
      </li>
    )),
  },
};
