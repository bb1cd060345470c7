import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Heading } from '../Heading/Heading';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    'aria-label': 'Watering',
    children: 'The planter was watered two days ago. Rain is forecast for Thursday.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['section', 'article', 'div'] },
    tone: {
      control: 'inline-radio',
      options: [undefined, 'positive', 'caution', 'critical', 'info', 'neutral'],
    },
    padding: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Watering' })).toBeVisible();
  },
};

export const WithHeading: Story = {
  args: {
    as: 'article',
    'aria-label': undefined,
    'aria-labelledby': 'card-heading',
    children: (
      <div style={{ display: 'grid', gap: vars.space.small }}>
        <Heading level={3} id="card-heading">
          Sensor readings
        </Heading>
        <p style={{ margin: 0 }}>Soil moisture 42 %, temperature 14 °C.</p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'Sensor readings' }),
    ).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <Card tone="positive" aria-label="Positive">
        Positive: the soil is moist.
      </Card>
      <Card tone="caution" aria-label="Caution">
        Caution: the battery is low.
      </Card>
      <Card tone="critical" aria-label="Critical">
        Critical: the sensor has not reported for a week.
      </Card>
      <Card tone="info" aria-label="Info">
        Info: rain is forecast for Thursday.
      </Card>
      <Card tone="neutral" aria-label="Neutral">
        Neutral: no readings yet.
      </Card>
    </div>
  ),
};

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <Card padding="small" aria-label="Small">
        Small padding
      </Card>
      <Card padding="medium" aria-label="Medium">
        Medium padding
      </Card>
      <Card padding="large" aria-label="Large">
        Large padding
      </Card>
    </div>
  ),
};
