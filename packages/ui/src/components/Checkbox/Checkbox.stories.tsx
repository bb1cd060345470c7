import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Email me a weekly digest', name: 'digest', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A tick box for an option that is saved with a form. Do: word the label as a statement that is true when ticked. Don't: use it for settings that apply at once — use a Switch.",
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'A summary of watering and actions, sent on Mondays.' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me a weekly digest' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.unhover(box);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args}>Unticked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Ticked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Some things selected
      </Checkbox>
    </div>
  ),
};

/** The drawn box or circle beside a checkbox or radio input (the `aria-hidden` span in its label). */
function markOf(input: HTMLElement): HTMLElement {
  const mark = input.closest('label')?.querySelector<HTMLElement>('span[aria-hidden="true"]');
  if (!mark) throw new Error('No drawn mark beside the input');
  return mark;
}

/** Corner radius as a share of the mark's width: 0.5 or more draws a circle. */
function roundness(mark: HTMLElement): number {
  const radius = Number.parseFloat(getComputedStyle(mark).borderTopLeftRadius);
  return (
    Math.min(radius, mark.getBoundingClientRect().width / 2) / mark.getBoundingClientRect().width
  );
}

/**
 * A checkbox beside radios: in every theme the checkbox stays square-ish (corners at most a
 * third of its side) while radios are circles, so the two never look alike.
 */
export const BesideRadios: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox {...args} defaultSelected>
        Show on the public map
      </Checkbox>
      <RadioGroup
        label="Who can see this thing"
        defaultValue="public"
        options={[
          { value: 'public', label: 'Everyone' },
          { value: 'private', label: 'Only me' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = markOf(canvas.getByRole('checkbox', { name: 'Show on the public map' }));
    const circle = markOf(canvas.getByRole('radio', { name: 'Everyone' }));
    await expect(roundness(box)).toBeLessThanOrEqual(1 / 3);
    await expect(roundness(circle)).toBe(0.5);
  },
};

export const Required: Story = {
  name: 'Error (required)',
  args: {
    children: 'I accept the terms of use',
    isRequired: true,
    errorMessage: 'Accept the terms to create an account',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to create an account');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Let other members of the Riverside Gardeners group see my name and picture next to the actions I log on shared things',
    description: 'You can change this later on your profile page.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
