import { THING_CATEGORIES } from '@bloomkeep/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { thingCategoryLabel } from '../../domain/thingCategory';
import { Select } from './Select';

const categories = THING_CATEGORIES.map((id) => ({ id, label: thingCategoryLabel[id] }));

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: {
    label: 'Category',
    name: 'category',
    items: categories.slice(0, 6),
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Picks one option from a list in a popover. Do: use it for 5–15 options; use a RadioGroup for fewer and a ComboBox for long lists that need filtering.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    // Pointer: open and choose.
    await userEvent.click(trigger);
    const second = args.items[1]!;
    await userEvent.click(await body.findByRole('option', { name: second.label }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(second.id);
    await expect(trigger).toHaveTextContent(second.label);
    // Keyboard: once focus is back on the trigger, open with Enter, move down, choose with Enter.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(args.items[2]!.id);
    // End at rest: the list closed, focus restored to the trigger and then let go, so the
    // screenshot never depends on how fast focus came back.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    await userEvent.unhover(trigger);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  args: { isRequired: true, errorMessage: 'Choose a category' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a category')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: categories[0]!.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Category/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Which kind of thing is this, as it should appear on the public map',
    items: [
      { id: 'a', label: 'Community orchard with fruit trees, a compost bay and a seating area' },
      { id: 'b', label: 'Tree' },
    ],
    defaultSelectedKey: 'a',
  },
};
