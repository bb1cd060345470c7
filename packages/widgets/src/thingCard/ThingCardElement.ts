// <bloomkeep-thing-card api="…" thing="uuid" theme="default|beecafe">: a live card of one public
// thing, rendered on our server (its hydration gauge, last action and a "Help water" link to the
// thing's page). It listens to the thing's updates and, on each, fetches its fragment again and
// swaps only the parts marked `data-bk-live`, so a visitor's focus (on "Help water", say) stays.
import { isWidgetThingId, widgetTheme } from '@bloomkeep/schema';
import { apiUrl, FRAGMENT_PATHS, publicSocketUrl, resolveOnApi } from '../shared/api';
import { coalesce } from '../shared/coalesce';
import { fetchFragment } from '../shared/fragment';
import {
  placeStyleSheets,
  replaceContentKeepingFocus,
  replaceLiveParts,
} from '../shared/fragmentView';
import { WidgetElement } from '../shared/WidgetElement';
import { watchThing } from './thingUpdates';

export const THING_CARD_MESSAGES = {
  loading: 'Loading this thing…',
  failure: 'Could not load this card.',
  noThing: 'This card needs a thing: set its thing attribute to the thing’s id.',
  notPublic: 'This thing is not shared publicly.',
} as const;

export class ThingCardElement extends WidgetElement {
  static observedAttributes = ['api', 'theme', 'thing'];

  protected readonly failureMessage = THING_CARD_MESSAGES.failure;

  protected async render(signal: AbortSignal): Promise<void> {
    const thing = this.getAttribute('thing');
    if (!isWidgetThingId(thing)) {
      this.showPlaceholder(THING_CARD_MESSAGES.noThing);
      return;
    }
    this.showLoading(THING_CARD_MESSAGES.loading);
    const api = this.apiRoot;
    const url = apiUrl(api, FRAGMENT_PATHS.thingCard, {
      thing: thing.toLowerCase(),
      theme: widgetTheme(this.getAttribute('theme')),
    });
    const result = await fetchFragment(url, signal);
    signal.throwIfAborted();
    if (result.kind === 'placeholder') {
      // The server's own placeholder (styled like the widget), or ours from a server without one.
      if (result.fragment) await this.showFragment(result.fragment, signal, 'placeholder');
      else this.showPlaceholder(THING_CARD_MESSAGES.notPublic);
      return;
    }
    await this.showFragment(result.fragment, signal);
    this.#listen(api, thing, url, signal);
  }

  /** Live updates until `signal` aborts (new attributes, or the card left the page). */
  #listen(api: string, thing: string, url: string, signal: AbortSignal): void {
    const refresh = coalesce(async () => {
      // Past the browser's cache: the fragment's 15 s max-age would hand back the card as it was.
      const result = await fetchFragment(url, signal, { fresh: true });
      if (signal.aborted) return;
      if (result.kind === 'placeholder') {
        // The thing was made private or deleted: say so, and stop listening.
        stop();
        if (result.fragment) await this.showFragment(result.fragment, signal, 'placeholder');
        else this.showPlaceholder(THING_CARD_MESSAGES.notPublic);
        return;
      }
      const { html, styles } = result.fragment;
      const content = this.content;
      if (!content) return;
      await placeStyleSheets(
        this.frame,
        this.body,
        styles.map((href) => resolveOnApi(api, href)),
        { keepOthers: true },
      );
      if (signal.aborted) return;
      if (!replaceLiveParts(content, html)) replaceContentKeepingFocus(content, html);
    });

    let unwatch = () => {};
    let resume = () => {};
    const start = () => {
      unwatch = watchThing(publicSocketUrl(api), thing, {
        onUpdate: () => refresh.request(),
        onEnd: (reason) => {
          unwatch();
          // The socket gave up: listen again (and catch up) when the visitor is back online or
          // returns to the tab, rather than retrying into the void.
          if (reason === 'error' && !signal.aborted) waitToResume();
        },
      });
    };
    const waitToResume = () => {
      const again = () => {
        if (document.visibilityState === 'hidden') return;
        resume();
        start();
        refresh.request();
      };
      window.addEventListener('online', again);
      document.addEventListener('visibilitychange', again);
      resume = () => {
        window.removeEventListener('online', again);
        document.removeEventListener('visibilitychange', again);
        resume = () => {};
      };
    };
    const stop = () => {
      refresh.cancel();
      unwatch();
      resume();
    };
    signal.addEventListener('abort', stop, { once: true });
    start();
  }
}
