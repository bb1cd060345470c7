import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import * as styles from './Table.css';

export type { Selection, SortDescriptor };

export interface TableColumn {
  id: string;
  name: string;
  /** The column that names each row for assistive tech (usually the name). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** `end` for numbers. */
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<Row extends { id: string }> {
  'aria-label': string;
  columns: TableColumn[];
  rows: Row[];
  renderCell: (row: Row, columnId: string) => ReactNode;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in place of rows when there are none (e.g. an EmptyState). */
  renderEmptyState?: () => ReactNode;
  /** Skeleton rows while the first page loads, a spinner row while more load. */
  isLoading?: boolean;
  /** How many skeleton rows to show while loading with no rows. */
  loadingRowCount?: number;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<string> | 'all';
  onSelectionChange?: (keys: Selection) => void;
  /** Called with the row id when a row is activated (click or Enter). */
  onRowAction?: (id: string) => void;
}

const loadingRowId = '__bk-loading-more';

function CheckboxBox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <Minus size={14} /> : isSelected ? <Check size={14} /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/** A data table (react-aria's Table: grid keyboard navigation, sorting, selection). */
export function Table<Row extends { id: string }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  renderCell,
  sortDescriptor,
  onSortChange,
  renderEmptyState,
  isLoading = false,
  loadingRowCount = 3,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  onRowAction,
}: TableProps<Row>) {
  const hasSelection = selectionMode !== 'none';
  const showSkeleton = isLoading && rows.length === 0;
  // react-aria uses the first column as the row header unless one is marked.
  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
  const skeletonRows = Array.from({ length: loadingRowCount }, (_, index) => ({
    id: `skeleton-${index}`,
  }));
  return (
    // react-aria drops aria-busy from Table's props, so the wrapper carries it.
    <div className={styles.scroller} aria-busy={isLoading || undefined}>
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        disabledKeys={isLoading ? [loadingRowId] : undefined}
        onRowAction={
          onRowAction
            ? (key) => {
                if (key !== loadingRowId) onRowAction(String(key));
              }
            : undefined
        }
      >
        <TableHeader className={styles.header}>
          {hasSelection ? (
            <Column className={styles.checkboxCell}>
              {selectionMode === 'multiple' ? <CheckboxBox /> : null}
            </Column>
          ) : null}
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={styles.column({ align: column.align ?? 'start' })}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.name}
                  {allowsSorting ? (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sortDirection === 'ascending' ? (
                        <ArrowUp size={14} />
                      ) : sortDirection === 'descending' ? (
                        <ArrowDown size={14} />
                      ) : (
                        <ArrowUpDown size={14} />
                      )}
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        {showSkeleton ? (
          <TableBody items={skeletonRows}>
            {(row) => (
              <Row id={row.id} className={styles.row} textValue="Loading">
                {hasSelection ? <Cell className={styles.checkboxCell} /> : null}
                {columns.map((column) => (
                  <Cell key={column.id} className={styles.cell({ align: column.align ?? 'start' })}>
                    {column.id === rowHeaderId ? (
                      <span className={styles.visuallyHidden}>Loading</span>
                    ) : null}
                    <span className={styles.skeleton} aria-hidden="true" />
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        ) : (
          <TableBody
            renderEmptyState={
              renderEmptyState
                ? () => <div className={styles.empty}>{renderEmptyState()}</div>
                : undefined
            }
          >
            {rows.map((row) => (
              <Row key={row.id} id={row.id} className={styles.row}>
                {hasSelection ? (
                  <Cell className={styles.checkboxCell}>
                    <CheckboxBox />
                  </Cell>
                ) : null}
                {columns.map((column) => (
                  <Cell key={column.id} className={styles.cell({ align: column.align ?? 'start' })}>
                    {renderCell(row, column.id)}
                  </Cell>
                ))}
              </Row>
            ))}
            {isLoading ? (
              <Row id={loadingRowId} className={styles.row} textValue="Loading more">
                <Cell
                  className={styles.loadingRow}
                  colSpan={columns.length + (hasSelection ? 1 : 0)}
                >
                  <span className={styles.spinner} aria-hidden="true" />
                  Loading more…
                </Cell>
              </Row>
            ) : null}
          </TableBody>
        )}
      </AriaTable>
    </div>
  );
}
