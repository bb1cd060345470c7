import { Button } from '../Button/Button';
import * as styles from './LoadMore.css';

export interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** The button label. */
  label?: string;
  /** Shows "Showing X of Y" (announced politely when it changes). */
  count?: { shown: number; total: number };
}

/** Loads the next page of a list below it, with a count of what is shown. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  label = 'Load more',
  count,
}: LoadMoreProps) {
  return (
    <div className={styles.root}>
      {count ? (
        <p className={styles.count} role="status">
          Showing {count.shown} of {count.total}
        </p>
      ) : null}
      {hasMore || isLoading ? (
        <Button tone="neutral" isPending={isLoading} onPress={onLoadMore}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}
