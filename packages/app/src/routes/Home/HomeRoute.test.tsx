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
}

/** The things each aliased list of HomeRouteQuery answers with. */
type Lists = Partial<
  Record<
    | 'yourThings'
    | 'yourTooDry'
    | 'yourNeedsWater'
    | 'publicTooDry'
    | 'publicNeedsWater'
    | 'recentThings'
    | 'gallery',
    MockThing[]
  >
>;

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

  it('welcomes a signed-in user back by name', async () => {
    await renderHome({ signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin Ash' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '@robin_ash' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your things' })).toBeTruthy();
  });

  it('lists the things that need water, the user’s own first and each only once', async () => {
    await renderHome({
      signedIn: true,
      lists: {
        yourTooDry: [{ id: uuid(1), name: 'My planter', indicatorColour: 'RED' }],
        publicTooDry: [
          { id: uuid(1), name: 'My planter', indicatorColour: 'RED' },
          { id: uuid(2), name: 'Market bed', indicatorColour: 'RED' },
        ],
        publicNeedsWater: [{ id: uuid(3), name: 'Quay tubs', indicatorColour: 'ORANGE' }],
      },
    });
    const list = await screen.findByRole('list', { name: 'things that need water' });
    const names = within(list)
      .getAllByRole('link', { name: /^(?!Record)/ })
      .map((link) => link.textContent);
    expect(names).toEqual(['My planter', 'Market bed', 'Quay tubs']);
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
    expect(variables).toMatchObject({ hasRecent: true, recentIds: [uuid(8), uuid(7)] });
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
    expect(screen.queryByText(/\bthings?\b/i)).toBeNull();
  });

  it('shows the guided tour to a first-time visitor, and only once', async () => {
    localStorage.removeItem(HOME_TOUR_STORAGE_KEY);
    await renderHome({ signedIn: false });
    const step = await screen.findByRole('dialog', { name: 'Start here' });
    await userEvent.click(within(step).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(HOME_TOUR_STORAGE_KEY)).not.toBeNull();
    cleanup();
    await renderHome({ signedIn: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
