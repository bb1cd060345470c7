// The route helper keeps a page's query exactly as long as the page is on
// screen: released once after navigating away, never while shown (also under
// StrictMode's extra unmount and mount), and released when a navigation that
// started it was abandoned.
import { StrictMode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import type { Environment, OperationType } from 'relay-runtime';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { MOCK_SCALARS } from '../testing/mockScalars';
import { ThemeProvider } from '@bloomkeep/ui';
import { AuthProvider } from '../auth/AuthProvider';
import { AuthStore } from '../auth/authStore';
import { createSession } from '../auth/session';
import { BrandProvider } from '../system/brand';
import { thingRoutes } from '../routes/Thing/thingRoutes';
// The page's code loads lazily; loaded here, so the tests wait only for data.
import '../routes/Thing/ThingRoute';
import { memoryStorage } from '../testing/renderRoute';
import { ReleaseRouteQueries, createRouteContext } from './routeQuery';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

afterEach(cleanup);

function setup() {
  vi.stubGlobal('jest', vi);
  const auth = new AuthStore({ storage: memoryStorage() });
  const environment = createMockEnvironment();
  const session = createSession({
    auth,
    createEnvironment: () => environment as unknown as Environment,
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const context = createRouteContext(session);
  // Counts every release of every query the loaders start, by thing id.
  const releases = new Map<string, number>();
  const track = context.queries.track.bind(context.queries);
  context.queries.track = <Q extends OperationType>(queryRef: PreloadedQuery<Q>) => {
    const id = String((queryRef.variables as { id: string }).id);
    releases.set(id, 0);
    const dispose = queryRef.dispose.bind(queryRef);
    Object.assign(queryRef, {
      dispose: () => {
        releases.set(id, (releases.get(id) ?? 0) + 1);
        dispose();
      },
    });
    track(queryRef);
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ReleaseRouteQueries queries={context.queries} />
            <Outlet />
          </>
        ),
        children: [...thingRoutes(context), { path: 'elsewhere', element: <p>Elsewhere</p> }],
      },
    ],
    { initialEntries: [`/things/${A}`] },
  );
  render(
    <StrictMode>
      <AuthProvider session={session}>
        <RelayEnvironmentProvider environment={environment}>
          <ThemeProvider theme="default">
            <BrandProvider theme="default">
              <Suspense fallback="Loading">
                <RouterProvider router={router} />
              </Suspense>
            </BrandProvider>
          </ThemeProvider>
        </RelayEnvironmentProvider>
      </AuthProvider>
    </StrictMode>,
  );
  /** Answers the newest query for thing `id` with a thing called `name`. */
  const answer = async (id: string, name: string) => {
    // The page's own query (the chat panel beside it asks with `thingId`).
    const pageQuery = () =>
      environment.mock
        .getAllOperations()
        .findLast((operation) => (operation.request.variables as { id?: string }).id === id);
    await waitFor(() => expect(pageQuery()).toBeDefined());
    const operation = pageQuery()!;
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...MOCK_SCALARS,
          Thing: () => ({
            nodeId: `thing-${id}`,
            id,
            name,
            hasImage: false,
            category: 'BENCH',
            location: { x: -3.68, y: 50.43 },
            createdAt: '2026-05-14T09:30:00Z',
            lastSensorData: null,
          }),
          Action: () => ({ type: 'CREATED', createdAt: '2026-05-14T09:30:00Z' }),
        }),
      );
    });
    await screen.findByRole('heading', { level: 1, name });
  };
  return { router, releases, context, answer };
}

describe('route queries', () => {
  it('releases a thing page’s query once, after navigating away, never while it shows', async () => {
    const { router, releases, context, answer } = setup();
    await answer(A, 'Apple tree');
    // StrictMode has unmounted and mounted the page again: its query is still held.
    expect(releases.get(A)).toBe(0);

    await act(() => router.navigate(`/things/${B}`));
    await answer(B, 'Bramble patch');
    expect(releases.get(A)).toBe(1);
    expect(releases.get(B)).toBe(0);

    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('Elsewhere');
    await waitFor(() => expect(releases.get(B)).toBe(1));
    expect(releases.get(A)).toBe(1);
    expect(context.queries.size).toBe(0);
  });

  it('releases the query of a navigation that was abandoned before it rendered', async () => {
    const { router, releases, context, answer } = setup();
    await answer(A, 'Apple tree');

    // C's loader starts its query, then the reader goes elsewhere before it answers.
    void router.navigate(`/things/${C}`);
    await waitFor(() => expect(releases.has(C)).toBe(true));
    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('Elsewhere');
    await waitFor(() => expect(releases.get(C)).toBe(1));
    expect(releases.get(A)).toBe(1);
    expect(context.queries.size).toBe(0);
  });
});
