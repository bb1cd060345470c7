import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Patterns/ErrorState',
  component: ErrorState,
  args: {
    message:
      'The readings for this sensor could not be loaded. Check your connection and try again.',
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Replaces content that failed to load (`role="alert"`). Do: say what failed and offer a retry when it may help. Don\'t: show raw error codes or stack traces.',
      },
    },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    const button = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    // End unfocused and without hover so the screenshot shows the resting state.
    button.blur();
    await userEvent.unhover(button);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'Thing not found', message: 'It may have been deleted.' },
};

export const Loading: Story = {
  name: 'Retrying',
  args: { isRetrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'The sensor on the Mill Road bee cafe planter has not reported for more than three days',
    message:
      'The Things Stack did not deliver any uplinks from eui-70b3d57ed0053a1f since 18 November. The battery may be flat or the gateway may be offline; the readings below are the last ones received.',
    retryLabel: 'Check for new readings',
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
