import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Popover, PopoverPreview } from './Popover';

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  args: {
    trigger: 'What is a bee cafe?',
    title: 'Bee cafe',
    children: 'A small patch of nectar-rich flowers with water and shelter for pollinators.',
    onOpenChange: fn(),
  },
  decorators: [
    // Room for the open popover below its trigger; not needed on docs pages or inline previews.
    (Story, { viewMode, parameters }) =>
      viewMode === 'docs' || parameters.inlinePreview ? (
        <Story />
      ) : (
        <div style={{ minHeight: 260 }}>
          <Story />
        </div>
      ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Non-modal extra content anchored to a trigger, with an arrow. Focus moves into it; Escape or a click outside closes it and returns focus.\n\n**Do** use it for help and small details. **Don't** put a task that needs the user's full attention in it: use a Dialog.\n\nOn this page the open popover is drawn inline (a still preview); the stories that open the real overlay are in the sidebar and run in the tests.",
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The open popover below its trigger, drawn in the page so it can be read here. */
export const InlinePreview: Story = {
  name: 'Open (inline preview)',
  parameters: { inlinePreview: true },
  render: ({ trigger, title, children, hasArrow, 'aria-label': ariaLabel }) => (
    <PopoverPreview trigger={trigger} title={title} aria-label={ariaLabel} hasArrow={hasArrow}>
      {children}
    </PopoverPreview>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Bee cafe' })).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is a bee cafe?' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Bee cafe' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.unhover(trigger);
  },
};

export const OpenWithPointer: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is a bee cafe?' });
    await userEvent.click(trigger);
    await expect(await body().findByRole('dialog', { name: 'Bee cafe' })).toBeVisible();
    await userEvent.unhover(trigger);
  },
};

export const OpenWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  args: { placement: 'right' },
  play: async ({ args }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Bee cafe' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithoutArrow: Story = {
  tags: ['!autodocs'],
  args: { hasArrow: false, title: undefined, 'aria-label': 'Help', defaultOpen: true },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Help' })).toBeVisible();
  },
};

export const LongText: Story = {
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Looking after a community planter through a long dry summer',
    children:
      'Water early in the morning or late in the evening, soak the soil thoroughly rather than little and often, mulch with bark or compost to keep moisture in, and log every watering so neighbours can see when the planter was last looked after.',
  },
  play: async () => {
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};

export const SmallViewport: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Bee cafe' })).toBeVisible();
  },
};
