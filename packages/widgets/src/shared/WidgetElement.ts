// What every widget element shares: an open shadow root with the widgets' sheet, a frame in the
// chosen theme, re-rendering when an attribute changes, loading/error/placeholder states, and
// the `bloomkeep-ready` / `bloomkeep-error` events partners (and our benchmark) listen to.
import { apiBase, resolveOnApi } from './api';
import { addDocumentFonts } from './documentFonts';
import { WidgetRequestError, type Fragment } from './fragment';
import { fillContent, placeStyleSheets } from './fragmentView';
import { kitTheme } from './theme';
import { statusView, type WidgetStatus } from './statusView';
import { adoptWidgetStyles } from './widgetStyles';

export interface WidgetEventDetail {
  /** The element's name, e.g. `bloomkeep-thing-card`. */
  widget: string;
  /** When it happened, in ms since the page started loading (`performance.now()`). */
  ms: number;
  /** How long this render took, from the connection or attribute change that started it. */
  renderMs: number;
}

export interface WidgetReadyDetail extends WidgetEventDetail {
  /** `content`, or `placeholder` when there is nothing public to show. */
  state: 'content' | 'placeholder';
}

export interface WidgetErrorDetail extends WidgetEventDetail {
  message: string;
}

declare global {
  interface HTMLElementEventMap {
    'bloomkeep-ready': CustomEvent<WidgetReadyDetail>;
    'bloomkeep-error': CustomEvent<WidgetErrorDetail>;
  }
}

/** What a visitor can do about a failure, in words. */
export function errorAdvice(error: unknown): string {
  if (error instanceof WidgetRequestError) {
    if (error.status === undefined) {
      return 'Bloomkeep could not be reached. Check your connection, then try again.';
    }
    if (error.status === 429) {
      const seconds = error.retryAfterSeconds;
      const wait =
        seconds && seconds > 90
          ? `in ${Math.ceil(seconds / 60)} minutes`
          : seconds && seconds > 1
            ? `in ${seconds} seconds`
            : 'in a moment';
      return `Bloomkeep is busy with many requests from this network. Try again ${wait}.`;
    }
  }
  return 'Something went wrong on Bloomkeep’s side. Try again later.';
}

export abstract class WidgetElement extends HTMLElement {
  /** The themed box everything is drawn in; style sheet links go first, then `body`. */
  protected readonly frame: HTMLDivElement;
  /** Holds the current status or content. */
  protected readonly body: HTMLDivElement;
  #scheduled = false;
  #work: AbortController | null = null;
  #startedAt = 0;
  /** "Try again" had the focus: keep it within the widget through the next render. */
  #keepFocus = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptWidgetStyles(root);
    this.frame = document.createElement('div');
    this.frame.className = 'bk-frame';
    this.body = document.createElement('div');
    this.body.className = 'bk-body';
    this.frame.append(this.body);
    root.append(this.frame);
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    this.#work?.abort();
    this.#work = null;
  }

  attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
    if (oldValue !== newValue && this.isConnected) this.#schedule();
  }

  /**
   * The API's base address (the `api` attribute, or where this script came from). Not named
   * `api`: React 19 sets a custom element's props as properties when the element has one of
   * that name, and a getter without a setter would throw.
   */
  protected get apiRoot(): string {
    return apiBase(this.getAttribute('api'));
  }

  /** Draws the widget from its attributes; `signal` aborts when they change or it leaves. */
  protected abstract render(signal: AbortSignal): Promise<void>;

  /** What the error state says, e.g. "Could not load this card." */
  protected abstract readonly failureMessage: string;

  // Several attributes set in a row (or set before connection) render once.
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.isConnected) this.rerender();
    });
  }

  /** Starts a fresh render, abandoning the one in progress. */
  protected rerender(): void {
    this.#work?.abort();
    const work = new AbortController();
    this.#work = work;
    this.#startedAt = performance.now();
    this.frame.dataset.theme = kitTheme(this.getAttribute('theme'));
    this.render(work.signal).catch((error: unknown) => {
      if (work.signal.aborted) return;
      this.showError(error);
    });
  }

  protected showStatus(status: WidgetStatus, minHeight?: number): HTMLElement {
    const view = statusView(status, minHeight);
    this.body.replaceChildren(view);
    if (this.#keepFocus) {
      const button = view.querySelector('button');
      if (button) {
        button.focus();
      } else {
        view.tabIndex = -1;
        view.focus();
      }
    }
    return view;
  }

  protected showLoading(label: string, minHeight?: number): void {
    this.showStatus({ state: 'loading', label }, minHeight);
  }

  /** The error state for what went wrong: the server unreachable, busy (429) or failing. */
  protected showError(error: unknown, minHeight?: number): void {
    const detail = error instanceof Error ? error.message : String(error);
    this.showStatus(
      {
        state: 'error',
        message: `${this.failureMessage} ${errorAdvice(error)}`,
        onRetry: () => {
          this.#keepFocus = true;
          this.rerender();
        },
      },
      minHeight,
    );
    this.#keepFocus = false;
    this.emit<WidgetErrorDetail>('bloomkeep-error', { message: detail });
  }

  protected showPlaceholder(message: string): void {
    this.showStatus({ state: 'placeholder', message });
    this.shown('placeholder');
  }

  /**
   * Shows a server-rendered fragment: its fonts in the document, its style sheets in the shadow
   * root (loaded before the markup appears), then the markup.
   */
  protected async showFragment(
    fragment: Fragment,
    signal: AbortSignal,
    state: WidgetReadyDetail['state'] = 'content',
  ): Promise<HTMLElement> {
    const api = this.apiRoot;
    addDocumentFonts(fragment.fonts.map((href) => resolveOnApi(api, href)));
    await placeStyleSheets(
      this.frame,
      this.body,
      fragment.styles.map((href) => resolveOnApi(api, href)),
    );
    signal.throwIfAborted();
    const content = document.createElement('div');
    content.className = 'bk-content';
    content.tabIndex = -1;
    fillContent(content, fragment.html);
    this.body.replaceChildren(content);
    this.shown(state);
    return content;
  }

  /** The content's container, when content is shown. */
  protected get content(): HTMLElement | null {
    return this.body.querySelector<HTMLElement>(':scope > .bk-content');
  }

  /** Marks the render as done: the ready event, and the focus where "Try again" left it. */
  protected shown(state: WidgetReadyDetail['state']): void {
    if (this.#keepFocus) {
      this.#keepFocus = false;
      const target = this.body.firstElementChild as HTMLElement | null;
      if (target) {
        target.tabIndex = -1;
        target.focus();
      }
    }
    this.emit<WidgetReadyDetail>('bloomkeep-ready', { state });
  }

  protected emit<T extends WidgetEventDetail>(
    type: 'bloomkeep-ready' | 'bloomkeep-error',
    detail: Omit<T, keyof WidgetEventDetail>,
  ): void {
    const now = performance.now();
    this.dispatchEvent(
      new CustomEvent(type, {
        bubbles: true,
        composed: true,
        detail: {
          widget: this.localName,
          ms: Math.round(now),
          renderMs: Math.round(now - this.#startedAt),
          ...detail,
        },
      }),
    );
  }
}
