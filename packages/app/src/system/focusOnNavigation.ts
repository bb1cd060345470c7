// Focus after a client-side navigation (docs/decisions/0118-focus-management.md). A single-page
// app does not reload, so the browser leaves focus where it was: on a link that has gone (focus
// falls back to <body>, and the next Tab starts at the top of the page again) or on a header link
// that is still there. As GOV.UK, Reach Router and React Spectrum do, focus moves to the new
// page's main heading instead, which screen readers then read out; never on the first load, so
// the skip link stays the first tab stop.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Where a page may keep focus that it moved itself (a field it focused, a dialog, a toast). */
const KEEP_FOCUS_IN =
  'input, textarea, select, [role="textbox"], [role="combobox"], [role="dialog"], [role="alertdialog"], [data-focus-target], [aria-label="Notifications"]';

/** How long to wait for a page that renders its heading late (a lazy part, a skeleton). */
const HEADING_WAIT_MS = 5000;

/** True when the page (or a toast) has put focus somewhere on purpose since the navigation. */
function pageChoseFocus(main: Element): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return false;
  const kept = active.closest(KEEP_FOCUS_IN);
  return kept !== null && (main.contains(active) || !active.closest('header, footer'));
}

/**
 * Focuses the main heading of the page in `main` (or, without one, `main` itself) without
 * scrolling; waits for the heading while the page is still rendering. Returns a cancel function.
 */
export function focusMainHeading(main: HTMLElement): () => void {
  let finished = false;
  const focus = (target: HTMLElement) => {
    finished = true;
    // tabIndex -1: focusable by script, not a tab stop. The global styles hide its ring.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const attempt = () => {
    if (finished) return true;
    if (pageChoseFocus(main)) {
      finished = true;
      return true;
    }
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focus(heading);
      return true;
    }
    return false;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => {
    // No heading came (an error state): main itself, so Tab continues from the content.
    if (!finished && !pageChoseFocus(main)) focus(main);
    stop();
  }, HEADING_WAIT_MS);
  const stop = () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Moves focus to the new page's h1 whenever the path changes (not when only the query string
 * does: filters and tabs keep focus where the user is). Call once, in the layout.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // The first load (and StrictMode's second run of it) leaves focus to the browser.
    if (shown.current === null || shown.current === pathname) {
      shown.current = pathname;
      return undefined;
    }
    shown.current = pathname;
    const main = document.querySelector('main');
    return main ? focusMainHeading(main) : undefined;
  }, [pathname]);
}
