// How a story puts a widget on its page: the custom element as a partner writes it, optionally
// beside a hostile stylesheet and a paragraph of the "partner's" own that shows the sheet biting.
import { createElement, useLayoutEffect, type ReactNode } from 'react';
import '../bloomkeep';
import { HOSTILE_CSS } from './storyServer';

export function WidgetHost({
  element,
  attributes,
  hostile = false,
  children,
}: {
  element: 'bloomkeep-badges' | 'bloomkeep-thing-card' | 'bloomkeep-thing-map';
  attributes: Record<string, string | undefined>;
  hostile?: boolean;
  children?: ReactNode;
}) {
  useHostileSheet(hostile);
  const defined = Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => value !== undefined),
  );
  return (
    <div style={{ maxWidth: 560 }}>
      {hostile ? (
        <p data-testid="host-text">The partner’s own text, styled by its own stylesheet.</p>
      ) : null}
      {createElement(element, defined)}
      {children}
    </div>
  );
}

/**
 * The partner's stylesheet on the whole document while the story shows. A constructed sheet,
 * not a <style> element: the Storybook test run serves the app's Content-Security-Policy, which
 * blocks style elements added at run time, and the hostile rules must really apply there.
 */
function useHostileSheet(hostile: boolean) {
  useLayoutEffect(() => {
    if (!hostile) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(HOSTILE_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    };
  }, [hostile]);
}

/** The widget's shadow root in a story's canvas, once the widget has drawn (or failed). */
export async function shadowOf(
  canvasElement: HTMLElement,
  element: string,
  event: 'bloomkeep-ready' | 'bloomkeep-error' = 'bloomkeep-ready',
): Promise<ShadowRoot> {
  const widget = canvasElement.querySelector<HTMLElement>(element)!;
  const root = widget.shadowRoot!;
  const drawn = (): boolean =>
    event === 'bloomkeep-ready'
      ? root.querySelector('.bk-content, .bk-status[data-state="placeholder"], .bk-map') !== null
      : root.querySelector('.bk-status[data-state="error"]') !== null;
  if (!drawn()) {
    await new Promise<void>((resolve) => {
      widget.addEventListener(event, () => resolve(), { once: true });
    });
  }
  return root;
}
