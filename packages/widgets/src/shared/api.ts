// Where a widget's requests go. Every address is built from the element's `api` attribute, the
// origin of our server; without one, from the origin the script itself was loaded from, so the
// snippet `<script src="https://bloomkeep.example/widgets/v1/bloomkeep.js">` needs nothing else.
import { PUBLIC_GRAPHQL_PATH, WIDGETS_PATH, type PublicOperation } from '@bloomkeep/schema';

/** The server-rendered fragments of the card and badges widgets (JSON: html, styles, fonts). */
export const FRAGMENT_PATHS = Object.freeze({
  thingCard: `${WIDGETS_PATH}fragments/thing-card`,
  badges: `${WIDGETS_PATH}fragments/badges`,
  /** Our site for a brand: `{ origin }`, where the map's points lead. */
  site: `${WIDGETS_PATH}fragments/site`,
});

/** The origin this script came from, or the page's own when it has none (tests, file: URLs). */
export function scriptOrigin(): string {
  const origin = new URL(import.meta.url).origin;
  return origin === 'null' ? window.location.origin : origin;
}

/**
 * The API's base address from the `api` attribute: an absolute URL (usually just an origin),
 * with no trailing slash. A relative or missing value means the script's own origin.
 */
export function apiBase(attribute: string | null): string {
  const value = attribute?.trim();
  if (!value) return scriptOrigin();
  try {
    const url = new URL(value, scriptOrigin());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return scriptOrigin();
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return scriptOrigin();
  }
}

/** A path on the API with a query, e.g. a fragment or a public operation. */
export function apiUrl(api: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${api}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** An address the server gave relative to itself (a style sheet, a font), made absolute. */
export function resolveOnApi(api: string, href: string): string {
  return new URL(href, `${api}/`).href;
}

/** `GET /graphql/public?documentId=…&variables=…` for a public query. */
export function publicQueryUrl(
  api: string,
  operation: PublicOperation,
  variables: Record<string, unknown>,
): string {
  return apiUrl(api, PUBLIC_GRAPHQL_PATH, {
    documentId: operation.id,
    variables: JSON.stringify(variables),
  });
}

/** The public subscription socket: the API's address with ws: or wss:. */
export function publicSocketUrl(api: string): string {
  const url = new URL(`${api}${PUBLIC_GRAPHQL_PATH}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
