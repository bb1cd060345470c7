// The map widget's data: the public operation by id over GET, with the box and categories the
// map is showing, and the answer turned into the kit's points, coloured by indicator and
// linking to the thing's page on our site.
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '../testing/fakeFetch';
import { API } from '../testing/fixtures';
import { fetchThingsInView } from './thingsInView';

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
    const server = installFakeFetch(() => json(ANSWER));
    await fetchThingsInView(API, VIEW, ['BEECAFE', 'TREE'], new AbortController().signal);
    const { url, init } = server.requests[0]!;
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
    const server = installFakeFetch(() => json(ANSWER));
    const world = { ...VIEW, zoom: 0, bounds: { west: -540, south: -89, east: 540, north: 89 } };
    await fetchThingsInView(API, world, [], new AbortController().signal);
    const variables = JSON.parse(server.requests[0]!.url.searchParams.get('variables')!);
    expect(variables).toMatchObject({ west: -180, east: 180, categories: [], allCategories: true });
    expect(Math.abs(variables.north)).toBeLessThan(86);
  });

  it('gives the kit things coloured by indicator, each linking to its page on our site', async () => {
    installFakeFetch(() => json(ANSWER));
    const { points, clusters, truncated } = await fetchThingsInView(
      API,
      VIEW,
      [],
      new AbortController().signal,
      new Date('2026-11-27T12:00:00.000Z'),
    );
    expect(truncated).toBe(false);
    expect(points).toEqual([
      {
        kind: 'thing',
        id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
        position: { longitude: -3.2, latitude: 55.95 },
        name: 'Castle Street bee cafe',
        category: 'BEECAFE',
        level: 'needsWater',
        lastAction: expect.stringMatching(/^Watered 3 hours ago$/),
        href: `${API}/things/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f`,
      },
    ]);
    expect(clusters[0]).toMatchObject({
      count: 7,
      levels: { tooWet: 1, moist: 2, needsWater: 3, tooDry: 1, unknown: 0 },
    });
  });

  it('fails with the server’s status when it is busy', async () => {
    installFakeFetch(() =>
      json({ errors: [{ message: 'Too many requests' }] }, 429, { 'retry-after': '20' }),
    );
    await expect(
      fetchThingsInView(API, VIEW, [], new AbortController().signal),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 20, message: 'Too many requests' });
  });
});
