// Story decorator for app components: the brand of the Storybook toolbar's theme
// (so bee cafe wording shows in that theme) and a Suspense boundary for queries.
import { Suspense } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { themeNames, type ThemeName } from '@bloomkeep/ui';
import { BrandProvider } from '../system/brand';
import { PageSkeleton } from '../system/PageSkeleton';

/** Wraps a story in the brand of the toolbar's theme and a Suspense boundary for its query. */
export const withBrand: Decorator = (Story, context) => {
  const theme = themeNames.find((name) => name === context.globals.theme) ?? 'default';
  return (
    <BrandProvider theme={theme as ThemeName}>
      <Suspense fallback={<PageSkeleton />}>
        <Story />
      </Suspense>
    </BrandProvider>
  );
};
