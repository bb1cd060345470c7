import { useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { ThemeProvider } from '@bloomkeep/ui';
import { BrandProvider, type ThemeName } from './system/brand';
import { createRouter } from './router';

export function App({ environment, theme }: { environment: Environment; theme: ThemeName }) {
  const router = useMemo(() => createRouter(environment), [environment]);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme={theme}>
        <BrandProvider theme={theme}>
          <RouterProvider router={router} />
        </BrandProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>
  );
}
