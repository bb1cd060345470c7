import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_TYPES } from '@bloomkeep/schema';
import { expect, within } from 'storybook/test';
import { actionTypeLabel } from '../../domain/actionType';
import { thingCategories, thingCategoryLabel } from '../../domain/thingCategory';
import { vars } from '../../themes/contract.css';
import { ActionTypeIcon } from '../ActionTypeIcon/ActionTypeIcon';
import { CategoryIcon } from './CategoryIcon';

const meta = {
  title: 'Domain/CategoryIcon',
  component: CategoryIcon,
  args: { category: 'TREE', size: 'medium' },
  argTypes: {
    category: { control: 'select', options: thingCategories },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The icon of each of the 19 thing categories. Do: show it beside the category's name (it is then decorative and hidden from assistive technology). Don't: use it alone without a `label` — with a `label` it becomes a named image.",
      },
    },
  },
} satisfies Meta<typeof CategoryIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
const cell = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontSize: vars.font.size.small,
} as const;
const heading = {
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.font.size.medium,
  color: vars.colour.text,
} as const;

export const Default: Story = {};

/** Every category and action type icon with its name. */
export const AllIcons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <section>
        <h2 style={heading}>Thing categories</h2>
        <ul style={grid}>
          {thingCategories.map((category) => (
            <li key={category} style={cell}>
              <CategoryIcon category={category} size="large" />
              {thingCategoryLabel[category]}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 style={heading}>Action types</h2>
        <ul style={grid}>
          {ACTION_TYPES.map((type) => (
            <li key={type} style={cell}>
              <ActionTypeIcon type={type} size="large" />
              {actionTypeLabel[type]}
            </li>
          ))}
        </ul>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(19 + 7);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** With a `label` the icon is a named image (for icon-only use). */
export const Labelled: Story = {
  args: { category: 'BEECAFE', label: 'Bee cafe', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Bee cafe' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.medium,
        color: vars.colour.text,
      }}
    >
      <CategoryIcon {...args} size="small" />
      <CategoryIcon {...args} size="medium" />
      <CategoryIcon {...args} size="large" />
    </div>
  ),
};
