// The two brands (spec §1): which host gets which, and the words and e-mail colours each uses.
// The app (system/brand.tsx, themes) and the server (e-mails) both read this file, so a brand's
// name or host rule lives once. Screen colours live in the UI kit's tokens; the e-mail colours
// below are the same values, held to them by packages/ui/src/tokens/themeTokens.test.ts.

export type BrandName = 'default' | 'beeCafe';

/** Host names that get the bee cafe brand unless configured otherwise (and their subdomains). */
export const DEFAULT_BEE_CAFE_HOSTS: readonly string[] = [
  'beecafe.localhost',
  'beecafe.bloomkeep.org',
];

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * The brand of a host name: `beeCafe` when the host is one of `beeCafeHosts` or a subdomain of
 * one, else `default`. Ports are ignored; matching is case-insensitive.
 */
export function brandForHost(hostname: string, beeCafeHosts: readonly string[]): BrandName {
  const host = normaliseHost(hostname.replace(/:\d+$/, ''));
  if (host === '') return 'default';
  const matches = beeCafeHosts
    .map(normaliseHost)
    .filter((candidate) => candidate !== '')
    .some((candidate) => host === candidate || host.endsWith(`.${candidate}`));
  return matches ? 'beeCafe' : 'default';
}

export interface BrandWords {
  /** The product's name, in page titles, e-mails and as the e-mail sender's display name. */
  name: string;
  /** One line under the name on home and in e-mail footers. */
  tagline: string;
  /** What the community looks after, in running text: "shared green things". */
  lookAfter: string;
  /** The word for a thing on the dashboard: "thing" or "bee cafe". */
  thingSingular: string;
  thingPlural: string;
}

export const BRAND_WORDS: Record<BrandName, BrandWords> = {
  default: {
    name: 'Bloomkeep',
    tagline: 'Look after shared green things with your neighbours.',
    lookAfter: 'shared green things',
    thingSingular: 'thing',
    thingPlural: 'things',
  },
  beeCafe: {
    name: 'Bee Cafe Club',
    tagline: 'Keep your street’s bee cafes blooming, together.',
    lookAfter: 'your street’s bee cafes',
    thingSingular: 'bee cafe',
    thingPlural: 'bee cafes',
  },
};

/** Colours of a brand's e-mails: the theme's brand, onBrand, text and background tokens. */
export interface BrandMailColours {
  brand: string;
  onBrand: string;
  text: string;
  background: string;
}

export const BRAND_MAIL_COLOURS: Record<BrandName, BrandMailColours> = {
  default: { brand: '#2e7d32', onBrand: '#ffffff', text: '#1a2b1c', background: '#f1f8e9' },
  beeCafe: { brand: '#f2a007', onBrand: '#2e1a0e', text: '#2e1a0e', background: '#fff8e7' },
};
