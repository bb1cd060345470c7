import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils';
import { renderRoute } from '../../testing/renderRoute';
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

function renderSearch(url: string, shown: number, count: number) {
  return renderRoute({
    path: '/things/search',
    url,
    loader: thingSearchRouteLoader,
    element: <ThingSearchRoute />,
    signedIn: false,
    resolvers: resolvers(shown, count),
  });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ThingSearchRoute', () => {
  it('counts with the same filters as the list', async () => {
    const { variables } = await renderSearch('/things/search?view=own', 1, 1);
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
