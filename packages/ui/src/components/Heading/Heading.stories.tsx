import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 1, children: 'Riverside bee cafe' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    tone: { control: 'inline-radio', options: ['neutral', 'brand'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Riverside bee cafe' }),
    ).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <Heading level={1}>Level 1: Your things</Heading>
      <Heading level={2}>Level 2: Flower beds</Heading>
      <Heading level={3}>Level 3: Corner planter</Heading>
      <Heading level={4}>Level 4: Sensors</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

export const BrandTone: Story = { args: { tone: 'brand', level: 2 } };

export const LongText: Story = {
  args: {
    level: 2,
    children:
      'The community orchard and wildflower meadow behind the old railway station on Willow Lane',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
