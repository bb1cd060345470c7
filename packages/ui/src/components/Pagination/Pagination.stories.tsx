import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Collections/Pagination',
  component: Pagination,
  args: { page: 3, pageCount: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation in a "Pagination" nav landmark; the current page has `aria-current="page"`. Long ranges collapse with ellipses.\n\n**Do** use it where people need to reach a specific page (admin tables). **Don\'t** use it for feeds: use LoadMore.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard: Shift+Tab back past 12, 5 and 4 to Page 3 and press Enter.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.unhover(canvas.getByRole('navigation', { name: 'Pagination' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Previous page' }),
    ).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const ManyPages: Story = { args: { page: 120, pageCount: 240 } };

export const SmallViewport: Story = {
  args: { page: 50, pageCount: 99 },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
