import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderRoute, type MockEnvironment as Environment } from '../../testing/renderRoute';
import { ActivityRoute, SEARCH_DEBOUNCE_MS } from './ActivityRoute';
import { activityRouteLoader } from './activityRoutes';

const THING = '0b7c6c7e-3f43-4d8e-9f0a-2d5b1c9e8a01';

/** Observers created by the feed; `reveal()` scrolls the sentinel into view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
function reveal() {
  const live = observers.filter((observer) => !observer.disconnected);
  for (const { callback } of live) {
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

function setup(path: string) {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return renderRoute({
    path: '/activity',
    url: path,
    loader: activityRouteLoader,
    hydrateFallbackElement: <p>Loading the page</p>,
    element: (
      <Suspense fallback={<p>Loading the page</p>}>
        <ActivityRoute />
      </Suspense>
    ),
  });
}

/** The variables of the unfiltered feed. */
const NO_COUNT_FILTERS = { condition: {}, search: null, type: null, thingId: null };

function pending(environment: Environment): OperationDescriptor {
  return environment.mock.getMostRecentOperation();
}

/** Answers the latest operation with `count` actions of `total`. */
function answer(
  environment: Environment,
  {
    count,
    total = count,
    creator = { username: 'robin' },
  }: { count: number; total?: number; creator?: { username: string } | null },
) {
  let n = 0;
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ actionCount: total }),
        ActionsConnection: () => ({
          edges: Array.from({ length: count }, () => ({})),
          pageInfo: { hasNextPage: total > count, endCursor: `cursor-${count}` },
        }),
        Action: () => {
          n += 1;
          // Distinct per page: the mock environment keys records by id.
          const id = `action-${operation.request.identifier}-${n}`;
          return {
            nodeId: id,
            id,
            type: 'WATERING',
            comments: `Comment ${n}`,
            createdAt: '2026-05-14T09:30:00Z',
            creator,
          };
        },
        Thing: () => ({ nodeId: `thing-${THING}`, id: THING, name: 'Castle Street bee cafe' }),
      }),
    );
  });
}

afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('ActivityRoute', () => {
  it('loads the feed for the filters in the URL and shows them in the controls', async () => {
    const { environment } = await setup(`/activity?search=bee&type=WATERING&thing=${THING}`);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    // The bounded count (actionCount) gets the same filters as the list.
    expect(pending(environment).request.variables).toEqual({
      condition: { search: 'bee', type: 'WATERING', thingId: THING },
      search: 'bee',
      type: 'WATERING',
      thingId: THING,
    });
    answer(environment, { count: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'bee');
    expect(screen.getByRole('button', { name: /Watering/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Thing' })).toHaveProperty(
      'value',
      'Castle Street bee cafe',
    );
  });

  it('ignores filters in the URL that are not valid', async () => {
    const { environment } = await setup('/activity?type=NAPPING&thing=not-a-uuid');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(pending(environment).request.variables).toEqual(NO_COUNT_FILTERS);
  });

  it('puts the search in the URL once typing pauses, keeping the list on screen', async () => {
    const { environment, router } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 2, total: 2 });
    await screen.findByText('2 actions');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lavender');
    // One search for the whole word, not one per key.
    await waitFor(() => expect(router.state.location.search).toBe('?search=lavender'), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(pending(environment).request.variables).toEqual({
        ...NO_COUNT_FILTERS,
        condition: { search: 'lavender' },
        search: 'lavender',
      }),
    );
    expect(environment.mock.getAllOperations()).toHaveLength(1);

    // While it loads, the old list stays (no page skeleton), marked busy.
    expect(screen.queryByText('Loading the page')).toBeNull();
    expect(screen.getByText('Comment 1')).toBeTruthy();
    expect(screen.getByRole('region', { name: '2 actions' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    answer(environment, { count: 0 });
    expect(await screen.findByRole('heading', { name: 'No activity matches' })).toBeTruthy();
  });

  it('clears every filter from the empty state', async () => {
    const { environment, router } = await setup('/activity?type=SHARE&search=mural');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 0 });
    await screen.findByRole('heading', { name: 'No activity matches' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    // The router moves to the new URL once the new feed has arrived.
    await waitFor(() => expect(pending(environment).request.variables).toEqual(NO_COUNT_FILTERS));
    answer(environment, { count: 0 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says "No activity yet" when nothing was recorded at all', async () => {
    const { environment } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 0 });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('follows the history when it changes the filters', async () => {
    const { environment, router } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 1 });
    await screen.findByText('1 action');

    await act(() => router.navigate('/activity?search=hedge'));
    answer(environment, { count: 1 });
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'hedge'),
    );
  });

  it('shows each action with its thing, comments and who did it; guests see "A neighbour"', async () => {
    const { environment } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 1, total: 734, creator: null });
    const list = await screen.findByRole('region', { name: '734 actions' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Watering')).toBeTruthy();
    expect(
      within(item).getByRole('link', { name: 'Castle Street bee cafe' }).getAttribute('href'),
    ).toBe(`/things/${THING}`);
    expect(within(item).getByText('Comment 1')).toBeTruthy();
    expect(within(item).getByText('A neighbour')).toBeTruthy();
    expect(item.querySelector('time')?.getAttribute('title')).toBe(
      'Thursday, May 14, 2026 at 9:30 AM UTC',
    );
  });

  it('says "1,000+ actions" once the server stops counting, and exact numbers below', async () => {
    const { environment } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    // actionCount is exact up to 1,000 and answers 1,001 above.
    answer(environment, { count: 20, total: 1001 });
    expect(await screen.findByRole('region', { name: '1,000+ actions' })).toBeTruthy();
    expect(screen.queryByText('1,001 actions')).toBeNull();
  });

  it('shows an exact count of 1,000', async () => {
    const { environment } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 20, total: 1000 });
    expect(await screen.findByRole('region', { name: '1,000 actions' })).toBeTruthy();
  });

  it('loads the next 20 when the end of the list comes into view', async () => {
    const { environment } = await setup('/activity');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    answer(environment, { count: 20, total: 45 });
    await screen.findByText('45 actions');
    expect(screen.getByRole('button', { name: 'Load more activity' })).toBeTruthy();

    act(() => reveal());
    const next = pending(environment);
    expect(next.request.node.params.name).toBe('ActivityFeedPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'cursor-20', condition: {} });
    answer(environment, { count: 20, total: 45 });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
  });
});
