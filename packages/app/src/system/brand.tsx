// White-label branding: the theme chosen by host name also decides the
// product's name and how "things" are worded (spec §1). The words live in
// @bloomkeep/schema (BRAND_WORDS), shared with the server's e-mails; every
// brand word on screen comes through useBrand().
import { BRAND_WORDS, type BrandName, type BrandWords } from '@bloomkeep/schema';
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export type ThemeName = BrandName;

export interface Brand extends BrandWords {
  theme: ThemeName;
}

export const BRANDS: Record<ThemeName, Brand> = {
  default: { theme: 'default', ...BRAND_WORDS.default },
  beeCafe: { theme: 'beeCafe', ...BRAND_WORDS.beeCafe },
};

const BrandContext = createContext<Brand>(BRANDS.default);

export function BrandProvider({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const brand = BRANDS[theme];
  // index.html is shared by both hosts and says Bloomkeep; the page titles come from
  // PageTitle, the description from here.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', brand.tagline);
  }, [brand.tagline]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
