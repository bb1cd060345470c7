// What the /partners attribute builder holds, and what it makes of it: the widget spec, the
// snippets (from @bloomkeep/schema's builders, so the page hands out exactly what the widgets,
// the embed routes and oEmbed read) and the attributes of the live preview's elements.
import {
  WIDGET_MAP_HEIGHT,
  formatWidgetBbox,
  iframeSnippet,
  isWidgetThingId,
  isWidgetUsername,
  scriptSnippet,
  type ThingCategory,
  type WidgetBbox,
  type WidgetSpec,
  type WidgetTheme,
} from '@bloomkeep/schema';
import type { Brand, ThemeName } from '../../system/brand';

export type WidgetKind = WidgetSpec['kind'];

export const WIDGET_KINDS: readonly WidgetKind[] = ['thingMap', 'badges', 'thingCard'];

export interface EmbedChoices {
  kind: WidgetKind;
  /** The map's box: the builder map's view, or typed; null leaves the widget's own default. */
  bbox: WidgetBbox | null;
  /** The map keeps to one category; null shows every public thing. */
  category: ThingCategory | null;
  /** The card's thing (a public one), with its name for the iframe's title. */
  thing: { id: string; name: string } | null;
  /** Whose badges, as typed. */
  username: string;
  theme: WidgetTheme;
  /** Iframes only: the partner's page shows through. */
  transparent: boolean;
}

/** The widget theme that matches the app's brand: the bee cafe host offers its own look first. */
export function widgetThemeForBrand(theme: ThemeName): WidgetTheme {
  return theme === 'beeCafe' ? 'beecafe' : 'default';
}

export function initialChoices(options: {
  theme: ThemeName;
  category: ThingCategory | null;
  username: string | null;
  thing: { id: string; name: string } | null;
}): EmbedChoices {
  return {
    kind: 'thingMap',
    bbox: null,
    category: options.category,
    thing: options.thing,
    username: options.username ?? '',
    theme: widgetThemeForBrand(options.theme),
    transparent: false,
  };
}

/** The widget the choices describe, or null while they lack what it needs (a valid name, a thing). */
export function widgetSpecOf(
  choices: EmbedChoices,
  kind: WidgetKind = choices.kind,
): WidgetSpec | null {
  switch (kind) {
    case 'thingMap':
      return {
        kind,
        bbox: choices.bbox,
        categories: choices.category ? [choices.category] : [],
        height: WIDGET_MAP_HEIGHT,
      };
    case 'badges': {
      const username = choices.username.trim();
      return isWidgetUsername(username) ? { kind, username } : null;
    }
    case 'thingCard': {
      const thingId = choices.thing?.id;
      return isWidgetThingId(thingId) ? { kind, thingId } : null;
    }
  }
}

/** What the iframe is called for assistive technology on the partner's page. */
export function iframeTitle(
  spec: WidgetSpec,
  brand: Pick<Brand, 'name' | 'thingPlural'>,
  thingName?: string | null,
): string {
  switch (spec.kind) {
    case 'thingMap':
      return `${brand.name}: map of ${brand.thingPlural}`;
    case 'badges':
      return `${brand.name}: badges of ${spec.username}`;
    case 'thingCard':
      return `${brand.name}: ${thingName ?? 'card'}`;
  }
}

export interface EmbedSnippets {
  script: string;
  iframe: string;
}

export function embedSnippets(
  spec: WidgetSpec,
  choices: Pick<EmbedChoices, 'theme' | 'transparent'>,
  options: { origin: string; title: string },
): EmbedSnippets {
  const { origin, title } = options;
  // The transparent background is the iframe's alone: the custom element is transparent anyway.
  return {
    script: scriptSnippet(spec, { origin, theme: choices.theme }),
    iframe: iframeSnippet(spec, {
      origin,
      theme: choices.theme,
      transparent: choices.transparent,
      title,
    }),
  };
}

/**
 * The attributes of the widget's custom element, as the script snippet writes them (a test holds
 * the two together): the live preview renders the same element a partner pastes.
 */
export function widgetAttributes(
  spec: WidgetSpec,
  options: { origin: string; theme: WidgetTheme },
): Record<string, string> {
  const attributes: Record<string, string> = { api: options.origin };
  switch (spec.kind) {
    case 'thingMap':
      if (spec.bbox) attributes.bbox = formatWidgetBbox(spec.bbox);
      if (spec.categories?.length) attributes.category = spec.categories.join(',');
      attributes.height = String(spec.height ?? WIDGET_MAP_HEIGHT);
      break;
    case 'badges':
      attributes.user = spec.username;
      break;
    case 'thingCard':
      attributes.thing = spec.thingId;
      break;
  }
  if (options.theme !== 'default') attributes.theme = options.theme;
  return attributes;
}

/** How the builder and the preview name the widget themes. */
export const WIDGET_THEME_LABELS: Record<WidgetTheme, string> = {
  default: 'Green',
  beecafe: 'Bee cafe',
};
