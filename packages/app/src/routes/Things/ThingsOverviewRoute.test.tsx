import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils';
import type { ThemeName } from '../../system/brand';
import { renderRoute } from '../../testing/renderRoute';
import { ThingsOverviewRoute } from './ThingsOverviewRoute';
import { thingsOverviewRouteLoader } from './thingsRoutes';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

interface MockThing {
  id: string;
  name: string;
  createdAt: string;
}

const newest: MockThing[] = [
  { id: 'n1', name: 'Fresh planter', createdAt: daysAgo(1) },
  { id: 'n2', name: 'Spring meadow', createdAt: daysAgo(20) },
  { id: 'n3', name: 'Old oak', createdAt: daysAgo(90) },
];

/** Totals and lists by the query's aliases. */
const answers: Record<string, { totalCount: number; things: MockThing[] }> = {
  yours: { totalCount: 3, things: newest.slice(0, 1) },
  newest: { totalCount: 42, things: newest },
};

/** thingStats: bounded counts, exact up to countLimit. */
let stats = { total: 42, needWater: 7, addedRecently: 2, countLimit: 1000 };

const resolvers: MockResolvers = {
  ThingOverview: () => stats,
  ThingsConnection: (context) => {
    const answer = answers[context.alias ?? context.name ?? '']!;
    return { totalCount: answer.totalCount, nodes: answer.things.map(() => ({})) };
  },
  Thing: (context) => {
    const [alias, , index] = context.path ?? [];
    const thing = answers[alias!]!.things[Number(index)]!;
    return {
      ...thing,
      nodeId: `thing-${thing.id}`,
      category: 'PLANTER',
      isPublic: true,
      indicatorColour: 'GREEN',
      indicatorParameter: 'WATER',
      thumbnail: null,
    };
  },
};

function renderOverview({ signedIn, theme }: { signedIn: boolean; theme?: ThemeName }) {
  return renderRoute({
    path: '/things',
    loader: thingsOverviewRouteLoader,
    element: <ThingsOverviewRoute />,
    signedIn,
    userId: USER_ID,
    theme,
    resolvers,
  });
}

function total(label: string | RegExp) {
  return within(screen.getByRole('group', { name: label })).getByText(/^[\d,]+\+?$/).textContent;
}

beforeEach(() => {
  localStorage.clear();
  stats = { total: 42, needWater: 7, addedRecently: 2, countLimit: 1000 };
});
afterEach(cleanup);

describe('ThingsOverviewRoute', () => {
  it('shows the totals: all visible, yours, needing water and recently added', async () => {
    const { variables } = await renderOverview({ signedIn: true });
    expect(variables).toEqual({ signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Things' });
    expect(total('All things')).toBe('42');
    expect(total('Your things')).toBe('3');
    expect(total('Need water')).toBe('7');
    expect(total('Added in the last 30 days')).toBe('2');
  });

  it('shows counts above the server’s limit as “1,000+”', async () => {
    stats = { total: 1001, needWater: 1001, addedRecently: 12, countLimit: 1000 };
    await renderOverview({ signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Things' });
    expect(total('All things')).toBe('1,000+');
    expect(total('Need water')).toBe('1,000+');
    expect(total('Added in the last 30 days')).toBe('12');
  });

  it('marks things added since the previous visit to /things as new', async () => {
    localStorage.setItem(
      `bloomkeep:local:${USER_ID}`,
      JSON.stringify({ lastVisited: { '/things': daysAgo(10) } }),
    );
    await renderOverview({ signedIn: true });
    const list = await screen.findByRole('list', { name: 'Newest things' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('links to the user’s own things, and asks guests to sign in instead', async () => {
    await renderOverview({ signedIn: true });
    expect(await screen.findByRole('link', { name: 'See all your things' })).toHaveProperty(
      'pathname',
      '/things/search',
    );
    cleanup();
    const { variables } = await renderOverview({ signedIn: false });
    expect(variables).toEqual({ signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveProperty(
      'search',
      '?next=%2Fthings',
    );
    expect(screen.queryByRole('group', { name: 'Your things' })).toBeNull();
  });

  it('calls every category "things" on the bee cafe host too: only the dashboard keeps to bee cafes', async () => {
    await renderOverview({ signedIn: true, theme: 'beeCafe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register a thing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search all things' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Things near you' })).toBeTruthy();
    expect(screen.queryByText(/bee cafes?/i)).toBeNull();
  });
});
