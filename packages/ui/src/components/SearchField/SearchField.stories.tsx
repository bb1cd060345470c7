import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/Forms/SearchField',
  component: SearchField,
  args: {
    label: 'Search things',
    placeholder: 'Name, street or category',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A search input: Enter submits, Escape or the clear button empties it. Do: keep a label even when hidden (`hideLabel`) so it stays named.',
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search things' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('oak{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('oak');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'elm');
    const clear = canvas.getByRole('button', { name: /Clear/ });
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
    await userEvent.unhover(clear);
  },
};

export const WithValue: Story = { args: { defaultValue: 'bee cafe', hideLabel: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

export const SmallViewport: Story = {
  args: { hideLabel: true, defaultValue: 'community orchard on the corner of Mill Road' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
