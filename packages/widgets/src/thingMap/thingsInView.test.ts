// The map widget's data: the public operation by id over GET, with the box and categories the
// map is showing, and the answer turned into the kit's things (the conversion itself is the
// kit's, tested in packages/ui/src/map/wire.test.ts), each linking to the thing's page on our
// site for the widget's brand.
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '../testing/fakeFetch';
import { API } from '../testing/fixtures';
import { fetchThingsInView } from './thingsInView';

const SITE = 'https://beecafe.bloomkeep.example';

/** Our server: the site's origin for a brand, and the answer to the public operation. */
function serve(answer: () => Response = () => json(ANSWER)) {
  return installFakeFetch((url) =>
    url.pathname === '/widgets/v1/fragments/site'
      ? json({ origin: url.searchParams.get('theme') === 'beecafe' ? SITE : API })
      : answer(),
  );
}

const VIEW = {
  center: { longitude: -3.2, latitude: 55.95 },
  zoom: 12.5,
  bounds: { west: -3.3, south: 55.9, east: -3.1, north: 56 },
};

const ANSWER = {
  data: {
    mapFeatures: {
      truncated: false,
      points: [
        {
          kind: 'THING',
          id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
          name: 'Castle Street bee cafe',
          category: 'BEECAFE',
          x: -3.2,
          y: 55.95,
          indicatorColour: 'ORANGE',
          lastActionType: 'WATERING',
          lastActionAt: '2026-11-27T09:00:00.000Z',
        },
        {
          kind: 'DEVICE',
          id: 'd1',
          name: 'Sensor',
          category: null,
          x: 0,
          y: 0,
          indicatorColour: 'GREY',
          lastActionType: null,
          lastActionAt: null,
        },
        null,
      ],
      clusters: [
        {
          kind: 'THING',
          x: -3.25,
          y: 55.92,
          count: 7,
          blue: 1,
          green: 2,
          orange: 3,
          red: 1,
          grey: 0,
        },
      ],
    },
  },
};

describe('fetchThingsInView', () => {
  it('asks public.thingsInView.v1 by id, with the view and the categories', async () => {
    const server = serve();
    await fetchThingsInView(API, VIEW, ['BEECAFE', 'TREE'], new AbortController().signal);
    const { url, init } = server.to('/graphql/public')[0]!;
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/graphql/public`);
    expect(url.searchParams.get('documentId')).toBe('public.thingsInView.v1');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({
      west: -3.3,
      south: 55.9,
      east: -3.1,
      north: 56,
      zoom: 12.5,
      categories: ['BEECAFE', 'TREE'],
      allCategories: false,
    });
    expect(init?.credentials).toBe('omit');
  });

  it('asks for every category when none is named, inside the world’s limits', async () => {
    const server = serve();
    const world = { ...VIEW, zoom: 0, bounds: { west: -540, south: -89, east: 540, north: 89 } };
    await fetchThingsInView(API, world, [], new AbortController().signal);
    const variables = JSON.parse(
      server.to('/graphql/public')[0]!.url.searchParams.get('variables')!,
    );
    expect(variables).toMatchObject({ west: -180, east: 180, categories: [], allCategories: true });
    expect(Math.abs(variables.north)).toBeLessThan(86);
  });

  it('gives the kit the things only, each linking to its page on the brand’s site', async () => {
    const server = serve();
    const { points, clusters, truncated } = await fetchThingsInView(
      API,
      VIEW,
      [],
      new AbortController().signal,
      { theme: 'beecafe', now: new Date('2026-11-27T12:00:00.000Z') },
    );
    expect(server.to('/widgets/v1/fragments/site')[0]!.url.searchParams.get('theme')).toBe(
      'beecafe',
    );
    expect(truncated).toBe(false);
    expect(points).toEqual([
      expect.objectContaining({
        kind: 'thing',
        name: 'Castle Street bee cafe',
        level: 'needsWater',
        lastAction: 'Watered 3 hours ago',
        href: `${SITE}/things/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f`,
      }),
    ]);
    expect(clusters).toEqual([expect.objectContaining({ count: 7 })]);
  });

  it('links to the API’s own pages when the server does not name the site', async () => {
    installFakeFetch((url) =>
      url.pathname === '/graphql/public'
        ? json(ANSWER)
        : json({ errors: [{ message: 'Not found' }] }, 404),
    );
    const { points } = await fetchThingsInView(API, VIEW, [], new AbortController().signal);
    expect(points[0]!.href).toBe(`${API}/things/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f`);
  });

  it('never links to an address the answer names that is not a web page', async () => {
    installFakeFetch((url) =>
      url.pathname === '/graphql/public' ? json(ANSWER) : json({ origin: 'javascript:alert(1)' }),
    );
    const { points } = await fetchThingsInView(API, VIEW, [], new AbortController().signal);
    expect(points[0]!.href).toBe(`${API}/things/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f`);
  });

  it('fails with the server’s status when it is busy', async () => {
    serve(() => json({ errors: [{ message: 'Too many requests' }] }, 429, { 'retry-after': '20' }));
    await expect(
      fetchThingsInView(API, VIEW, [], new AbortController().signal),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 20, message: 'Too many requests' });
  });
});
