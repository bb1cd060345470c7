import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute, type MockEnvironment as Environment } from '../../testing/renderRoute';
import { ScorerRoute } from './ScorerRoute';
import { scorerRouteLoader } from './scoresRoutes';

function setup(path: string, { signedInAs }: { signedInAs?: string } = {}) {
  return renderRoute({
    path: '/scorer',
    url: path,
    loader: scorerRouteLoader,
    element: <ScorerRoute />,
    hydrateFallbackElement: <p>Loading the page</p>,
    ...(signedInAs && { signedIn: true, userId: 'u1', username: signedInAs }),
  });
}

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
    const { environment } = await setup('/scorer');
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
    const { environment } = await setup('/scorer?period=ALL_TIME');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      period: 'ALL_TIME',
    });
  });

  it('switches the period with the tabs, in the URL', async () => {
    const { environment, router } = await setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    await screen.findByRole('grid', { name: 'Leaderboard' });

    await userEvent.setup().click(screen.getByRole('tab', { name: 'This week' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        period: 'WEEK',
      }),
    );
    // The router moves to the new URL once the week's board has arrived.
    answer(environment, []);
    await waitFor(() => expect(router.state.location.search).toBe('?period=WEEK'));
    expect(screen.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await screen.findByRole('heading', { name: 'No points scored in this period yet' }),
    ).toBeTruthy();
  });

  it('highlights the signed-in reader’s row', async () => {
    const { environment } = await setup('/scorer', { signedInAs: 'sam' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    const rows = within(await screen.findByRole('grid', { name: 'Leaderboard' })).getAllByRole(
      'row',
    );
    expect(within(rows[2]!).getByText('You')).toBeTruthy();
    expect(within(rows[1]!).queryByText('You')).toBeNull();
  });

  it('explains the points', async () => {
    const { environment } = await setup('/scorer');
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
