// What partners embed (issue 14, decision 0142): the custom elements of the widget script,
// the iframe routes that show the same widgets, and the snippets the /partners page hands
// out. One place for the names, the attributes and how they are read, so the widgets, the
// server's embed pages and the snippet builder agree.
import { THING_CATEGORIES, type ThingCategory } from './enums';
import { validateUsername } from './validation';

/** The widget script, versioned: a new major version gets a new path. */
export const WIDGETS_VERSION = 'v1';
export const WIDGETS_PATH = `/widgets/${WIDGETS_VERSION}/`;
/** The ES module partners load with <script type="module">. */
export const WIDGETS_SCRIPT = `${WIDGETS_PATH}bloomkeep.js`;
/** The classic script for pages without modules (it loads the module). */
export const WIDGETS_CLASSIC_SCRIPT = `${WIDGETS_PATH}bloomkeep.classic.js`;

export const WIDGET_ELEMENTS = Object.freeze({
  thingMap: 'bloomkeep-thing-map',
  badges: 'bloomkeep-badges',
  thingCard: 'bloomkeep-thing-card',
} as const);

export type WidgetTheme = 'default' | 'beecafe';
export const WIDGET_THEMES: readonly WidgetTheme[] = ['default', 'beecafe'];

export function widgetTheme(value: string | null | undefined): WidgetTheme {
  return value === 'beecafe' ? 'beecafe' : 'default';
}

/** A map box as partners write it: "west,south,east,north" in degrees. */
export interface WidgetBbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The box of `bbox="w,s,e,n"`, or null when it is not four numbers in range. */
export function parseWidgetBbox(value: string | null | undefined): WidgetBbox | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return null;
  if (Math.abs(south) > 90 || Math.abs(north) > 90 || south >= north) return null;
  return { west, south, east, north };
}

export function formatWidgetBbox({ west, south, east, north }: WidgetBbox): string {
  const round = (n: number) => Number(n.toFixed(5));
  return [west, south, east, north].map(round).join(',');
}

/** `category="BEECAFE,FLOWERBED"`: the known categories named, in order; empty means all. */
export function parseWidgetCategories(value: string | null | undefined): ThingCategory[] {
  if (!value) return [];
  const known = new Set<string>(THING_CATEGORIES);
  const seen = new Set<ThingCategory>();
  for (const part of value.split(',')) {
    const name = part.trim().toUpperCase();
    if (known.has(name)) seen.add(name as ThingCategory);
  }
  return [...seen];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isWidgetThingId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isWidgetUsername(value: string | null | undefined): value is string {
  return typeof value === 'string' && validateUsername(value) === null;
}

/** The default height of the map widget, in CSS pixels. */
export const WIDGET_MAP_HEIGHT = 400;

export function widgetHeight(value: string | null | undefined): number {
  const height = Number(value);
  return Number.isFinite(height) && height >= 200 && height <= 1200
    ? Math.round(height)
    : WIDGET_MAP_HEIGHT;
}

/** The iframe routes: the same widgets, with no app frame around them. */
export const EMBED_PATHS = Object.freeze({
  thingMap: '/embed/things/map',
  badges: (username: string) => `/embed/users/${encodeURIComponent(username)}/badges`,
  thingCard: (thingId: string) => `/embed/things/${thingId}`,
});

export type WidgetSpec =
  | { kind: 'thingMap'; bbox?: WidgetBbox | null; categories?: ThingCategory[]; height?: number }
  | { kind: 'badges'; username: string }
  | { kind: 'thingCard'; thingId: string };

export interface SnippetOptions {
  /** The API's origin, e.g. https://bloomkeep.example. */
  origin: string;
  theme?: WidgetTheme;
  /** Iframes only: no background behind the widget. */
  transparent?: boolean;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function widgetAttributes(spec: WidgetSpec): Array<[string, string]> {
  switch (spec.kind) {
    case 'thingMap':
      return [
        ...(spec.bbox ? ([['bbox', formatWidgetBbox(spec.bbox)]] as Array<[string, string]>) : []),
        ...(spec.categories?.length
          ? ([['category', spec.categories.join(',')]] as Array<[string, string]>)
          : []),
        ['height', String(spec.height ?? WIDGET_MAP_HEIGHT)],
      ];
    case 'badges':
      return [['user', spec.username]];
    case 'thingCard':
      return [['thing', spec.thingId]];
  }
}

/** The script tag and custom element a partner pastes into a page. */
export function scriptSnippet(spec: WidgetSpec, options: SnippetOptions): string {
  const attributes: Array<[string, string]> = [
    ['api', options.origin],
    ...widgetAttributes(spec),
    ...(options.theme && options.theme !== 'default'
      ? ([['theme', options.theme]] as Array<[string, string]>)
      : []),
  ];
  const element = WIDGET_ELEMENTS[spec.kind];
  const attrs = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return [
    `<script type="module" src="${escapeAttribute(options.origin + WIDGETS_SCRIPT)}"></script>`,
    `<${element}${attrs}></${element}>`,
  ].join('\n');
}

/** The URL of the iframe that shows the same widget. */
export function embedUrl(spec: WidgetSpec, options: SnippetOptions): string {
  const path =
    spec.kind === 'thingMap'
      ? EMBED_PATHS.thingMap
      : spec.kind === 'badges'
        ? EMBED_PATHS.badges(spec.username)
        : EMBED_PATHS.thingCard(spec.thingId);
  const query: Array<[string, string]> = [];
  if (spec.kind === 'thingMap') query.push(...widgetAttributes(spec));
  if (options.theme && options.theme !== 'default') query.push(['theme', options.theme]);
  if (options.transparent) query.push(['background', 'transparent']);
  const search = query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${options.origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** The iframe a partner pastes (also what oEmbed answers). */
export function iframeSnippet(
  spec: WidgetSpec,
  options: SnippetOptions & { title: string; width?: number; height?: number },
): string {
  const height =
    options.height ?? (spec.kind === 'thingMap' ? (spec.height ?? WIDGET_MAP_HEIGHT) : 320);
  const width = options.width ? String(options.width) : '100%';
  return `<iframe src="${escapeAttribute(embedUrl(spec, options))}" title="${escapeAttribute(options.title)}" width="${width}" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
