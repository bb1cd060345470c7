import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import * as styles from './Image.css';

export interface ImageProps {
  src?: string | null;
  /** Describes the picture; also names the placeholder. Use "" for purely decorative images. */
  alt: string;
  /** CSS aspect ratio of the frame, e.g. "4 / 3"; keeps the layout stable while loading. */
  aspectRatio?: string;
  /** Replaces the default placeholder icon. */
  fallback?: ReactNode;
}

/** A picture filling its frame, with a themed placeholder when there is none or it fails. */
export function Image({ src, alt, aspectRatio = '4 / 3', fallback }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={styles.frame} style={{ aspectRatio }}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={alt}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span
          className={styles.placeholder}
          data-testid="image-placeholder"
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback ?? <ImageOff size={32} strokeWidth={1.5} aria-hidden="true" />}
        </span>
      )}
    </span>
  );
}
