// Runtime configuration of the app. Values come from Vite's environment at
// build time (VITE_*), with defaults that work against the bundled server.
import { DEFAULT_BEE_CAFE_HOSTS, type LngLat } from '@bloomkeep/schema';

const env = import.meta.env;

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function sameOriginWebSocket(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${path}`;
}

export const config = {
  /** GraphQL over HTTP; same origin by default. */
  graphqlUrl: env.VITE_GRAPHQL_URL ?? '/graphql',
  /** graphql-ws endpoint; same origin by default. */
  graphqlWsUrl: () => env.VITE_GRAPHQL_WS_URL ?? sameOriginWebSocket('/graphql'),
  /**
   * Host names that get the white-label bee cafe variant. `beecafe.localhost`
   * resolves to this machine in every modern browser, so it works locally.
   */
  beeCafeHosts: list(env.VITE_BEECAFE_HOSTS, [...DEFAULT_BEE_CAFE_HOSTS]),
};

/**
 * The base map: a MapLibre style URL (VITE_MAP_STYLE_URL). Unset, maps use the
 * kit's offline style, which fetches nothing (tests and the offline demo).
 */
export const mapStyleUrl: string | undefined = env.VITE_MAP_STYLE_URL || undefined;

/** Where maps look before a location is chosen: Totnes, the demo community. */
export const defaultMapCenter: LngLat = { longitude: -3.684, latitude: 50.4319 };
