import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Who can see this thing',
    name: 'visibility',
    onChange: fn(),
    options: [
      { value: 'public', label: 'Everyone', description: 'Shown on the public map' },
      { value: 'group', label: 'My groups', description: 'Only members of your groups' },
      { value: 'private', label: 'Only me' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          "Picks exactly one of a few options that are all visible. Do: keep it to 2–5 options and pre-select a safe default. Don't: use it for a yes/no setting that applies at once — use a Switch.",
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'public' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /My groups/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('group');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('private');
    await expect(canvas.getByRole('radio', { name: 'Only me' })).toBeChecked();
    await userEvent.unhover(canvas.getByRole('radio', { name: /My groups/ }));
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Layout',
    orientation: 'horizontal',
    defaultValue: 'tiles',
    options: [
      { value: 'tiles', label: 'Tiles' },
      { value: 'list', label: 'List' },
    ],
  },
};

export const ErrorMessage: Story = {
  args: { isRequired: true, errorMessage: 'Choose who can see this thing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'group' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const SmallViewport: Story = {
  args: {
    orientation: 'horizontal',
    defaultValue: 'public',
    description: 'You can change this later from the thing settings.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
