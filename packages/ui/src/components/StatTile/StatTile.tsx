import { useId, type ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { VisuallyHidden } from 'react-aria-components';
import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './StatTile.css';

export type StatTileTone = 'accent' | 'positive' | 'caution' | 'critical' | 'info' | 'neutral';

export interface StatTileProps {
  /** What is counted ("Things", "Active devices"). */
  label: string;
  /** The total; null when it could not be loaded. */
  value: number | null;
  /** Colours the icon; the label must carry the meaning on its own. */
  tone?: StatTileTone;
  /** A decorative icon (e.g. a lucide icon). */
  icon?: ReactNode;
  /** The change over a period, e.g. { value: 12, period: 'this week' }. */
  change?: { value: number; period: string } | null;
  /** Shows a placeholder while the total loads. */
  isLoading?: boolean;
  /** The value is a lower bound (a count that stopped early): shown as "1,000+". */
  isAtLeast?: boolean;
}

const whole = new Intl.NumberFormat('en-US');
const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/** One admin total: a label, a big number and its recent change. */
export function StatTile({
  label,
  value,
  tone = 'neutral',
  icon,
  change,
  isLoading = false,
  isAtLeast = false,
}: StatTileProps) {
  const labelId = useId();
  const direction = change
    ? change.value > 0
      ? 'up'
      : change.value < 0
        ? 'down'
        : 'flat'
    : 'flat';
  const ChangeIcon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  return (
    <div
      className={styles.tile}
      role="group"
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
    >
      {icon ? (
        <span className={styles.icon({ tone })} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        <p className={styles.label} id={labelId}>
          {label}
        </p>
        {isLoading ? (
          <>
            <Skeleton width={96} height={36} shape="rect" />
            <VisuallyHidden>Loading</VisuallyHidden>
          </>
        ) : value == null ? (
          <p className={styles.value}>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{CLIENT_ERRORS.noData}</VisuallyHidden>
          </p>
        ) : (
          <p className={styles.value}>
            {whole.format(value)}
            {isAtLeast ? '+' : null}
          </p>
        )}
        {change && !isLoading && value != null ? (
          <p className={styles.change({ direction })}>
            <ChangeIcon className={styles.changeIcon} aria-hidden="true" />
            <span>
              {signed.format(change.value)} <span className={styles.period}>{change.period}</span>
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
