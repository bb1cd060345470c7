import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Logs a watering for today',
    children: <Button>Water now</Button>,
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 140, paddingTop: 56 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A short hint on hover (after `delay`) and at once on keyboard focus; Escape hides it. It describes the trigger (`aria-describedby`).\n\n**Do** keep it to a few words. **Don't** put essential information or interactive content in it: touch users rarely see it; use a Popover.",
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Hovers until the tip shows: a remount can swallow the first pointer entry. */
async function hoverUntilShown(button: HTMLElement, wait: number) {
  let tooltip: HTMLElement | undefined;
  await waitFor(
    async () => {
      await userEvent.unhover(button);
      await userEvent.hover(button);
      tooltip = await body().findByRole('tooltip', {}, { timeout: wait });
      await expect(tooltip).toBeVisible();
    },
    { timeout: 6000 },
  );
  return tooltip as HTMLElement;
}

export const Default: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Water now' });
    // Pointer: hovering shows it after the delay; leaving hides it. (react-aria shows hover
    // tooltips once it knows a pointer is in use, so press the page first.)
    await userEvent.click(canvasElement);
    const tooltip = await hoverUntilShown(button, 1500);
    await expect(tooltip).toHaveTextContent('Logs a watering for today');
    await userEvent.unhover(button);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
    // Keyboard: focus shows it at once, Escape hides it.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await body().findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenOnFocus: Story = {
  play: async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const tooltip = await body().findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(within(document.body).getByRole('button', { name: 'Water now' })).toHaveFocus();
  },
};

export const OpenOnHover: Story = {
  args: { delay: 0, closeDelay: 0, placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Water now' });
    await userEvent.click(canvasElement);
    await hoverUntilShown(button, 300);
    // Hover states are not stable for screenshots: leave, and let the tip close (see `Open`).
    await userEvent.unhover(button);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

/** A stable open state for the screenshot. */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Logs a watering for today');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(body().queryByRole('tooltip')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    isOpen: true,
    placement: 'right',
    content:
      'Logs a watering for today and notifies everyone in the Riverside Gardeners group who follows this planter',
  },
};
