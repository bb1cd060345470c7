// A partner's stylesheet cannot reach into a widget, and the widget's cannot reach out: every
// widget draws in an open shadow root whose own sheet starts with `:host { all: initial }`.
// (happy-dom computes selector matching across the shadow boundary, which these tests check;
// it does not compute the `all` shorthand, so inheritance is checked on the sheet's text.)
import { afterEach, describe, expect, it } from 'vitest';
import '../bloomkeep';
import { installFakeFetch, json, nextEvent } from '../testing/fakeFetch';
import { API, badgesFragment } from '../testing/fixtures';
import { WIDGET_CSS } from './widgetStyles';

const HOSTILE_CSS = `
  h2, p, li, a, button { color: rgb(255, 0, 255) !important; text-transform: uppercase; }
  .bk-status, .bk-message, .bk-frame { display: none !important; }
`;

let hostStyle: HTMLStyleElement;
afterEach(() => hostStyle?.remove());

function hostile(): void {
  hostStyle = document.createElement('style');
  hostStyle.textContent = HOSTILE_CSS;
  document.head.append(hostStyle);
}

describe('isolation', () => {
  it('keeps the host page’s rules out of the widget, even ones naming its classes', async () => {
    hostile();
    installFakeFetch(() => json(badgesFragment));
    const element = document.createElement('bloomkeep-badges');
    element.setAttribute('api', API);
    element.setAttribute('user', 'stewardsam');
    const ready = nextEvent(element);
    document.body.append(element);
    await ready;
    expect(element.shadowRoot?.mode).toBe('open');
    const heading = element.shadowRoot!.querySelector('h2')!;
    expect(getComputedStyle(heading).color).not.toBe('rgb(255, 0, 255)');
    expect(getComputedStyle(heading).textTransform).not.toBe('uppercase');
    const frame = element.shadowRoot!.querySelector('.bk-frame')!;
    expect(getComputedStyle(frame).display).toBe('block');
    // The same rule does style the host page itself.
    const outside = document.createElement('h2');
    document.body.append(outside);
    expect(getComputedStyle(outside).color).toBe('rgb(255, 0, 255)');
  });

  it('keeps its own rules inside: the host page’s elements of the same classes are untouched', async () => {
    const element = document.createElement('bloomkeep-badges');
    document.body.append(element);
    await nextEvent(element);
    const lookalike = document.createElement('div');
    lookalike.className = 'bk-status';
    document.body.append(lookalike);
    expect(getComputedStyle(lookalike).display).toBe('block');
    expect(getComputedStyle(lookalike).minHeight).not.toBe('96px');
    const inside = element.shadowRoot!.querySelector('.bk-status')!;
    expect(getComputedStyle(inside).display).toBe('flex');
    // Only our constructed sheet in the shadow root; nothing added to the document.
    expect(document.head.querySelectorAll('style, link')).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('cuts inheritance at the host: the sheet it adopts resets every property there', async () => {
    const element = document.createElement('bloomkeep-badges');
    document.body.append(element);
    await nextEvent(element);
    const sheets = element.shadowRoot!.adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    const hostRule = [...sheets[0]!.cssRules].find((rule) =>
      (rule as CSSStyleRule).selectorText?.startsWith(':host'),
    ) as CSSStyleRule;
    expect(hostRule.style.getPropertyValue('all')).toBe('initial');
    expect(WIDGET_CSS.trimStart().startsWith(':host { all: initial;')).toBe(true);
  });
});
