import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { AuthStore } from '../../auth/authStore';
import { createSession } from '../../auth/session';
import { readLocalState } from '../../local/localState';
import { createRouteContext } from '../../relay/routeQuery';
import { memoryStorage, renderRoute, testJwt } from '../../testing/renderRoute';
import { ThingSearchRoute } from './ThingSearchRoute';
import { thingSearchRouteLoader } from './thingsRoutes';

/** `shown` things on the first page; thingCount (bounded: 1,001 above 1,000) answers `count`. */
function resolvers(shown: number, count: number): MockResolvers {
  let n = 0;
  return {
    Query: () => ({ thingCount: count }),
    ThingsConnection: () => ({
      edges: Array.from({ length: shown }, () => ({})),
      pageInfo: { hasNextPage: count > shown, endCursor: 'cursor' },
    }),
    ActionsConnection: () => ({ nodes: [] }),
    Thing: () => {
      n += 1;
      return {
        id: `thing-${n}`,
        nodeId: `thing-${n}`,
        name: `Planter ${n}`,
        category: 'PLANTER',
        createdAt: '2026-05-14T09:30:00Z',
        updatedAt: '2026-05-14T09:30:00Z',
        indicatorColourChangedAt: '2026-05-14T09:30:00Z',
      };
    },
  };
}

const USER_ID = '00000000-0000-4000-8000-0000000000aa';

function renderSearch(url: string, shown: number, count: number, signedIn = false) {
  return renderRoute({
    path: '/things/search',
    url,
    loader: thingSearchRouteLoader,
    element: <ThingSearchRoute />,
    signedIn,
    userId: USER_ID,
    resolvers: resolvers(shown, count),
  });
}

/** Stores the things list's settings for the test user, as an earlier visit would. */
function storeSettings(settings: Record<string, unknown>) {
  localStorage.setItem(
    `bloomkeep:local:${USER_ID}`,
    JSON.stringify({ lists: { things: settings } }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ThingSearchRoute', () => {
  it('counts with the same filters as the list', async () => {
    const { variables } = await renderSearch('/things/search?view=own', 1, 1, true);
    expect(variables).toMatchObject({
      condition: { access: 'OWNED' },
      access: 'OWNED',
      search: null,
      category: null,
      ids: null,
    });
    expect(await screen.findByText('Showing 1 of 1 thing')).toBeTruthy();
  });

  it('says "1,000+" once the server stops counting', async () => {
    await renderSearch('/things/search', 24, 1001);
    expect(await screen.findByText('Showing 24 of 1,000+ things')).toBeTruthy();
  });

  it('shows exact numbers up to 1,000', async () => {
    await renderSearch('/things/search', 24, 1000);
    expect(await screen.findByText('Showing 24 of 1,000 things')).toBeTruthy();
  });
});

describe('ThingSearchRoute tabs', () => {
  it('put the view (filters and results) in the tab panel, so the panel is no empty tab stop', async () => {
    await renderSearch('/things/search', 1, 1, true);
    const panel = await screen.findByRole('tabpanel', { name: 'All' });
    expect(panel.hasAttribute('tabindex')).toBe(false);
    expect(within(panel).getByLabelText('Search things')).toBeTruthy();
    expect(await within(panel).findByRole('heading', { name: 'Planter 1' })).toBeTruthy();
  });
});

describe('ThingSearchRoute for guests', () => {
  it('sends a guest who asks for their own things to sign in, and stores no "Mine" view', async () => {
    vi.stubGlobal('jest', vi);
    const auth = new AuthStore({ storage: memoryStorage() });
    const exp = Math.floor(Date.now() / 1000) + 3600;
    auth.setToken(testJwt({ role: 'bk_anonymous', user_id: USER_ID, exp }));
    const session = createSession({
      auth,
      createEnvironment: () => createMockEnvironment() as unknown as Environment,
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    const loader = thingSearchRouteLoader(createRouteContext(session));
    const answer: unknown = await Promise.resolve(
      loader({
        request: new Request('http://localhost/things/search?view=own'),
        url: new URL('http://localhost/things/search?view=own'),
        pattern: '/things/search',
        params: {},
        context: undefined,
      }),
    ).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(
      '/signin?next=%2Fthings%2Fsearch%3Fview%3Down',
    );
    expect(readLocalState(USER_ID).lists.things?.view).toBeUndefined();
  });

  it('ignores a "Mine" view stored earlier: a guest sees All, selected', async () => {
    storeSettings({ view: 'own' });
    const { variables } = await renderSearch('/things/search', 2, 2);
    expect(variables).toMatchObject({ access: null, condition: {} });
    const all = await screen.findByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Mine' })).toBeNull();
  });
});

describe('ThingSearchRoute with stored filters', () => {
  it('says filters are active, and clears them', async () => {
    storeSettings({ search: 'oak', filter: 'TREE' });
    const { environment } = await renderSearch('/things/search', 0, 0, true);
    expect(await screen.findByText('Filters active')).toBeTruthy();
    expect(screen.getByText('Searching for “oak” · Category: Tree')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByText('Filters active')).toBeNull();
    expect((screen.getByLabelText('Search things') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      search: null,
      category: null,
    });
  });
});

describe('ThingSearchRoute when a search fails', () => {
  it('keeps the page, the filters and the last results, and offers to try again', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSearch('/things/search', 2, 2, true);
    expect(await screen.findByRole('heading', { name: 'Planter 1' })).toBeTruthy();
    await user.type(screen.getByLabelText('Search things'), 'oak');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new TypeError('Failed to fetch'),
      );
    });
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('These results may be out of date')).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    // The page stays: its heading, the search as typed, and the previous results.
    expect(screen.getByRole('heading', { level: 1, name: 'Search things' })).toBeTruthy();
    expect((screen.getByLabelText('Search things') as HTMLInputElement).value).toBe('oak');
    expect(screen.getByRole('heading', { name: 'Planter 1' })).toBeTruthy();

    // The network is back: Try again shows the new results and drops the notice.
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables).toMatchObject({ search: 'oak' });
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...resolvers(1, 1),
          Thing: () => ({
            id: 'oak-1',
            nodeId: 'oak-1',
            name: 'Old oak',
            category: 'TREE',
            createdAt: '2026-05-14T09:30:00Z',
          }),
        }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Old oak' })).toBeTruthy();
    expect(screen.queryByText('These results may be out of date')).toBeNull();
  });

  it('says so when the browser is offline', async () => {
    const user = userEvent.setup();
    const { environment } = await renderSearch('/things/search', 1, 1, true);
    await screen.findByRole('heading', { name: 'Planter 1' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(screen.getByLabelText('Search things'), 'oak');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new TypeError('Failed to fetch'),
      );
    });
    expect(
      await screen.findByText('You’re offline, these results may be out of date'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Planter 1' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
