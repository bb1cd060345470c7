import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { indicatorLevels } from '../../domain/indicatorLevel';
import { vars } from '../../themes/contract.css';
import { IndicatorLabel } from './IndicatorLabel';

const meta = {
  title: 'Domain/IndicatorLabel',
  component: IndicatorLabel,
  args: { level: 'needsWater' },
  argTypes: { level: { control: 'select', options: indicatorLevels } },
  parameters: {
    docs: {
      description: {
        component:
          "A thing's water indicator as a coloured dot with its name. Do: use it wherever the indicator appears in text. Don't: show the dot without the name — colour alone does not carry meaning.",
      },
    },
  },
} satisfies Meta<typeof IndicatorLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Needs water')).toBeVisible();
  },
};

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.large }}>
      {indicatorLevels.map((level) => (
        <IndicatorLabel key={level} level={level} />
      ))}
    </div>
  ),
};

export const WithPrefixSmall: Story = {
  args: { level: 'moist', prefix: 'Water:', size: 'small' },
};
