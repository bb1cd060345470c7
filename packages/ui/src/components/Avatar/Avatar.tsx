import { useState } from 'react';
import * as styles from './Avatar.css';

export type AvatarSize = 'small' | 'medium' | 'large';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Picture URL; initials are shown when missing or when it fails to load. */
  src?: string | null;
  size?: AvatarSize;
}

/** Up to two initials: first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A person's picture, falling back to their initials. */
export function Avatar({ name, src, size = 'medium' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  if (showImage) {
    return (
      <span className={styles.avatar({ size })}>
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={name}
          onError={() => setFailedSrc(src ?? null)}
        />
      </span>
    );
  }
  return (
    <span className={styles.avatar({ size })} role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
