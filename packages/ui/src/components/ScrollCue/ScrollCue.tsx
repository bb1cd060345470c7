import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import * as styles from './ScrollCue.css';

export interface ScrollCueProps {
  /** The element inside `children` that scrolls sideways (its `overflow-x` is `auto`). */
  scrollRef: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** The colour the row sits on, which the fades blend into. */
  on?: 'background' | 'surface';
}

/** The width of a cue (its fade and arrow), in px: 2.75rem. */
const CUE_WIDTH = 44;

interface Edges {
  /** Items are cut off at the start (left). */
  start: boolean;
  /** Items are cut off at the end (right). */
  end: boolean;
}

/** Which edges of a sideways-scrolling element hide content. */
export function hiddenEdges(element: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): Edges {
  const hidden = element.scrollWidth - element.clientWidth;
  const scrolled = Math.abs(element.scrollLeft);
  return { start: scrolled > 1, end: scrolled < hidden - 1 };
}

/**
 * A visible cue on a row that scrolls sideways (tabs, a sub-navigation): where items are cut off,
 * the edge fades out and shows an arrow that scrolls the row for pointer users. Keyboard users
 * move through the items themselves, which scroll into view as they take focus, so the arrows are
 * not tab stops. The current item (`aria-current` or `aria-selected`) is scrolled into view first.
 */
export function ScrollCue({ scrollRef, children, on = 'background' }: ScrollCueProps) {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // Only this row scrolls: scrollIntoView would also scroll the page. Browsers leave a
    // partly visible item where it is when it takes focus, half under the fade; bring it clear.
    const reveal = (item: Element) => {
      const row = element.getBoundingClientRect();
      const box = item.getBoundingClientRect();
      if (box.right > row.right - CUE_WIDTH)
        element.scrollLeft += box.right - row.right + CUE_WIDTH;
      else if (box.left < row.left + CUE_WIDTH)
        element.scrollLeft -= row.left + CUE_WIDTH - box.left;
    };
    const current = element.querySelector('[aria-current="page"], [aria-selected="true"]');
    if (current) reveal(current);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== element) reveal(event.target);
    };
    element.addEventListener('focusin', onFocus);
    const update = () =>
      setEdges((previous) => {
        const next = hiddenEdges(element);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      element.removeEventListener('focusin', onFocus);
      observer?.disconnect();
    };
  }, [scrollRef]);

  const scroll = (direction: -1 | 1) => {
    const element = scrollRef.current;
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.75,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.root}>
      {children}
      {edges.start ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-cue="start"
          className={styles.cue({ side: 'start', on })}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
      ) : null}
      {edges.end ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll-cue="end"
          className={styles.cue({ side: 'end', on })}
          onClick={() => scroll(1)}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
