import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionTimeline, type TimelineAction } from './ActionTimeline';

const now = new Date('2025-06-10T12:00:00Z');
const actions: TimelineAction[] = [
  {
    id: '3',
    type: 'LITTER_CLEANUP',
    comments: 'Two bags of crisp packets from the hedge.',
    createdAt: '2025-06-10T09:00:00Z',
    creator: { name: 'Priya Shah', username: 'priya' },
  },
  {
    id: '2',
    type: 'WATERING',
    createdAt: '2025-06-07T12:00:00Z',
    creator: { name: 'Sam Green' },
  },
];

describe('ActionTimeline', () => {
  it('is an ordered list of the actions in the order given', () => {
    render(<ActionTimeline actions={actions} now={now} />);
    const list = screen.getByRole('list', { name: 'Actions' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/Litter cleanup|Watering/).textContent),
    ).toEqual(['Litter cleanup', 'Watering']);
  });

  it('shows time ago with a machine-readable datetime', () => {
    render(<ActionTimeline actions={actions} now={now} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-06-10T09:00:00.000Z');
    expect(screen.getByText('3 days ago')).toBeTruthy();
  });

  it('shows the creator name and username', () => {
    render(<ActionTimeline actions={actions} now={now} />);
    expect(screen.getByText('Priya Shah')).toBeTruthy();
    expect(screen.getByText('@priya')).toBeTruthy();
    expect(screen.getByText('Sam Green')).toBeTruthy();
  });

  it('shows comments when present', () => {
    render(<ActionTimeline actions={actions} now={now} />);
    expect(screen.getByText('Two bags of crisp packets from the hedge.')).toBeTruthy();
  });

  it('hides the decorative icons and avatars from assistive technology', () => {
    render(<ActionTimeline actions={actions} now={now} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows the empty message without actions', () => {
    const { rerender } = render(<ActionTimeline actions={[]} />);
    expect(screen.getByText('Nothing has been recorded yet.')).toBeTruthy();
    rerender(<ActionTimeline actions={[]} emptyMessage="No actions" />);
    expect(screen.getByText('No actions')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes a list name', () => {
    render(<ActionTimeline actions={actions} now={now} aria-label="History" />);
    expect(screen.getByRole('list', { name: 'History' })).toBeTruthy();
  });

  it('shows the litres of a watering', () => {
    render(
      <ActionTimeline actions={[{ ...actions[1]!, litres: 12 }, { ...actions[0]! }]} now={now} />,
    );
    const [watering, cleanup] = screen.getAllByRole('listitem');
    expect(within(watering!).getByText(/Watering/).textContent).toBe('Watering · 12 l');
    expect(within(cleanup!).queryByText(/ l$/)).toBeNull();
  });

  it('offers Edit and Delete only on actions the viewer may change', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <ActionTimeline
        actions={[{ ...actions[0]!, canChange: true }, actions[1]!]}
        now={now}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    const menus = screen.getAllByRole('button', { name: /^Options for/ });
    expect(menus.map((menu) => menu.getAttribute('aria-label'))).toEqual([
      'Options for Litter cleanup, 3 hours ago',
    ]);
    await userEvent.click(menus[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
    await userEvent.click(menus[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
  });

  it('offers no menu without handlers', () => {
    render(<ActionTimeline actions={[{ ...actions[0]!, canChange: true }]} now={now} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
