import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Components/Collections/LoadMore',
  component: LoadMore,
  args: { hasMore: true, isLoading: false, onLoadMore: fn(), count: { shown: 20, total: 57 } },
  parameters: {
    docs: {
      description: {
        component:
          'Loads the next page below a list (Relay `loadNext`), with "Showing X of Y". The button shows a spinner while loading and disappears when everything is shown.\n\n**Do** keep focus on the button after loading so keyboard users continue where they were. **Don\'t** combine it with Pagination on the same list.',
      },
    },
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await userEvent.unhover(button);
    button.blur();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Load more' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AllShown: Story = {
  args: { hasMore: false, count: { shown: 57, total: 57 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 57 of 57');
  },
};

export const WithoutCount: Story = { args: { count: undefined, label: 'Load more things' } };

export const LongText: Story = {
  args: { label: 'Load the next twenty things from the Riverside Gardeners group' },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
