import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_TYPES } from '@bloomkeep/schema';
import { expect, within } from 'storybook/test';
import { actionTypeLabel } from '../../domain/actionType';
import { vars } from '../../themes/contract.css';
import { ActionTypeIcon } from './ActionTypeIcon';

const meta = {
  title: 'Domain/ActionTypeIcon',
  component: ActionTypeIcon,
  args: { type: 'WATERING', size: 'medium' },
  argTypes: {
    type: { control: 'select', options: ACTION_TYPES },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The icon of an action type (created, share, education, measurement, watering, litter cleanup, upkeep). Decorative beside text; give it a `label` when it stands alone.',
      },
    },
  },
} satisfies Meta<typeof ActionTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every action type, each a named image. */
export const AllTypes: Story = {
  render: (args) => (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, color: vars.colour.text }}
    >
      {ACTION_TYPES.map((type) => (
        <ActionTypeIcon
          key={type}
          {...args}
          type={type}
          size="large"
          label={actionTypeLabel[type]}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Litter cleanup' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(7);
  },
};
