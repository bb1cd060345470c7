import type { ThemeName } from '../tokens/themeTokens';

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * The white-label theme for a host name: `beeCafe` when the host is one of `beeCafeHosts`
 * or a subdomain of one, else `default`. Ports are ignored; matching is case-insensitive.
 */
export function themeForHost(hostname: string, beeCafeHosts: readonly string[]): ThemeName {
  const host = normaliseHost(hostname.replace(/:\d+$/, ''));
  if (host === '') return 'default';
  const matches = beeCafeHosts
    .map(normaliseHost)
    .filter((candidate) => candidate !== '')
    .some((candidate) => host === candidate || host.endsWith(`.${candidate}`));
  return matches ? 'beeCafe' : 'default';
}
