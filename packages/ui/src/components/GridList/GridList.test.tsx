import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridList } from './GridList';

const items = [
  { id: 'a', name: 'Mill Road bee cafe' },
  { id: 'b', name: 'Oak tree' },
  { id: 'c', name: 'Station planter' },
];

describe('GridList', () => {
  it('renders a named grid with one row per item', () => {
    render(
      <GridList aria-label="Things" items={items}>
        {(item) => <strong>{item.name}</strong>}
      </GridList>,
    );
    const grid = screen.getByRole('grid', { name: 'Things' });
    expect(grid).toBeTruthy();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Mill Road bee cafe',
      'Oak tree',
      'Station planter',
    ]);
  });

  it('calls onAction with the id on click and on Enter', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(
      // Stack layout: happy-dom has no layout for the 2D grid navigation.
      <GridList aria-label="Things" items={items} onAction={onAction} layout="stack">
        {(item) => item.name}
      </GridList>,
    );
    await user.click(screen.getByRole('row', { name: 'Oak tree' }));
    expect(onAction).toHaveBeenLastCalledWith('b');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('c');
  });

  it('renders the empty state', () => {
    render(
      <GridList aria-label="Things" items={[]} renderEmptyState={() => 'No things yet'}>
        {(item: { id: string; name: string }) => item.name}
      </GridList>,
    );
    expect(screen.getByText('No things yet')).toBeTruthy();
  });

  it('uses getTextValue for type-ahead', async () => {
    const user = userEvent.setup();
    render(
      <GridList aria-label="Things" items={items} getTextValue={(item) => item.name}>
        {(item) => <span>{item.name}</span>}
      </GridList>,
    );
    await user.tab();
    await user.keyboard('s');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Station planter' }));
  });

  it('styles grid and stack layouts differently', () => {
    const { rerender } = render(
      <GridList aria-label="Things" items={items}>
        {(item) => item.name}
      </GridList>,
    );
    const grid = screen.getByRole('grid').className;
    rerender(
      <GridList aria-label="Things" items={items} layout="stack">
        {(item) => item.name}
      </GridList>,
    );
    expect(screen.getByRole('grid').className).not.toBe(grid);
  });

  it('supports selection and reports it with aria-selected', async () => {
    const onSelectionChange = vi.fn();
    render(
      <GridList
        aria-label="Things"
        items={items}
        selectionMode="multiple"
        selectedKeys={['a']}
        onSelectionChange={onSelectionChange}
      >
        {(item) => item.name}
      </GridList>,
    );
    expect(
      screen.getByRole('row', { name: 'Mill Road bee cafe' }).getAttribute('aria-selected'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('row', { name: 'Oak tree' }));
    expect(onSelectionChange).toHaveBeenCalled();
  });

  it('marks disabledKeys aria-disabled', () => {
    render(
      <GridList aria-label="Things" items={items} disabledKeys={['c']} onAction={() => undefined}>
        {(item) => item.name}
      </GridList>,
    );
    expect(screen.getByRole('row', { name: 'Station planter' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
