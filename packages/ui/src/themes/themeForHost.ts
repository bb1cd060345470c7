import { brandForHost } from '@bloomkeep/schema';
import type { ThemeName } from '../tokens/themeTokens';

/**
 * The white-label theme for a host name: `beeCafe` when the host is one of `beeCafeHosts`
 * or a subdomain of one, else `default`. Ports are ignored; matching is case-insensitive.
 * The rule itself is @bloomkeep/schema's `brandForHost`, which the server's e-mails use too.
 */
export function themeForHost(hostname: string, beeCafeHosts: readonly string[]): ThemeName {
  return brandForHost(hostname, beeCafeHosts);
}
