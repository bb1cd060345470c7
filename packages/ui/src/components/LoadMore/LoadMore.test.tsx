import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('renders a "Load more" button that calls onLoadMore on click', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore isLoading={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('calls onLoadMore on Enter', async () => {
    const onLoadMore = vi.fn();
    const user = userEvent.setup();
    render(<LoadMore hasMore isLoading={false} onLoadMore={onLoadMore} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('uses label', () => {
    render(<LoadMore hasMore isLoading={false} onLoadMore={() => undefined} label="More things" />);
    expect(screen.getByRole('button', { name: 'More things' })).toBeTruthy();
  });

  it('shows "Showing X of Y" in a status region', () => {
    render(
      <LoadMore
        hasMore
        isLoading={false}
        onLoadMore={() => undefined}
        count={{ shown: 20, total: 57 }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Showing 20 of 57');
  });

  it('is busy and ignores presses while loading', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore isLoading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('hides the button when there is nothing more', () => {
    render(
      <LoadMore
        hasMore={false}
        isLoading={false}
        onLoadMore={() => undefined}
        count={{ shown: 57, total: 57 }}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Showing 57 of 57');
  });
});
