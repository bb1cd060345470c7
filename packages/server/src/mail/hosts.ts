// The hosts the app is served on, each with its brand (docs/decisions/0117). E-mail links and
// brands come only from this allow-list: a request's Host header merely selects an entry, and
// a host that is not listed selects nothing, so the default (APP_URL) applies.
import type http from 'node:http';
import { brandForHost, DEFAULT_BEE_CAFE_HOSTS, type BrandName } from '@bloomkeep/schema';

export interface AppHost {
  /** e.g. https://beecafe.bloomkeep.org: the base of links in e-mails (no trailing slash). */
  url: string;
  /** Lower-case host[:port] as a Host header names it (the default port left out). */
  host: string;
  brand: BrandName;
}

/** One allow-list entry from a base URL (`https://host[:port][/path]`); throws on anything else. */
export function appHost(base: string, beeCafeHosts: readonly string[]): AppHost {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`APP_HOSTS entries must be URLs such as https://host, got ${base}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`APP_HOSTS entries must be URLs such as https://host, got ${base}`);
  }
  return {
    url: `${url.origin}${url.pathname}`.replace(/\/+$/, ''),
    host: url.host.toLowerCase(),
    brand: brandForHost(url.hostname, beeCafeHosts),
  };
}

/**
 * The allow-list: APP_HOSTS when set (comma-separated base URLs); otherwise the app's own origin
 * (APP_URL, else the server's URL) plus each bee cafe host with the same scheme and port. The
 * first entry is the default for e-mails to users whose host is unknown.
 */
export function appHostsFor(
  appUrl: string,
  options: { appHosts?: readonly string[]; beeCafeHosts?: readonly string[] } = {},
): AppHost[] {
  const beeCafeHosts = options.beeCafeHosts ?? DEFAULT_BEE_CAFE_HOSTS;
  const main = appHost(appUrl, beeCafeHosts);
  const configured = options.appHosts?.filter((entry) => entry.trim() !== '') ?? [];
  let entries: AppHost[];
  if (configured.length > 0) {
    entries = configured.map((entry) => appHost(entry.trim(), beeCafeHosts));
  } else {
    const url = new URL(appUrl);
    entries = [
      main,
      ...beeCafeHosts
        .filter((host) => host.trim() !== '')
        .map((host) => {
          const bee = new URL(url);
          bee.hostname = host.trim();
          return appHost(bee.toString(), beeCafeHosts);
        }),
    ];
  }
  // APP_URL stays the default: it leads the list whether or not APP_HOSTS names it.
  const rest = entries.filter((entry) => entry.url !== main.url);
  return [main, ...rest];
}

/** The entry whose URL is exactly `url`, else the default (the first). */
export function resolveAppHost(url: unknown, hosts: readonly AppHost[]): AppHost {
  const found = typeof url === 'string' ? hosts.find((h) => h.url === url) : undefined;
  return found ?? hosts[0]!;
}

/**
 * The allow-listed host a request came to: its Host header (X-Forwarded-Host behind a trusted
 * proxy) when it names an entry exactly; otherwise undefined. The header's text is never used
 * as such, only the entry it selects.
 */
export function appHostOfRequest(
  req: http.IncomingMessage | undefined,
  hosts: readonly AppHost[],
  trustProxy: boolean,
): AppHost | undefined {
  if (!req) return undefined;
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const header = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded) ?? req.headers.host;
  const value = header?.split(',').at(-1)?.trim().toLowerCase();
  if (!value) return undefined;
  return hosts.find((h) => h.host === value);
}
