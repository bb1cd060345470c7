// <bloomkeep-thing-map api="…" bbox="w,s,e,n" category="BEECAFE,TREE" theme="…" height="400">:
// the public things in a box, coloured by their water indicator, each linking back to its page
// on our site. This element is part of the small entry script; React, the kit's map and
// MapLibre/deck.gl arrive in a chunk the first map on the page imports (about 30 times the
// card's size), so pages without a map never download them.
import { parseWidgetBbox, parseWidgetCategories, widgetHeight } from '@bloomkeep/schema';
import { kitTheme } from '../shared/theme';
import { adoptWidgetStyles } from '../shared/widgetStyles';
import { WidgetElement, type WidgetErrorDetail } from '../shared/WidgetElement';
import type * as ThingMapChunk from './thingMapChunk';
import type { MountedThingMap, ThingMapOptions } from './thingMapChunk';

export const THING_MAP_MESSAGES = {
  loading: 'Loading the map…',
  failure: 'Could not load this map.',
} as const;

type Chunk = typeof ThingMapChunk;
let chunk: Promise<Chunk> | undefined;

/** The map chunk, imported once per page; a failed import is forgotten so "Try again" retries. */
export function loadThingMapChunk(): Promise<Chunk> {
  chunk ??= import('./thingMapChunk');
  chunk.catch(() => {
    chunk = undefined;
  });
  return chunk;
}

export class ThingMapElement extends WidgetElement {
  static observedAttributes = ['api', 'theme', 'bbox', 'category', 'height'];

  protected readonly failureMessage = THING_MAP_MESSAGES.failure;
  #map: MountedThingMap | null = null;
  #mounting: Promise<void> | null = null;

  #options(): ThingMapOptions {
    return {
      api: this.apiRoot,
      theme: kitTheme(this.getAttribute('theme')),
      bbox: parseWidgetBbox(this.getAttribute('bbox')),
      categories: parseWidgetCategories(this.getAttribute('category')),
      height: widgetHeight(this.getAttribute('height')),
    };
  }

  protected async render(signal: AbortSignal): Promise<void> {
    // Later renders (attribute changes) are answered by update(); the abort signal matters only
    // while the chunk loads.
    const options = this.#options();
    if (this.#map) {
      // Attributes changed on a map that is showing: it follows them in place.
      this.#map.update(options);
      return;
    }
    if (this.#mounting) return;
    this.showLoading(THING_MAP_MESSAGES.loading, options.height);
    const { mountThingMap } = await loadThingMapChunk();
    signal.throwIfAborted();
    const target = document.createElement('div');
    target.className = 'bk-map';
    const mounting = mountThingMap(
      target,
      (sheet) => adoptWidgetStyles(this.shadowRoot!, [sheet]),
      options,
      {
        onReady: () => this.shown('content'),
        onFailure: (message) => this.emit<WidgetErrorDetail>('bloomkeep-error', { message }),
      },
    ).then((map) => {
      this.#map = map;
    });
    this.#mounting = mounting;
    // The map lays itself out to the element's width, so it joins the page before mounting;
    // its own skeleton replaces the loading state at once.
    this.body.replaceChildren(target);
    try {
      await mounting;
    } finally {
      this.#mounting = null;
    }
    // It may have left the page, or had its attributes changed, while it mounted.
    // (TypeScript narrowed #map to null above; the mount has set it since.)
    const map = this.#map as MountedThingMap | null;
    if (!this.isConnected) this.#unmount();
    else map?.update(this.#options());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unmount();
  }

  #unmount(): void {
    this.#map?.unmount();
    this.#map = null;
  }
}
