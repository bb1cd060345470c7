import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one before an ellipsis. */
  siblingCount?: number;
}

type Slot = number | 'gap-start' | 'gap-end';

/** The page numbers to show: first, last, the current page and its siblings, gaps between. */
export function pageSlots(page: number, pageCount: number, siblingCount = 1): Slot[] {
  const start = Math.max(2, page - siblingCount);
  const end = Math.min(pageCount - 1, page + siblingCount);
  const slots: Slot[] = [1];
  if (start > 2) slots.push(start === 3 ? 2 : 'gap-start');
  for (let n = start; n <= end; n += 1) slots.push(n);
  if (end < pageCount - 1) slots.push(end === pageCount - 2 ? pageCount - 1 : 'gap-end');
  if (pageCount > 1) slots.push(pageCount);
  return slots;
}

/** Page navigation for long lists (a "Pagination" nav landmark). */
export function Pagination({ page, pageCount, onPageChange, siblingCount = 1 }: PaginationProps) {
  if (pageCount < 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <AriaButton
            className={styles.page}
            aria-label="Previous page"
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
            <span className={styles.stepLabel} aria-hidden="true">
              Previous
            </span>
          </AriaButton>
        </li>
        {pageSlots(page, pageCount, siblingCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <AriaButton
                className={styles.page}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                onPress={() => {
                  if (slot !== page) onPageChange(slot);
                }}
              >
                {slot}
              </AriaButton>
            </li>
          ) : (
            <li key={slot} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={styles.page}
            aria-label="Next page"
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <span className={styles.stepLabel} aria-hidden="true">
              Next
            </span>
            <ChevronRight size={18} aria-hidden="true" />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
