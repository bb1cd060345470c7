import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageSlots } from './Pagination';

describe('Pagination', () => {
  it('renders a "Pagination" nav with prev/next and page buttons', () => {
    render(<Pagination page={2} pageCount={4} onPageChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Next page']);
  });

  it('marks the current page with aria-current="page"', () => {
    render(<Pagination page={3} pageCount={4} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(null);
  });

  it('calls onPageChange with the page on click', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('works with the keyboard', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(
      true,
    );
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shortens long ranges with gaps, widened by siblingCount', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(pageSlots(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
    render(<Pagination page={10} pageCount={20} onPageChange={() => undefined} />);
    expect(screen.getAllByRole('button')).toHaveLength(7);
  });
});
