import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListView } from './ListView';

const items = [
  { id: 'a', name: 'Mill Road bee cafe' },
  { id: 'b', name: 'Oak tree' },
];
const renderItem = (item: { name: string }, layout: string) => `${item.name} (${layout})`;

describe('ListView', () => {
  it('renders a "Layout" switch with Tiles and List, defaulting to list', () => {
    render(<ListView aria-label="Things" items={items} renderItem={renderItem} />);
    expect(screen.getByRole('radiogroup', { name: 'Layout' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'List' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Tiles' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('grid', { name: 'Things' }).textContent).toContain(
      'Mill Road bee cafe (list)',
    );
  });

  it('starts in defaultLayout', () => {
    render(
      <ListView aria-label="Groups" items={items} renderItem={renderItem} defaultLayout="tiles" />,
    );
    expect(screen.getByRole('radio', { name: 'Tiles' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('grid').textContent).toContain('(tiles)');
  });

  it('switches layout on click and calls onLayoutChange', async () => {
    const onLayoutChange = vi.fn();
    render(
      <ListView
        aria-label="Things"
        items={items}
        renderItem={renderItem}
        onLayoutChange={onLayoutChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Tiles' }));
    expect(onLayoutChange).toHaveBeenCalledWith('tiles');
    expect(screen.getByRole('grid').textContent).toContain('(tiles)');
  });

  it('switches layout with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ListView aria-label="Things" items={items} renderItem={renderItem} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Tiles' }));
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Tiles' }).getAttribute('aria-checked')).toBe('true');
  });

  it('is controlled by layout', async () => {
    const onLayoutChange = vi.fn();
    render(
      <ListView
        aria-label="Things"
        items={items}
        renderItem={renderItem}
        layout="tiles"
        onLayoutChange={onLayoutChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(onLayoutChange).toHaveBeenCalledWith('list');
    expect(screen.getByRole('grid').textContent).toContain('(tiles)');
  });

  it('calls onAction with the item id', async () => {
    const onAction = vi.fn();
    render(
      <ListView aria-label="Things" items={items} renderItem={renderItem} onAction={onAction} />,
    );
    await userEvent.click(screen.getByRole('row', { name: /Oak tree/ }));
    expect(onAction).toHaveBeenCalledWith('b');
  });

  it('renders the empty state', () => {
    render(
      <ListView
        aria-label="Things"
        items={[]}
        renderItem={renderItem}
        renderEmptyState={() => 'No things yet'}
      />,
    );
    expect(screen.getByText('No things yet')).toBeTruthy();
  });

  it('shows a busy placeholder while loading', () => {
    render(<ListView aria-label="Things" items={items} renderItem={renderItem} isLoading />);
    const status = screen.getByRole('status', { name: 'Things' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('uses getTextValue for names', () => {
    render(
      <ListView
        aria-label="Things"
        items={items}
        renderItem={() => 'x'}
        getTextValue={(item) => item.name}
      />,
    );
    expect(screen.getByRole('row', { name: 'Oak tree' })).toBeTruthy();
  });
});
