// The widgets' own style sheet, adopted by every shadow root. It does two jobs:
// - isolation: `:host { all: initial }` cuts every inherited property (a host page's
//   `body { line-height: 2 }` or `color: purple`) at the element's edge, so only what we set
//   applies. A host rule that names the element itself (`* { text-transform: uppercase }`) beats
//   `:host` (the page's normal rules win over a shadow root's for the host), so the frame inside
//   resets everything once more, where only our sheet reaches;
// - the states we draw before any kit markup exists (loading, error, placeholder), in the
//   kit's tokens for each theme. The markup itself (the card, the badges) brings the kit's
//   own style sheets from our server, and the map chunk brings its own.
// A constructed sheet, not a <style> element: CSP governs <style> but not the CSSOM, so the
// widget works on a partner's page with a strict style-src.
import { themeTokens, type ThemeName } from '@bloomkeep/ui';

function themeVariables(theme: ThemeName): string {
  const { colour, font, radius, space, shadow } = themeTokens[theme];
  return [
    `--bkw-text: ${colour.text}`,
    `--bkw-muted: ${colour.textMuted}`,
    `--bkw-surface: ${colour.surface}`,
    `--bkw-border: ${colour.border}`,
    `--bkw-brand: ${colour.brand}`,
    `--bkw-brand-strong: ${colour.brandStrong}`,
    `--bkw-on-brand: ${colour.onBrand}`,
    `--bkw-focus: ${colour.focusRing}`,
    `--bkw-skeleton: ${colour.tone.neutral.soft}`,
    `--bkw-critical: ${colour.tone.critical.foreground}`,
    `--bkw-critical-soft: ${colour.tone.critical.soft}`,
    `--bkw-font: ${font.family.body}`,
    `--bkw-size: ${font.size.medium}`,
    `--bkw-size-small: ${font.size.small}`,
    `--bkw-weight-strong: ${font.weight.strong}`,
    `--bkw-line: ${font.lineHeight.normal}`,
    `--bkw-radius: ${radius.medium}`,
    `--bkw-radius-small: ${radius.small}`,
    `--bkw-space: ${space.medium}`,
    `--bkw-space-small: ${space.small}`,
    `--bkw-space-large: ${space.large}`,
    `--bkw-shadow: ${shadow.small}`,
  ].join('; ');
}

export const WIDGET_CSS = `
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
.bk-frame[data-theme='default'] { ${themeVariables('default')} }
.bk-frame[data-theme='beeCafe'] { ${themeVariables('beeCafe')} }
.bk-frame {
  all: initial;
  display: block;
  font-family: var(--bkw-font);
  font-size: var(--bkw-size);
  line-height: var(--bkw-line);
  color: var(--bkw-text);
  text-align: start;
}
.bk-frame *, .bk-frame *::before, .bk-frame *::after { box-sizing: border-box; }
.bk-content:focus { outline: none; }
.bk-status {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: var(--bkw-space-small);
  min-height: var(--bkw-status-height, 96px);
  padding: var(--bkw-space-large);
  border: 1px solid var(--bkw-border);
  border-radius: var(--bkw-radius);
  background: var(--bkw-surface);
  box-shadow: var(--bkw-shadow);
}
.bk-status p { margin: 0; }
.bk-status[data-state='loading'] { color: var(--bkw-muted); font-size: var(--bkw-size-small); }
.bk-skeleton {
  display: block;
  width: 60%;
  height: 1em;
  border-radius: var(--bkw-radius-small);
  background: var(--bkw-skeleton);
}
.bk-skeleton + .bk-skeleton { width: 40%; }
@media (prefers-reduced-motion: no-preference) {
  .bk-skeleton { animation: bk-pulse 1.2s ease-in-out infinite alternate; }
}
@keyframes bk-pulse { from { opacity: 1; } to { opacity: 0.45; } }
.bk-status[data-state='error'] { border-color: var(--bkw-critical); background: var(--bkw-critical-soft); }
.bk-status[data-state='error'] .bk-message { color: var(--bkw-critical); font-weight: var(--bkw-weight-strong); }
.bk-button {
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 var(--bkw-space-large);
  border-radius: var(--bkw-radius);
  background: var(--bkw-brand);
  color: var(--bkw-on-brand);
  font: inherit;
  font-weight: var(--bkw-weight-strong);
  cursor: pointer;
}
.bk-button:hover { background: var(--bkw-brand-strong); }
.bk-button:focus-visible { outline: 3px solid var(--bkw-focus); outline-offset: 2px; }
`;

let shared: CSSStyleSheet | null | undefined;

/** One constructed sheet for every widget on the page (null where the browser has none). */
function widgetSheet(): CSSStyleSheet | null {
  if (shared !== undefined) return shared;
  try {
    shared = new CSSStyleSheet();
    shared.replaceSync(WIDGET_CSS);
  } catch {
    shared = null;
  }
  return shared;
}

/** Gives a shadow root the widgets' sheet, plus any others (the map's kit styles). */
export function adoptWidgetStyles(root: ShadowRoot, extra: readonly CSSStyleSheet[] = []): void {
  const sheet = widgetSheet();
  if (sheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [sheet, ...extra];
    return;
  }
  // Browsers before constructable style sheets (Safari < 16.4): a <style> element, which a
  // strict CSP may block; the widgets still work, only less well dressed.
  if (!root.querySelector('style[data-bk-widget]')) {
    const style = document.createElement('style');
    style.dataset.bkWidget = '';
    style.textContent = WIDGET_CSS;
    root.prepend(style);
  }
}
