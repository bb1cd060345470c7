import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Popover as AriaPopover } from 'react-aria-components';
import { themeRoot } from '../../themes/global.css';
import { Button } from '../Button/Button';
import { surface } from '../Popover/Popover.css';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './GuidedTour.css';

export interface GuidedTourStep {
  /** The element to point at: an element id, or a CSS selector. */
  target: string;
  title: string;
  content: ReactNode;
}

export interface GuidedTourProps {
  steps: GuidedTourStep[];
  isOpen: boolean;
  /** Called when the tour is skipped, closed with Escape, or finished. */
  onClose: () => void;
  /** Called when the last step's "Finish" is pressed (before `onClose`). */
  onFinish?: () => void;
  /** The step to start at when opened (0-based, default 0). */
  startAt?: number;
  /**
   * Where focus goes when the tour closes and the element focused before it opened is gone (or
   * was the page itself). Default: the page's main heading (`main h1`).
   */
  fallbackFocus?: () => HTMLElement | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function defaultFallbackFocus(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Focuses `element`, making a heading or other static element focusable by script first. */
function focusElement(element: HTMLElement) {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus();
}

/** Finds a step's target by id first, then as a CSS selector. */
export function findTourTarget(target: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const byId = document.getElementById(target);
  if (byId) return byId;
  try {
    return document.querySelector<HTMLElement>(target);
  } catch {
    return null; // Not a valid selector.
  }
}

interface TourStepContentProps {
  role: 'dialog' | 'group';
  titleId: string;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  onKeyDown?: (event: KeyboardEvent) => void;
  step: GuidedTourStep;
  index: number;
  count: number;
  onSkip?: () => void;
  onBack?: () => void;
  onNext?: () => void;
  onFinish?: () => void;
}

/** One step: progress, title, content, "Skip tour", "Back" and "Next"/"Finish". */
function TourStepContent({
  role,
  titleId,
  titleRef,
  onKeyDown,
  step,
  index,
  count,
  onSkip,
  onBack,
  onNext,
  onFinish,
}: TourStepContentProps) {
  const isFirst = index === 0;
  const isLast = index === count - 1;
  return (
    <div
      role={role}
      aria-modal={role === 'dialog' ? true : undefined}
      aria-labelledby={titleId}
      className={styles.dialog}
      onKeyDown={onKeyDown}
      data-testid={role === 'dialog' ? 'guided-tour-step' : undefined}
    >
      <p className={styles.progress}>
        Step {index + 1} of {count}
      </p>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {step.title}
      </h2>
      <div className={styles.content}>{step.content}</div>
      <div className={styles.footer}>
        <Button tone="neutral" size="small" onPress={onSkip}>
          Skip tour
        </Button>
        <div className={styles.navigation}>
          {isFirst ? null : (
            <Button tone="neutral" size="small" onPress={onBack}>
              Back
            </Button>
          )}
          {isLast ? (
            <Button size="small" onPress={onFinish}>
              Finish
            </Button>
          ) : (
            <Button size="small" onPress={onNext}>
              Next
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

export interface GuidedTourStepPreviewProps {
  steps: GuidedTourStep[];
  /** The step to show (0-based, default 0). */
  step?: number;
}

/**
 * A still picture of one tour step, in the page flow: the same look, but not anchored to its
 * target, no focus move and its buttons do nothing. For docs pages and design reviews; use
 * `GuidedTour` in the product.
 */
export function GuidedTourStepPreview({ steps, step = 0 }: GuidedTourStepPreviewProps) {
  const titleId = useId();
  const index = Math.min(Math.max(step, 0), Math.max(steps.length - 1, 0));
  const current = steps[index];
  if (!current) return null;
  return (
    <div className={`${surface} ${styles.popover}`}>
      <TourStepContent
        role="group"
        titleId={titleId}
        step={current}
        index={index}
        count={steps.length}
      />
    </div>
  );
}

/**
 * A guided tour: one step at a time in a modal dialog next to the element it explains, which is
 * outlined. "Back", "Next"/"Finish" and "Skip tour" buttons; Escape closes. Focus moves into each
 * step and stays there (Tab cycles within the step; the page behind does not take clicks), and
 * returns to where it was when the tour closes, or to `fallbackFocus` (the main heading). Open it
 * from something the user does (a "Take the tour" button), not on page load, so the page's first
 * tab stop (its skip link) stays first.
 */
export function GuidedTour({
  steps,
  isOpen,
  onClose,
  onFinish,
  startAt = 0,
  fallbackFocus = defaultFallbackFocus,
}: GuidedTourProps) {
  const themed = usePortalThemeClass();
  const titleId = useId();
  const [index, setIndex] = useState(startAt);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const targetRef = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const fallbackFocusRef = useRef(fallbackFocus);
  fallbackFocusRef.current = fallbackFocus;
  const count = steps.length;
  const current = count > 0 ? steps[Math.min(Math.max(index, 0), count - 1)] : undefined;
  const safeIndex = Math.min(Math.max(index, 0), Math.max(count - 1, 0));

  // Restart at `startAt` and remember the focused element each time the tour opens; give focus
  // back when it closes.
  useLayoutEffect(() => {
    if (!isOpen) return;
    setIndex(startAt);
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const element = returnFocusTo.current;
      // After the commit that closed the tour, so that what closed with it (say, the button that
      // opened it) is already gone.
      setTimeout(() => {
        const target =
          element && element.isConnected && element !== document.body
            ? element
            : fallbackFocusRef.current();
        if (target) focusElement(target);
      }, 0);
    };
  }, [isOpen, startAt]);

  // Keep focus in the step: Tab and Shift+Tab cycle through its controls, and focus that lands
  // outside (a click, a script) is brought back.
  useEffect(() => {
    if (!isOpen) return;
    const dialogOf = () => document.querySelector<HTMLElement>('[data-testid="guided-tour-step"]');
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialog = dialogOf();
      if (!dialog) return;
      const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusables.length === 0) return;
      // Move focus ourselves on every Tab, so it never leaves the step whatever lies around it.
      // Stop the event too: react-aria's overlay would otherwise move focus on from the step's
      // last control to whatever follows the element focused before the tour.
      event.preventDefault();
      event.stopImmediatePropagation();
      const active = document.activeElement;
      const index = focusables.findIndex((element) => element === active);
      const next =
        index === -1
          ? event.shiftKey
            ? focusables.length - 1
            : 0
          : (index + (event.shiftKey ? -1 : 1) + focusables.length) % focusables.length;
      focusables[next]!.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogOf();
      if (!dialog) return;
      const target = event.target instanceof Node ? event.target : null;
      if ((target && dialog.contains(target)) || dialog.contains(document.activeElement)) return;
      titleRef.current?.focus();
    };
    // On window, capturing: before any listener on the document.
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen]);

  // Find, outline and scroll to the current target.
  useLayoutEffect(() => {
    if (!isOpen || !current) {
      targetRef.current = null;
      setTarget(null);
      return;
    }
    const element = findTourTarget(current.target);
    targetRef.current = element;
    setTarget(element);
    if (!element) return;
    element.classList.add(styles.highlight);
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    return () => element.classList.remove(styles.highlight);
  }, [isOpen, current]);

  // Move focus into the step (its title) whenever the step changes.
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => titleRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen, safeIndex, target]);

  if (!isOpen || !current) return null;

  const finish = () => {
    onFinish?.();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const dialog = (
    <TourStepContent
      role="dialog"
      titleId={titleId}
      titleRef={titleRef}
      onKeyDown={onKeyDown}
      step={current}
      index={safeIndex}
      count={count}
      onSkip={onClose}
      onBack={() => setIndex(safeIndex - 1)}
      onNext={() => setIndex(safeIndex + 1)}
      onFinish={finish}
    />
  );

  const className = `${themed} ${themeRoot} ${surface} ${styles.popover}`;
  // The page behind takes no clicks while a step is open (focus stays in the step).
  const underlay = createPortal(
    <div className={styles.underlay} data-testid="guided-tour-underlay" />,
    document.body,
  );
  if (!target) {
    return (
      <>
        {underlay}
        {createPortal(
          <div className={`${className} ${styles.fallback}`}>{dialog}</div>,
          document.body,
        )}
      </>
    );
  }
  return (
    <>
      {underlay}
      <AriaPopover
        key={safeIndex}
        triggerRef={targetRef}
        isOpen
        isNonModal
        placement="bottom"
        offset={12}
        shouldFlip
        // Closing is explicit (Skip tour, Finish, Escape): scrolling or clicking the page keeps the step.
        className={className}
      >
        {dialog}
      </AriaPopover>
    </>
  );
}
