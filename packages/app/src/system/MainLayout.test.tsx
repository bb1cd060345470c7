// The layout's two shell-wide promises: "Try again" after a failed page load works with one
// press once the network is back, and after a navigation focus is on the new page's heading
// (never moved on the first load, so the skip link stays the first tab stop).
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Environment } from 'relay-runtime';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { MOCK_SCALARS } from '../testing/mockScalars';
import { ThemeProvider, ToastProvider } from '@bloomkeep/ui';
import { AuthProvider, useSessionEnvironment } from '../auth/AuthProvider';
import { AuthStore } from '../auth/authStore';
import { createSession } from '../auth/session';
import { BrandProvider } from './brand';
import { thingRoutes } from '../routes/Thing/thingRoutes';
// The page's code loads lazily; loaded here, so the tests wait only for data.
import '../routes/Thing/ThingRoute';
import { memoryStorage } from '../testing/renderRoute';
import { ReleaseRouteQueries, createRouteContext } from '../relay/routeQuery';
import { NetworkError } from '../relay/environment';
import { UNREACHABLE, UNREACHABLE_MESSAGE } from '../relay/errors';
import { RelayEnvironmentProvider } from 'react-relay';
import { MainLayout } from './MainLayout';
import type { ReactNode } from 'react';

const A = '00000000-0000-4000-8000-00000000000a';

afterEach(cleanup);

function SessionRelay({ children }: { children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={useSessionEnvironment()}>
      {children}
    </RelayEnvironmentProvider>
  );
}

function setup(url: string) {
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
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ReleaseRouteQueries queries={context.queries} />
            <MainLayout />
          </>
        ),
        children: [
          ...thingRoutes(context),
          { path: 'elsewhere', element: <h1>Elsewhere</h1> },
          { path: 'other', element: <h1>Other page</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <AuthProvider session={session}>
        <SessionRelay>
          <ThemeProvider theme="default">
            <BrandProvider theme="default">
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </BrandProvider>
          </ThemeProvider>
        </SessionRelay>
      </AuthProvider>
    </StrictMode>,
  );
  const newestOperation = async (count: number) => {
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(count));
    return environment.mock.getMostRecentOperation();
  };
  const thingNamed =
    (name: string) =>
    (operation: ReturnType<typeof newestOperation> extends Promise<infer O> ? O : never) =>
      MockPayloadGenerator.generate(operation, {
        ...MOCK_SCALARS,
        Thing: () => ({
          nodeId: `thing-${A}`,
          id: A,
          name,
          hasImage: false,
          category: 'BENCH',
          location: { x: -3.68, y: 50.43 },
          createdAt: '2026-05-14T09:30:00Z',
          lastSensorData: null,
        }),
        Action: () => ({ type: 'CREATED', createdAt: '2026-05-14T09:30:00Z' }),
      });
  return { router, environment, newestOperation, thingNamed };
}

describe('MainLayout', () => {
  it('shows the page after one press of "Try again" once the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { environment, newestOperation, thingNamed } = setup(`/things/${A}`);

    const failed = await newestOperation(1);
    await act(async () => {
      environment.mock.reject(
        failed,
        new NetworkError(UNREACHABLE_MESSAGE, undefined, [], UNREACHABLE),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded');
    expect(alert.textContent).toContain(UNREACHABLE_MESSAGE);
    expect(alert.textContent).not.toMatch(/fetch/i);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const retried = await newestOperation(1);
    expect(retried).not.toBe(failed);
    await act(async () => {
      environment.mock.resolve(retried, thingNamed('Apple tree')(retried));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Apple tree' })).toBeTruthy();
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
  });

  it('links every page’s footer to the partners page', async () => {
    setup('/elsewhere');
    await screen.findByRole('heading', { level: 1, name: 'Elsewhere' });
    const footerNav = screen.getByRole('navigation', { name: 'Footer' });
    const link = within(footerNav).getByRole('link', { name: 'For partners' });
    expect(link.getAttribute('href')).toBe('/partners');
  });

  it('moves focus to the new page’s heading after a navigation, not on the first load', async () => {
    const { router } = setup('/elsewhere');
    await screen.findByRole('heading', { level: 1, name: 'Elsewhere' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/other'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Other page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable by script only: not an extra tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for the heading of a page that is still loading its data', async () => {
    const { router, environment, newestOperation, thingNamed } = setup('/elsewhere');
    await screen.findByRole('heading', { level: 1, name: 'Elsewhere' });

    const navigation = router.navigate(`/things/${A}`);
    const operation = await newestOperation(1);
    await act(async () => {
      environment.mock.resolve(operation, thingNamed('Bramble patch')(operation));
    });
    await act(() => navigation);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bramble patch' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus alone when only the query string changes', async () => {
    const { router } = setup('/elsewhere');
    await screen.findByRole('heading', { level: 1, name: 'Elsewhere' });
    await act(() => router.navigate('/elsewhere?page=2'));
    expect(document.activeElement).toBe(document.body);
  });
});
