// The map widget's lazy chunk, imported by the first <bloomkeep-thing-map> on a page: React,
// react-dom and the kit's ThingMap (which itself loads maplibre-gl and deck.gl lazily), with the
// kit's CSS and maplibre's worker made to work from inside a shadow root on another origin.
import type { ThingCategory, WidgetBbox } from '@bloomkeep/schema';
import type { MapBaseLayer, ThemeName } from '@bloomkeep/ui';
import { createRoot } from 'react-dom/client';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { widgetBaseLayers } from './baseLayers';
import { kitStyleSheet } from './kitStyles';
import { prepareMapWorker } from './mapWorker';
import { WidgetThingMap } from './WidgetThingMap';

// react-aria's focus management (the layer popover, focus rings) looks through shadow roots.
enableShadowDOM();

export interface ThingMapOptions {
  api: string;
  theme: ThemeName;
  bbox: WidgetBbox | null;
  categories: readonly ThingCategory[];
  height: number;
}

export interface ThingMapEvents {
  onReady(): void;
  onFailure(message: string): void;
}

export interface MountedThingMap {
  update(options: ThingMapOptions): void;
  unmount(): void;
}

/** Where a chosen point leads: the top-level page, so it also leaves an iframe embed. */
function navigate(href: string): void {
  window.open(href, '_top');
}

/**
 * Renders the map into `target` (inside `shadowRoot`), once the kit's styles are adopted by the
 * shadow root and maplibre's worker is ready. `adopt` receives the kit's sheet, for the element
 * to keep beside its own.
 */
export async function mountThingMap(
  target: HTMLElement,
  adopt: (sheet: CSSStyleSheet) => void,
  options: ThingMapOptions,
  events: ThingMapEvents,
  baseLayers: readonly MapBaseLayer[] = widgetBaseLayers,
): Promise<MountedThingMap> {
  const [sheet] = await Promise.all([kitStyleSheet(), prepareMapWorker()]);
  adopt(sheet);
  const root = createRoot(target);
  const render = (next: ThingMapOptions) =>
    root.render(
      <WidgetThingMap
        {...next}
        width={target.clientWidth || target.getBoundingClientRect().width || 600}
        baseLayers={baseLayers}
        navigate={navigate}
        onReady={events.onReady}
        onFailure={events.onFailure}
      />,
    );
  render(options);
  return { update: render, unmount: () => root.unmount() };
}
