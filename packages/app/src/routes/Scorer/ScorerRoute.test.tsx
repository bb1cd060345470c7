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

// Points as the server counts them: robin 10 + 5 + 3 × (4 + 2 + 1) + 2 × 3 + 1 × 2 = 44.
const SCORES = [
  {
    rank: 1,
    username: 'robin',
    points: 44,
    created: 1,
    education: 1,
    watering: 4,
    upkeep: 2,
    litterCleanup: 1,
    measurement: 3,
    share: 2,
  },
  {
    rank: 2,
    username: 'sam',
    points: 30,
    created: 0,
    education: 0,
    watering: 10,
    upkeep: 0,
    litterCleanup: 0,
    measurement: 0,
    share: 0,
  },
];

const GROUP_SCORES = [
  {
    rank: 1,
    groupId: 'g-vire',
    name: 'Friends of Vire Island',
    slug: 'friends-of-vire-island',
    members: 3,
    points: 74,
    actions: 20,
  },
  {
    rank: 2,
    groupId: 'g-bees',
    name: 'Year 5 Bee Club',
    slug: 'year-5-bee-club',
    members: 1,
    points: 1,
    actions: 1,
  },
];

function answer(
  environment: Environment,
  scores: typeof SCORES,
  groupScores: typeof GROUP_SCORES = [],
  myGroupIds: string[] = [],
) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        GroupScoresConnection: () => ({
          nodes: groupScores.map((score) => ({ ...score, hasImage: false, image: null })),
        }),
        User: () => ({
          groupMemberships: { nodes: myGroupIds.map((groupId) => ({ groupId })) },
        }),
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

/** The board's rows: the items of the "Leaderboard" list (not of the lists inside them). */
function boardRows() {
  const board = screen.getByRole('list', { name: 'Leaderboard' });
  return within(board)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === board);
}

async function findBoardRows() {
  await screen.findByRole('list', { name: 'Leaderboard' });
  return boardRows();
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
      signedIn: false,
    });
    answer(environment, SCORES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scores' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Month' }).getAttribute('aria-selected')).toBe('true');
    const rows = boardRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Rank 1');
    expect(rows[0]!.textContent).toContain('robin');
    expect(rows[0]!.textContent).toContain('44 points');
  });

  it('shows how each row’s points add up, created, measurements and shares included', async () => {
    const { environment } = await setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    const [robin] = await findBoardRows();
    const breakdown = within(robin!).getByRole('list', { name: 'How 44 points add up' });
    const lines = within(breakdown)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '1 thing created × 10 = 10',
      '1 education session × 5 = 5',
      '4 waterings × 3 = 12',
      '1 litter clean-up × 3 = 3',
      '2 upkeeps × 3 = 6',
      '3 measurements × 2 = 6',
      '2 shares × 1 = 2',
    ]);
    const sum = lines.reduce((total, line) => total + Number(line!.split('= ')[1]), 0);
    expect(sum).toBe(44);
  });

  it('reads the period from the URL', async () => {
    const { environment } = await setup('/scorer?period=ALL_TIME');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      period: 'ALL_TIME',
      signedIn: false,
    });
  });

  it('switches the period with the tabs, in the URL', async () => {
    const { environment, router } = await setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    await findBoardRows();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Week' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        period: 'WEEK',
        signedIn: false,
      }),
    );
    // The router moves to the new URL once the week's board has arrived.
    answer(environment, []);
    await waitFor(() => expect(router.state.location.search).toBe('?period=WEEK'));
    expect(screen.getByRole('tab', { name: 'Week' }).getAttribute('aria-selected')).toBe('true');
    expect(
      await screen.findByRole('heading', { name: 'No points scored in this period yet' }),
    ).toBeTruthy();
  });

  it('highlights the signed-in reader’s row', async () => {
    const { environment } = await setup('/scorer', { signedInAs: 'sam' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    const rows = await findBoardRows();
    expect(within(rows[1]!).getByText('You')).toBeTruthy();
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(rows[0]!).queryByText('You')).toBeNull();
    expect(rows[0]!.hasAttribute('aria-current')).toBe(false);
  });

  it('highlights no row for a guest', async () => {
    const { environment } = await setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES);
    const rows = await findBoardRows();
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(0);
    expect(screen.queryByText('You')).toBeNull();
  });

  it('ranks the groups beside the people, linking each group and tagging the reader’s', async () => {
    const { environment } = await setup('/scorer', { signedInAs: 'sam' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      period: 'MONTH',
      signedIn: true,
    });
    answer(environment, SCORES, GROUP_SCORES, ['g-bees']);
    const board = await screen.findByRole('list', { name: 'Groups leaderboard' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Rank 1');
    expect(rows[0]!.textContent).toContain('74 points');
    expect(rows[0]!.textContent).toContain('3 members · 20 counted actions');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Friends of Vire Island' }).getAttribute('href'),
    ).toBe('/groups/friends-of-vire-island');
    expect(within(rows[0]!).queryByText('Yours')).toBeNull();
    expect(within(rows[1]!).getByText('Yours')).toBeTruthy();
  });

  it('says when no group has points, and points to the groups', async () => {
    const { environment } = await setup('/scorer');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, SCORES, []);
    expect(await screen.findByText('No group has points in this period yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the groups' }).getAttribute('href')).toBe(
      '/groups',
    );
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
