import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  args: { label: 'Comment', name: 'comment', onChange: fn(), maxLength: 280 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Multi-line text such as an action comment or a thing description, with an optional character count (`maxLength`). Do: size `rows` to the expected answer.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Visible to everyone who looks after this thing.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(input);
    await userEvent.keyboard('Topped up the water bowl.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Topped up the water bowl.');
    await expect(canvas.getByText('25/280')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.unhover(input);
  },
};

export const RuleError: Story = {
  args: {
    isRequired: true,
    defaultValue: 'ok',
    validate: (value: string) => (value.trim().length < 5 ? 'Write at least 5 characters' : null),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.click(input);
    await userEvent.keyboard('!');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.unhover(input);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Weeded the bed.' } };

export const LongText: Story = {
  args: {
    defaultValue:
      'Watered both raised beds and the three tubs by the gate. The bee hotel has a loose back panel that needs two screws; I left a note for Maria. The water butt is nearly empty, so if it does not rain by Thursday someone will need to bring cans from the allotment tap.',
    rows: 5,
  },
};
