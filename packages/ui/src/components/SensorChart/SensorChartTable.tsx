import { useState } from 'react';
import { Pagination } from '../Pagination/Pagination';
import { Table, type TableColumn } from '../Table/Table';
import {
  formatPointTime,
  formatTableValue,
  sensorQuantities,
  type SensorColumns,
  type SensorQuantity,
} from './sensorChartData';
import * as styles from './SensorChart.css';

export interface SensorChartTableProps {
  columns: SensorColumns;
  quantity: SensorQuantity;
  /** The table's accessible name. */
  label: string;
  timeZone?: string;
  /** Rows per page; a month of 10-minute readings is thousands of rows. */
  pageSize?: number;
}

interface ReadingRow {
  id: string;
  time: number;
  value: number | null;
}

/** The chart's readings as a table, newest first, paged: the accessible alternative to the plot. */
export function SensorChartTable({
  columns,
  quantity,
  label,
  timeZone,
  pageSize = 24,
}: SensorChartTableProps) {
  const [page, setPage] = useState(1);
  const count = columns.times.length;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(page, pageCount);
  const rows: ReadingRow[] = [];
  // Newest first: page 1 ends at the last column.
  const first = count - 1 - (current - 1) * pageSize;
  for (let i = first; i > first - pageSize && i >= 0; i -= 1) {
    rows.push({ id: String(i), time: columns.times[i]!, value: columns.values[i]! });
  }
  const tableColumns: TableColumn[] = [
    { id: 'time', name: 'Time', isRowHeader: true },
    { id: 'value', name: sensorQuantities[quantity].label, align: 'end' },
  ];
  return (
    <div className={styles.tableView}>
      <Table
        aria-label={label}
        columns={tableColumns}
        rows={rows}
        renderCell={(row, column) =>
          column === 'time' ? (
            <time dateTime={new Date(row.time).toISOString()}>
              {formatPointTime(row.time, timeZone)}
            </time>
          ) : row.value == null ? (
            <span className={styles.noReading}>no reading</span>
          ) : (
            formatTableValue(quantity, row.value)
          )
        }
      />
      {pageCount > 1 ? (
        <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
