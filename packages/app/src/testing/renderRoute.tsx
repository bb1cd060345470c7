// Test-only: renders one route with its loader the way the app does, on a Relay
// mock environment. Imported by *.test.tsx files only, never by the app.
import { Suspense, type ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment, Variables } from 'relay-runtime';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { MOCK_SCALARS } from './mockScalars';
import { ThemeProvider } from '@bloomkeep/ui';
import { AuthProvider } from '../auth/AuthProvider';
import { AuthStore } from '../auth/authStore';
import { createSession } from '../auth/session';
import { BrandProvider, type ThemeName } from '../system/brand';
import { ReleaseRouteQueries, createRouteContext, type RouteContext } from '../relay/routeQuery';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** An unsigned JWT carrying `claims`, enough for the AuthStore to read. */
export function testJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

/** A Storage kept in memory, so the AuthStore leaves localStorage alone. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export interface RenderRouteOptions {
  /** The route's path pattern. */
  path: string;
  /** The URL to open; `path` by default. */
  url?: string;
  loader: (context: RouteContext) => LoaderFunction;
  element: ReactNode;
  hydrateFallbackElement?: ReactNode;
  /** true: a user's token; false: a guest token; left out: no token at all. */
  signedIn?: boolean;
  /** With `signedIn`: an administrator's token (role bk_admin). */
  isAdmin?: boolean;
  /** The `user_id` claim of the token. */
  userId?: string;
  /** Stored as the signed-in user's username. */
  username?: string;
  theme?: ThemeName;
  /** When given, the loader's one operation is answered with these. */
  resolvers?: MockResolvers;
  /** false: the URL names nothing, so the loader starts no query (a "not found" page). */
  expectQuery?: boolean;
}

/**
 * Renders the route inside the app's providers, waits until its loader has
 * started its one query and, with `resolvers`, answers it.
 */
export async function renderRoute({
  path,
  url = path,
  loader,
  element,
  hydrateFallbackElement,
  signedIn,
  isAdmin = false,
  userId,
  username,
  theme = 'default',
  resolvers,
  expectQuery = true,
}: RenderRouteOptions) {
  // relay-test-utils' mock environment is written for Jest and calls `jest.fn`.
  // Stubbed on every render, as some tests unstub all globals after each test.
  vi.stubGlobal('jest', vi);
  const auth = new AuthStore({ storage: memoryStorage() });
  if (signedIn !== undefined) {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    auth.setToken(
      testJwt({
        role: signedIn ? (isAdmin ? 'bk_admin' : 'bk_user') : 'bk_anonymous',
        user_id: userId,
        exp,
      }),
    );
  }
  if (username !== undefined) auth.update({ username });
  const environment = createMockEnvironment();
  const session = createSession({
    auth,
    // @types/relay-test-utils lags @types/relay-runtime by a version; the object is the same.
    createEnvironment: () => environment as unknown as Environment,
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const context = createRouteContext(session, { theme });
  const router = createMemoryRouter(
    [
      {
        path,
        loader: loader(context),
        element: (
          <>
            <ReleaseRouteQueries queries={context.queries} />
            {element}
          </>
        ),
        ...(hydrateFallbackElement === undefined ? {} : { hydrateFallbackElement }),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AuthProvider session={session}>
      <RelayEnvironmentProvider environment={environment}>
        <ThemeProvider theme={theme}>
          <BrandProvider theme={theme}>
            <Suspense fallback="Loading">
              <RouterProvider router={router} />
            </Suspense>
          </BrandProvider>
        </ThemeProvider>
      </RelayEnvironmentProvider>
    </AuthProvider>,
  );
  if (!expectQuery) {
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    return { environment, router, session, context, variables: {} as Variables };
  }
  // The route loader starts the query; answer it once the router has run the loader.
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const [operation] = environment.mock.getAllOperations();
  if (resolvers) {
    await act(async () => {
      environment.mock.resolve(
        operation!,
        MockPayloadGenerator.generate(operation!, { ...MOCK_SCALARS, ...resolvers }),
      );
    });
  }
  const variables: Variables = operation!.request.variables;
  return { environment, router, session, context, variables };
}
