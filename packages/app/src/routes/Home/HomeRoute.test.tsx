import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockResolvers } from 'relay-test-utils';
import type { ThemeName } from '../../system/brand';
import { renderRoute } from '../../testing/renderRoute';
import { HOME_TOUR_STORAGE_KEY } from './HomeTour';
import { HomeRoute } from './HomeRoute';
import { homeRouteLoader } from './homeRoutes';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface MockThing {
  id: string;
  name: string;
  indicatorColour?: 'ORANGE' | 'RED' | 'GREEN';
  lastWatering?: { createdAt: string; creator: { username: string } | null } | null;
}

/** The things each aliased list of HomeRouteQuery answers with. */
type Lists = Partial<Record<'yourThings' | 'needsWater' | 'recentThings' | 'gallery', MockThing[]>>;

async function renderHome({
  signedIn,
  lists = {},
  theme = 'default',
}: {
  signedIn: boolean;
  lists?: Lists;
  theme?: ThemeName;
}) {
  const resolvers: MockResolvers = {
    User: () => ({ nodeId: 'user', name: 'Robin Ash', username: 'robin_ash' }),
    ThingsConnection: (context) => {
      const list = lists[(context.alias ?? context.name) as keyof Lists] ?? [];
      return { totalCount: list.length, nodes: list.map(() => ({})) };
    },
    Thing: (context) => {
      const [alias, , index] = context.path ?? [];
      const thing = lists[alias as keyof Lists]?.[Number(index)];
      return {
        nodeId: `thing-${thing?.id}`,
        id: thing?.id,
        name: thing?.name,
        category: 'PLANTER',
        isPublic: true,
        indicatorColour: thing?.indicatorColour ?? 'GREEN',
        indicatorParameter: 'WATER',
        canRecordAction: true,
        image: null,
        thumbnail: null,
        location: { x: -3.69, y: 50.43 },
        createdAt: '2026-05-01T10:00:00Z',
        lastWatering: thing?.lastWatering ?? null,
      };
    },
    ActionsConnection: () => ({ nodes: [] }),
  };
  return renderRoute({
    path: '/',
    loader: homeRouteLoader,
    element: <HomeRoute />,
    signedIn,
    userId: signedIn ? USER_ID : undefined,
    theme,
    resolvers,
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(HOME_TOUR_STORAGE_KEY, '2026-01-01T00:00:00.000Z');
});

afterEach(cleanup);

describe('HomeRoute', () => {
  it('welcomes a guest and invites them to sign in, without personal sections', async () => {
    await renderHome({ signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Bloomkeep' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your things' })).toBeNull();
  });

  it('welcomes a first-time user, and welcomes them back afterwards', async () => {
    await renderHome({ signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Robin Ash' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '@robin_ash' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your things' })).toBeTruthy();
    cleanup();
    await renderHome({ signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin Ash' }),
    ).toBeTruthy();
  });

  it('lists the things that need water in the server’s order, with their last watering', async () => {
    const justNow = new Date(Date.now() - 5 * 60_000).toISOString();
    const { variables } = await renderHome({
      signedIn: true,
      lists: {
        needsWater: [
          { id: uuid(2), name: 'Market bed', indicatorColour: 'RED' },
          { id: uuid(3), name: 'Quay tubs', indicatorColour: 'ORANGE' },
          {
            id: uuid(1),
            name: 'My planter',
            indicatorColour: 'RED',
            lastWatering: { createdAt: justNow, creator: { username: 'robin_ash' } },
          },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'things that need water' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Market bed',
      'Quay tubs',
      'My planter',
    ]);
    expect(within(items[2]!).getByText('Watered 5 minutes ago by you')).toBeTruthy();
    expect(variables).toMatchObject({ category: null });
  });

  it('sends a guest’s "Record an action" to sign in first', async () => {
    await renderHome({ signedIn: false });
    const quick = await screen.findByRole('list', { name: 'Quick actions' });
    expect(within(quick).getByRole('link', { name: 'Record an action' })).toHaveProperty(
      'search',
      `?next=${encodeURIComponent('/things/search?view=own')}`,
    );
  });

  it('shows recently visited things in the order they were visited', async () => {
    localStorage.setItem(
      `bloomkeep:local:${USER_ID}`,
      JSON.stringify({ recentThings: [uuid(8), uuid(7)] }),
    );
    const { variables } = await renderHome({
      signedIn: true,
      lists: {
        recentThings: [
          { id: uuid(7), name: 'Seen first' },
          { id: uuid(8), name: 'Seen last' },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Recently visited things' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Seen last', 'Seen first']);
    expect(variables).toMatchObject({
      hasRecent: true,
      recentCondition: { ids: [uuid(8), uuid(7)] },
    });
  });

  it('leaves the gallery out when no thing has a photo', async () => {
    await renderHome({ signedIn: false, lists: { gallery: [] } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: /gallery/ })).toBeNull();
  });

  it('words things as bee cafes on the bee cafe host', async () => {
    await renderHome({ signedIn: true, theme: 'beeCafe' });
    expect(await screen.findByRole('heading', { name: 'Bee cafes that need water' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your bee cafes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bee cafes near you' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent bee cafes' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Register a bee cafe' }).length).toBeGreaterThan(0);
    // The one count of every category is not called bee cafes (decision 0115).
    expect(screen.queryAllByText(/\bthings?\b/i).map((element) => element.textContent)).toEqual([
      'Things you look after',
    ]);
  });

  it('offers the guided tour to a first-time visitor, and only once', async () => {
    localStorage.removeItem(HOME_TOUR_STORAGE_KEY);
    const user = userEvent.setup();
    await renderHome({ signedIn: false });
    // Offered, not forced: nothing takes focus on load.
    expect(await screen.findByRole('heading', { name: 'New here?' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take the tour' }));
    const step = await screen.findByRole('dialog', { name: 'Start here' });
    await user.click(within(step).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New here?' })).toBeNull();
    expect(localStorage.getItem(HOME_TOUR_STORAGE_KEY)).not.toBeNull();
    cleanup();
    await renderHome({ signedIn: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'New here?' })).toBeNull();
  });
});
