// The live preview on /partners: each widget in both themes, as the custom elements a partner's
// page would hold, with the builder's choices. The widget script loads only here and only when
// the preview is shown; while it loads the frames wait, and where it is missing a calm note
// takes the preview's place (the snippets are unaffected).
import { createElement } from 'react';
import { WIDGET_ELEMENTS, WIDGET_THEMES, WIDGETS_SCRIPT, type WidgetSpec } from '@bloomkeep/schema';
import { Heading, Skeleton } from '@bloomkeep/ui';
import { WIDGET_THEME_LABELS, widgetAttributes, type WidgetKind } from './embedChoices';
import { loadWidgetScript, useWidgetScript } from './widgetScript';
import * as styles from './WidgetPreview.css';

export interface WidgetPreviewItem {
  kind: WidgetKind;
  title: string;
  /** null while the builder lacks what the widget needs; `pending` then says what. */
  spec: WidgetSpec | null;
  pending: string;
}

export interface WidgetPreviewProps {
  items: readonly WidgetPreviewItem[];
  /** The API's origin (this page's). */
  origin: string;
  /** Loads the widget script; the real one by default (tests and stories pass their own). */
  load?: () => Promise<void>;
}

export const PREVIEW_MISSING = 'The live preview is not available right now.';

function attributesKey(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function WidgetPreview({ items, origin, load = loadWidgetScript }: WidgetPreviewProps) {
  const status = useWidgetScript(load);

  if (status === 'missing') {
    return (
      <div className={styles.note} role="note">
        <p className={styles.noteText}>{PREVIEW_MISSING}</p>
        <p className={styles.noteText}>
          The widget script (<code className={styles.path}>{WIDGETS_SCRIPT}</code>) did not load on
          this page. The snippets above are still right; reload the page later to see the widgets
          live.
        </p>
      </div>
    );
  }

  return (
    <div className={styles.items} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' ? (
        <p role="status" className={styles.noteText}>
          Loading the widgets…
        </p>
      ) : null}
      {items.map((item) => (
        <div key={item.kind} className={styles.item}>
          <Heading level={3}>{item.title}</Heading>
          <div className={styles.themes}>
            {WIDGET_THEMES.map((theme) => {
              const attributes = item.spec ? widgetAttributes(item.spec, { origin, theme }) : null;
              return (
                <figure key={theme} className={styles.frame}>
                  <figcaption className={styles.caption}>{WIDGET_THEME_LABELS[theme]}</figcaption>
                  {!attributes ? (
                    <p className={styles.noteText}>{item.pending}</p>
                  ) : status === 'loading' ? (
                    <Skeleton shape="rect" height={item.kind === 'thingMap' ? 240 : 120} />
                  ) : (
                    <div className={styles.widget}>
                      {createElement(WIDGET_ELEMENTS[item.kind], {
                        key: attributesKey(attributes),
                        ...attributes,
                      })}
                    </div>
                  )}
                </figure>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
