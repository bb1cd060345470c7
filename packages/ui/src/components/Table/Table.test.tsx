import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Thing {
  id: string;
  name: string;
  waterings: number;
}

const columns: TableColumn[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'waterings', name: 'Waterings', align: 'end' },
];
const rows: Thing[] = [
  { id: 'a', name: 'Mill Road bee cafe', waterings: 24 },
  { id: 'b', name: 'Oak tree', waterings: 3 },
];
const renderCell = (row: Thing, columnId: string) =>
  columnId === 'name' ? row.name : String(row.waterings);

describe('Table', () => {
  it('renders a named grid with column headers, row headers and cells', () => {
    render(<Table aria-label="Things" columns={columns} rows={rows} renderCell={renderCell} />);
    const table = screen.getByRole('grid', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Waterings']);
    expect(screen.getByRole('rowheader', { name: 'Mill Road bee cafe' })).toBeTruthy();
    expect(screen.getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['24', '3']);
  });

  it('marks sortable columns with aria-sort and calls onSortChange', async () => {
    const onSortChange = vi.fn();
    render(
      <Table
        aria-label="Things"
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        sortDescriptor={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(name);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });

  it('renders the empty state when there are no rows', () => {
    render(
      <Table
        aria-label="Things"
        columns={columns}
        rows={[]}
        renderCell={renderCell}
        renderEmptyState={() => 'No things yet'}
      />,
    );
    expect(screen.getByText('No things yet')).toBeTruthy();
  });

  it('shows skeleton rows and aria-busy while loading with no rows', () => {
    render(
      <Table
        aria-label="Things"
        columns={columns}
        rows={[]}
        renderCell={renderCell}
        isLoading
        loadingRowCount={4}
      />,
    );
    const table = screen.getByRole('grid', { name: 'Things' });
    expect(table.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('shows a loading row after the rows while more load', () => {
    render(
      <Table aria-label="Things" columns={columns} rows={rows} renderCell={renderCell} isLoading />,
    );
    expect(screen.getByText('Loading more…')).toBeTruthy();
  });

  it('supports multiple selection with checkboxes and calls onSelectionChange', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Table
        aria-label="Things"
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(3);
    await userEvent.click(checkboxes[1] as HTMLElement);
    expect([...(onSelectionChange.mock.calls[0]?.[0] as Set<string>)]).toEqual(['a']);
  });

  it('reflects selectedKeys with aria-selected', () => {
    render(
      <Table
        aria-label="Things"
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        selectionMode="single"
        selectedKeys={['b']}
      />,
    );
    const row = screen.getByRole('rowheader', { name: 'Oak tree' }).closest('[role="row"]');
    expect(row?.getAttribute('aria-selected')).toBe('true');
  });

  it('calls onRowAction with the row id on click and on Enter', async () => {
    const onRowAction = vi.fn();
    const user = userEvent.setup();
    render(
      <Table
        aria-label="Things"
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        onRowAction={onRowAction}
      />,
    );
    await user.click(screen.getByRole('rowheader', { name: 'Oak tree' }));
    expect(onRowAction).toHaveBeenLastCalledWith('b');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith('a');
  });

  it('aligns cells by column', () => {
    render(<Table aria-label="Things" columns={columns} rows={rows} renderCell={renderCell} />);
    const [first, second] = screen.getAllByRole('columnheader');
    expect(first?.className).not.toBe(second?.className);
  });
});
