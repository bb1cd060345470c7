import * as styles from './Skeleton.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** A CSS length or pixels; defaults to the full width (text, rect) or 40 px (circle). */
  width?: number | string;
  /** A CSS length or pixels; defaults to one line (text), 80 px (rect) or the width (circle). */
  height?: number | string;
  shape?: SkeletonShape;
}

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology:
 * announce loading once on the container (e.g. `aria-busy`) or with a Spinner.
 */
export function Skeleton({ width, height, shape = 'text' }: SkeletonProps) {
  const resolvedWidth = width ?? (shape === 'circle' ? 40 : '100%');
  const resolvedHeight =
    height ?? (shape === 'circle' ? resolvedWidth : shape === 'rect' ? 80 : undefined);
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={styles.skeleton({ shape })}
      style={{ width: resolvedWidth, height: resolvedHeight }}
    />
  );
}
