import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { indicatorLevels } from '../../domain/indicatorLevel';
import { IndicatorScale } from './IndicatorScale';

const meta = {
  title: 'Domain/IndicatorScale',
  component: IndicatorScale,
  args: { level: 'needsWater' },
  argTypes: {
    level: { control: 'select', options: [undefined, ...indicatorLevels] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The water scale: blue too wet, green moist, orange needs water, red too dry, grey unknown. Every level is named in text and the current one is marked and announced ("Current: Needs water"). Do: add the legend where people first meet the scale.',
      },
    },
  },
} satisfies Meta<typeof IndicatorScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Water scale' })).toBeVisible();
    await expect(canvas.getByText('Current: Needs water')).toBeVisible();
    const current = canvas
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current'));
    await expect(current).toHaveTextContent('Needs water');
  },
};

/** No current level (e.g. a thing without a sensor): the scale alone. */
export const Empty: Story = { args: { level: undefined } };

export const Unknown: Story = { args: { level: 'unknown' } };

export const WithLegend: Story = {
  args: { level: 'moist', showLegend: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(5);
  },
};

export const Vertical: Story = {
  args: { level: 'tooDry', orientation: 'vertical' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};

/** At 360 px the five labels wrap within their segments. */
export const SmallViewport: Story = {
  args: { level: 'tooWet', showLegend: true },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
