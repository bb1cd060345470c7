// White-label branding: the theme chosen by host name also decides the
// product's name and how "things" are worded (spec §1).
import { createContext, useContext, type ReactNode } from 'react';

export type ThemeName = 'default' | 'beeCafe';

export interface Brand {
  theme: ThemeName;
  name: string;
  tagline: string;
  /** The word for a thing on the dashboard: "thing" or "bee cafe". */
  thingSingular: string;
  thingPlural: string;
}

export const BRANDS: Record<ThemeName, Brand> = {
  default: {
    theme: 'default',
    name: 'Bloomkeep',
    tagline: 'Look after shared green things with your neighbours.',
    thingSingular: 'thing',
    thingPlural: 'things',
  },
  beeCafe: {
    theme: 'beeCafe',
    name: 'Bee Cafe Club',
    tagline: 'Keep your street’s bee cafes blooming, together.',
    thingSingular: 'bee cafe',
    thingPlural: 'bee cafes',
  },
};

const BrandContext = createContext<Brand>(BRANDS.default);

export function BrandProvider({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return <BrandContext.Provider value={BRANDS[theme]}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
