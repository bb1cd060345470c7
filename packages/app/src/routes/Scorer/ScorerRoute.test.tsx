import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ThemeProvider } from '@bloomkeep/ui';
import { AuthStore } from '../../auth/authStore';
import { AuthProvider } from '../../auth/AuthProvider';
import type { Session } from '../../auth/session';
import { ScorerRoute, scorerRouteLoader } from './ScorerRoute';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function jwt(claims: Record<string, unknown>) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

function setup(path: string, { signedInAs }: { signedInAs?: string } = {}) {
  // relay-test-utils mocks with jest.fn; vitest's vi.fn is the same shape.
  vi.stubGlobal('jest', vi);
  const environment = createMockEnvironment();
  const auth = new AuthStore({ storage: memoryStorage() });
  if (signedInAs) {
    auth.setToken(
      jwt({ role: 'bk_user', user_id: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
    auth.update({ username: signedInAs });
  }
  const session = {
    auth,
    getEnvironment: () => environment,
    subscribe: () => () => undefined,
  } as unknown as Session;
  const router = createMemoryRouter(
    [
      {
        path: '/scorer',
        loader: scorerRouteLoader(session),
        element: <ScorerRoute />,
        hydrateFallbackElement: <p>Loading the page</p>,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider session={session}>
      <RelayEnvironmentProvider environment={environment}>
        <ThemeProvider theme="default">
          <RouterProvider router={router} />
        </ThemeProvider>
      </RelayEnvironmentProvider>
    </AuthProvider>,
  );
  return { environment, router };
}

type Environment = ReturnType<typeof createMockEnvironment>;

const SCORES = [
  {
    rank: 1,
    username: 'robin',
    points: 42,
    watering: 9,
    upkeep: 3,
    litterCleanup: 2,
    education: 1,
  },
  { rank: 2, username: 'sam', points: 30, watering: 10, upkeep: 0, litterCleanup: 0, education: 0 },
];

function answer(environment: Environment, scores: typeof SCORES) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ScoresConnection: () => ({
          nodes: scores.map((score) => ({
            ...score,
            userId: `user-${score.username}`,
            hasImage: false,
            image: null,
          })),
        }),
      }),
    );
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScorerRoute', () => {
  it('loads the month by default and lists the board', async () => {
    const { environment } = setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      period: 'MONTH',
    });
    answer(environment, SCORES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scores' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const rows = within(screen.getByRole('grid', { name: 'Leaderboard' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('robin');
    expect(rows[1]!.textContent).toContain('42');
  });

  it('reads the period from the URL', async () => {
    const { environment } = setup('/scorer?period=ALL_TIME');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      period: 'ALL_TIME',
    });
  });

  it('switches the period with the tabs, in the URL', async () => {
    const { environment, router } = setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    await screen.findByRole('grid', { name: 'Leaderboard' });

    await userEvent.setup().click(screen.getByRole('tab', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=WEEK'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        period: 'WEEK',
      }),
    );
    expect(screen.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    answer(environment, []);
    expect(
      await screen.findByRole('heading', { name: 'No points scored in this period yet' }),
    ).toBeTruthy();
  });

  it('highlights the signed-in reader’s row', async () => {
    const { environment } = setup('/scorer', { signedInAs: 'sam' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    const rows = within(await screen.findByRole('grid', { name: 'Leaderboard' })).getAllByRole(
      'row',
    );
    expect(within(rows[2]!).getByText('You')).toBeTruthy();
    expect(within(rows[1]!).queryByText('You')).toBeNull();
  });

  it('explains the points', async () => {
    const { environment } = setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    const explanation = await screen.findByRole('region', { name: 'How points work' });
    const items = within(explanation)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toBe('Created a thing10 points');
    expect(items).toContain('Share1 point');
    expect(within(explanation).getByText('Only actions on public things count.')).toBeTruthy();
  });
});
