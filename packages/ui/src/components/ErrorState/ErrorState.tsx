import { TriangleAlert } from 'lucide-react';
import { Button } from '../Button/Button';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  title?: string;
  /** What went wrong, in words the reader can act on. */
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the retry button and shows a spinner while retrying. */
  isRetrying?: boolean;
}

/** Replaces content that failed to load; announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
}: ErrorStateProps) {
  return (
    <div className={styles.root} role="alert">
      <span className={styles.icon} aria-hidden="true">
        <TriangleAlert size={28} strokeWidth={1.75} />
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <div className={styles.action}>
          <Button tone="neutral" onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
