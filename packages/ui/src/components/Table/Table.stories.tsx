import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Table, type SortDescriptor, type TableColumn } from './Table';

interface Thing {
  id: string;
  name: string;
  category: string;
  waterings: number;
  lastWatered: string;
}

const columns: TableColumn[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'category', name: 'Category', allowsSorting: true },
  { id: 'waterings', name: 'Waterings', allowsSorting: true, align: 'end' },
  { id: 'lastWatered', name: 'Last watered' },
];

const things: Thing[] = [
  {
    id: 't1',
    name: 'Mill Road bee cafe',
    category: 'Bee cafe',
    waterings: 24,
    lastWatered: '3 Mar 2025',
  },
  {
    id: 't2',
    name: 'Oak tree by the library',
    category: 'Tree',
    waterings: 3,
    lastWatered: '12 Feb 2025',
  },
  {
    id: 't3',
    name: 'Station planter',
    category: 'Planter',
    waterings: 41,
    lastWatered: '4 Mar 2025',
  },
  {
    id: 't4',
    name: 'Allotment herb bed',
    category: 'Raised bed',
    waterings: 17,
    lastWatered: '1 Mar 2025',
  },
];

const renderCell = (row: Thing, columnId: string) => String(row[columnId as keyof Thing]);

function SortableTable(props: Partial<Parameters<typeof Table<Thing>>[0]>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const key = sort.column as keyof Thing;
    const sorted = [...things].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return (
    <Table
      aria-label="Things"
      columns={columns}
      rows={rows}
      renderCell={renderCell}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      onRowAction={props.onRowAction}
    />
  );
}

const meta = {
  title: 'Components/Collections/Table',
  component: Table<Thing>,
  args: {
    'aria-label': 'Things',
    columns,
    rows: things,
    renderCell,
    renderEmptyState: () => 'No things yet. Add your first thing to start logging actions.',
  },
  parameters: {
    docs: {
      description: {
        component:
          "A data table on react-aria's Table: arrow keys move between rows and cells, sortable columns announce `aria-sort`, optional selection with checkboxes. Scrolls sideways on small screens.\n\n**Do** mark the naming column `isRowHeader` and align numbers to the `end`. **Don't** use it for card-like content: use GridList.",
      },
    },
  },
} satisfies Meta<typeof Table<Thing>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <SortableTable onSortChange={args.onSortChange} onRowAction={args.onRowAction} />
  ),
  args: { onSortChange: fn(), onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pointer: sort by waterings.
    await canvas.findAllByRole('rowheader');
    const waterings = canvas.getByRole('columnheader', { name: 'Waterings' });
    await userEvent.click(waterings);
    await expect(waterings).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenCalledWith({
      column: 'waterings',
      direction: 'ascending',
    });
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Oak tree');
    // Keyboard: Enter on the focused header sorts descending; arrows reach a row; Enter acts.
    await userEvent.keyboard('{Enter}');
    await expect(waterings).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('t3');
    await userEvent.unhover(waterings);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', selectedKeys: ['t2'], onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkboxes = await canvas.findAllByRole('checkbox');
    await userEvent.click(checkboxes[1] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await userEvent.unhover(checkboxes[1] as HTMLElement);
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(4));
  },
};

export const LoadingMore: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading more…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No things yet/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'long',
        name: 'The community wildflower planter outside the old railway station on Mill Road',
        category: 'Planter',
        waterings: 1204,
        lastWatered: '28 Feb 2025',
      },
      ...things.slice(0, 2),
    ],
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // The table keeps its columns and scrolls sideways.
    await within(canvasElement).findAllByRole('rowheader');
    const grid = within(canvasElement).getByRole('grid', { name: 'Things' });
    await expect(grid.parentElement!.scrollWidth).toBeGreaterThan(grid.parentElement!.clientWidth);
  },
};
