// Which web origins are the app's, and which of our origins a response names (decision 0142).
//
// /graphql answers the app only: a request or socket upgrade whose Origin header is present and
// is not one of the app's hosts (APP_HOSTS, mail/hosts.ts) is refused, so a partner's page can
// neither read nor write through it, not even as a guest. Requests without an Origin (curl,
// server to server, the server render's own loopback) are not browsers' cross-site requests and
// stay allowed. Outside production the Vite dev server (5173) and preview (4173) on a loopback
// name are the app too (they proxy /graphql), as is a loopback alias of a loopback app host, same scheme
// and port (http://localhost:3000 for http://127.0.0.1:3000).
import type http from 'node:http';
import type { WidgetTheme } from '@bloomkeep/schema';
import { appHostOfRequest, type AppHost } from '../mail/hosts.ts';

/** Vite's dev server and preview, which proxy /graphql to us in development. */
export const DEV_SERVER_PORTS: readonly string[] = ['5173', '4173'];

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

function originOf(url: string): string {
  return new URL(url).origin;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

export interface AppOriginOptions {
  appHosts: () => readonly AppHost[];
  production: boolean;
}

/** Whether an Origin header (undefined when absent) may use the app's own API. */
export function createAppOriginCheck(options: AppOriginOptions) {
  return (origin: string | undefined): boolean => {
    if (origin === undefined) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      // "null" (sandboxed frames, file: pages) and anything else that is not an origin.
      return false;
    }
    const hosts = options.appHosts();
    if (hosts.some((host) => originOf(host.url) === url.origin)) return true;
    if (options.production || !LOOPBACK.test(url.hostname)) return false;
    if (DEV_SERVER_PORTS.includes(portOf(url))) return true;
    return hosts.some((host) => {
      const app = new URL(host.url);
      return (
        LOOPBACK.test(app.hostname) && app.protocol === url.protocol && portOf(app) === portOf(url)
      );
    });
  };
}

/** The request's Origin header, undefined when absent. */
export function requestOrigin(req: http.IncomingMessage): string | undefined {
  const header = req.headers.origin;
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Our origin as a response should name it (the `api` of an embed page, the style sheets of a
 * fragment): the app host the request came to when it is on the allow-list, else the default
 * one. A Host header that is not ours never ends up in what we send.
 */
export function publicOrigin(
  req: http.IncomingMessage,
  appHosts: readonly AppHost[],
  trustProxy: boolean,
): string {
  const host = appHostOfRequest(req, appHosts, trustProxy) ?? appHosts[0];
  return host ? originOf(host.url) : `http://${req.headers.host ?? 'localhost'}`;
}

/**
 * Where a widget in `theme` links to: the app host of that brand (a bee cafe card opens the
 * thing on the bee cafe site), else the default host.
 */
export function siteOriginFor(theme: WidgetTheme, appHosts: readonly AppHost[]): string {
  const brand = theme === 'beecafe' ? 'beeCafe' : 'default';
  const host = appHosts.find((entry) => entry.brand === brand) ?? appHosts[0];
  return host ? originOf(host.url) : '';
}
