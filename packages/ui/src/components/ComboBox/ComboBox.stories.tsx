import { THING_CATEGORIES } from '@bloomkeep/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { thingCategoryLabel } from '../../domain/thingCategory';
import { ComboBox } from './ComboBox';

const categories = THING_CATEGORIES.map((id) => ({ id, label: thingCategoryLabel[id] }));

const meta = {
  title: 'Components/Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Category',
    name: 'category',
    items: categories,
    onSelectionChange: fn(),
    placeholder: 'Type to filter',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A text input that filters a long list of options (e.g. the 19 thing categories). Shows "No matches" when nothing fits. Do: use it for lists longer than about 15 options.',
      },
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Category' });
    // Keyboard: type to filter, choose with the arrow keys and Enter.
    await userEvent.click(input);
    const target = categories.find((item) => item.label.toLowerCase().includes('tree'))!;
    await userEvent.keyboard('tree');
    const option = await body.findByRole('option', { name: target.label });
    await expect(option).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    // Pointer: open with the button and choose.
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    const first = await body.findByRole('option', { name: categories[0]!.label });
    await userEvent.click(first);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(categories[0]!.id);
    await expect(input).toHaveValue(categories[0]!.label);
    await userEvent.unhover(first);
  },
};

export const Empty: Story = {
  name: 'Empty (no matches)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('zzz');
    await expect(await within(document.body).findByText('No matches')).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  args: { isRequired: true, errorMessage: 'Choose a category from the list' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: categories[0]!.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const SmallViewport: Story = {
  ...Empty,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
