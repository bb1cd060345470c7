import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  {
    id: 'overview',
    label: 'Overview',
    content: 'A planter of wildflowers by the bus stop on Mill Road, planted in April 2024.',
  },
  { id: 'actions', label: 'Actions', content: '24 waterings and 3 litter clean-ups this year.' },
  { id: 'devices', label: 'Devices', content: 'One LSE01 soil sensor.' },
  { id: 'photos', label: 'Photos', content: '6 photos.' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Thing sections', items, onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Switches between sections of one view. Tab moves into the list, arrow keys move between tabs (selection follows focus), Tab again moves into the panel.\n\n**Do** use short nouns as labels. **Don't** use tabs for steps in a sequence or for navigation between pages.",
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pointer.
    const photos = await canvas.findByRole('tab', { name: 'Photos' });
    await userEvent.click(photos);
    await expect(photos).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('photos');
    // Keyboard: arrows wrap around and move the selection.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Actions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('24 waterings');
    await userEvent.unhover(photos);
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'devices' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tabpanel')).toHaveTextContent('LSE01');
  },
};

export const Disabled: Story = {
  args: {
    items: items.map((item) => (item.id === 'devices' ? { ...item, isDisabled: true } : item)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Devices' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Photos' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Actions' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { id: 'a', label: 'Watering history', content: 'Every watering logged since 2024.' },
      { id: 'b', label: 'Soil moisture and temperature', content: 'Readings from the sensor.' },
      { id: 'c', label: 'Community group members', content: 'Riverside Gardeners.' },
      { id: 'd', label: 'Photos and documents', content: 'None yet.' },
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
  play: async ({ canvasElement }) => {
    // The tab list scrolls sideways rather than wrapping.
    await expect(await within(canvasElement).findAllByRole('tab')).toHaveLength(4);
  },
};

/**
 * More tabs than fit: the row scrolls by itself with a fade and an arrow at the cut edge, and the
 * arrow keys bring each tab into view.
 */
export const Overflowing: Story = {
  args: { items: LongText.args!.items! },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-scroll-cue="end"]')).not.toBeNull(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    const last = canvas.getByRole('tab', { name: 'Photos and documents' });
    await expect(last).toHaveFocus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 1,
      ),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-scroll-cue="start"]')).not.toBeNull(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
