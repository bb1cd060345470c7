import { ChevronLeft, ChevronRight, ImageOff, Maximize, Minimize, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Carousel.css';

export interface CarouselItem {
  id: string;
  /** The picture; a themed placeholder is shown when it is missing. */
  src?: string | null;
  /** What the picture shows (its alternative text). */
  alt: string;
  caption?: ReactNode;
}

export interface CarouselProps {
  items: CarouselItem[];
  /** Rotate through the slides automatically (not when the user prefers reduced motion). */
  autoPlay?: boolean;
  /** Time each slide is shown while rotating, in ms (default 5000). */
  intervalMs?: number;
  /** Names the carousel, e.g. "Things in the Riverside group". */
  'aria-label': string;
  /** Shown when there are no items. */
  emptyMessage?: ReactNode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function SlideImage({
  src,
  alt,
  loading,
}: {
  src?: string | null;
  alt: string;
  loading: 'eager' | 'lazy';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        className={styles.image}
        src={src}
        alt={alt}
        loading={loading}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <div className={styles.placeholder} role="img" aria-label={alt}>
      <ImageOff size={32} aria-hidden="true" />
      <span>{alt}</span>
    </div>
  );
}

/**
 * A gallery of pictures shown one at a time (the accessible carousel pattern): previous/next
 * buttons, a slide picker, optional automatic rotation with a pause/play button (it also pauses
 * while hovered or focused) and a full-screen button.
 */
export function Carousel({
  items,
  autoPlay = false,
  intervalMs = 5000,
  'aria-label': ariaLabel,
  emptyMessage = 'No pictures yet.',
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const slidesId = useId();
  const count = items.length;
  const [rawIndex, setIndex] = useState(0);
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);
  const [isPlaying, setPlaying] = useState(() => autoPlay && !prefersReducedMotion());
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);

  const canRotate = count > 1;
  const isRotating = canRotate && isPlaying && !isHovered && !hasFocus;

  const go = useCallback(
    (delta: number) => setIndex((current) => (count === 0 ? 0 : (current + delta + count) % count)),
    [count],
  );

  // One timer per shown slide: it restarts whenever the slide or the rotation state changes.
  useEffect(() => {
    if (!isRotating) return;
    const timer = setTimeout(() => go(1), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, index, intervalMs, go]);

  useEffect(() => {
    const element = rootRef.current;
    setCanFullscreen(
      Boolean(
        document.fullscreenEnabled && element && typeof element.requestFullscreen === 'function',
      ),
    );
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    const element = rootRef.current;
    if (!element) return;
    // Browsers refuse without a user gesture or permission; the button then just stays as it is.
    if (document.fullscreenElement === element) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else {
      void element.requestFullscreen?.().catch(() => undefined);
    }
  };

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
    >
      {count === 0 ? (
        <div className={styles.empty}>
          <ImageOff size={32} aria-hidden="true" />
          <div>{emptyMessage}</div>
        </div>
      ) : (
        <div
          id={slidesId}
          className={styles.slides}
          aria-live={isRotating ? 'off' : 'polite'}
          aria-atomic="false"
        >
          {items.map((item, i) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className={styles.slide}
              hidden={i !== index}
            >
              <div className={styles.frame}>
                {/* The shown slide and the next one load; the rest wait until they are shown. */}
                <SlideImage
                  src={item.src}
                  alt={item.alt}
                  loading={i === index || i === (index + 1) % count ? 'eager' : 'lazy'}
                />
              </div>
              {item.caption ? <div className={styles.caption}>{item.caption}</div> : null}
            </div>
          ))}
        </div>
      )}
      {count > 0 ? (
        <div className={styles.controls}>
          {canRotate ? (
            <AriaButton
              className={styles.iconButton}
              aria-label={isPlaying ? 'Pause slide show' : 'Play slide show'}
              onPress={() => setPlaying((playing) => !playing)}
            >
              {isPlaying ? (
                <Pause size={18} aria-hidden="true" />
              ) : (
                <Play size={18} aria-hidden="true" />
              )}
            </AriaButton>
          ) : null}
          {canRotate ? (
            <AriaButton
              className={styles.iconButton}
              aria-label="Previous slide"
              aria-controls={slidesId}
              onPress={() => go(-1)}
            >
              <ChevronLeft size={20} aria-hidden="true" />
            </AriaButton>
          ) : null}
          <div className={styles.picker}>
            {canRotate
              ? items.map((item, i) => (
                  <AriaButton
                    key={item.id}
                    className={styles.dot}
                    aria-label={`Show slide ${i + 1} of ${count}`}
                    aria-controls={slidesId}
                    aria-current={i === index ? 'true' : undefined}
                    onPress={() => setIndex(i)}
                  />
                ))
              : null}
          </div>
          {canRotate ? (
            <AriaButton
              className={styles.iconButton}
              aria-label="Next slide"
              aria-controls={slidesId}
              onPress={() => go(1)}
            >
              <ChevronRight size={20} aria-hidden="true" />
            </AriaButton>
          ) : null}
          {canFullscreen ? (
            <AriaButton
              className={styles.iconButton}
              aria-label={isFullscreen ? 'Exit full screen' : 'Enter full screen'}
              onPress={toggleFullscreen}
            >
              {isFullscreen ? (
                <Minimize size={18} aria-hidden="true" />
              ) : (
                <Maximize size={18} aria-hidden="true" />
              )}
            </AriaButton>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
