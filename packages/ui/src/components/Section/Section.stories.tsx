import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { Section } from './Section';

const body = (
  <p style={{ margin: 0, color: vars.colour.text }}>
    Two sensors report every hour. The last reading was 42 % soil moisture at 14 °C.
  </p>
);

const meta = {
  title: 'Components/Layout/Section',
  component: Section,
  parameters: {
    docs: {
      description: {
        component:
          'A titled part of a page: a `<section>` region named by its heading (h2 by default), with an optional description and actions. Do keep the heading levels in order under the page’s h1; don’t use a section for a single line of content.',
      },
    },
  },
  args: {
    title: 'Sensors',
    description: 'Devices attached to this thing.',
    children: body,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sensors' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sensors' })).toBeVisible();
  },
};

const onAdd = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="small" tone="neutral" onPress={onAdd}>
        Add device
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Add device' });
    await userEvent.click(button);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(2);
    await userEvent.unhover(button);
    button.blur();
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3, title: 'Readings', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Readings' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    children: (
      <p style={{ margin: 0, color: vars.colour.textMuted }}>No sensors are attached yet.</p>
    ),
  },
};

export const LongText: Story = {
  args: {
    title:
      'Sensors in the community orchard and wildflower meadow behind the old railway station on Willow Lane',
    description:
      'Every device that reports moisture, temperature, conductivity or pH for this thing, including the ones that have not reported for a while.',
    actions: (
      <Button size="small" tone="neutral">
        Add device
      </Button>
    ),
  },
};

export const SmallViewport: Story = {
  args: {
    actions: (
      <Button size="small" tone="neutral">
        Add device
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
