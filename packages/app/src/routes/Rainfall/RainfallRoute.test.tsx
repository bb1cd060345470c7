import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderRoute, type MockEnvironment } from '../../testing/renderRoute';
import { RainfallRoute } from './RainfallRoute';
import { rainfallRouteLoader } from './rainfallRoutes';

afterEach(cleanup);

// happy-dom draws nothing: the chart's uPlot gets a 2D context and paths that ignore every
// call, and the small map finds no WebGL (it then says so, as in a browser without it).
beforeEach(() => {
  const ignoreAll = () =>
    new Proxy({} as Record<string | symbol, unknown>, {
      get: (target, key) => (key in target ? target[key] : () => ({ width: 0 })),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((type: string) =>
    type === '2d' ? ignoreAll() : null) as never);
  vi.stubGlobal('Path2D', function Path2D() {
    return ignoreAll();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ATTRIBUTION = 'This uses Environment Agency rainfall data from the real-time data API (Beta)';
const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const station = (overrides: Record<string, unknown> = {}) => ({
  id: '50108',
  nodeId: 'station-50108',
  label: 'Totnes',
  reference: '50108',
  town: 'Totnes',
  riverName: null,
  catchmentName: 'Dart',
  gridReference: 'SX8050060400',
  status: 'active',
  location: { x: -3.686, y: 50.432 },
  readingsFetchedAt: ago(14 * MINUTE),
  latestReadingAt: ago(30 * MINUTE),
  lastRefreshFailedAt: null,
  eaAttribution: ATTRIBUTION,
  measures: {
    nodes: [{ qualifier: 'Tipping Bucket Raingauge', periodSeconds: 900, unit: 'mm' }],
  },
  ...overrides,
});

/**
 * 15-minute readings, newest 30 minutes ago: 1.2 mm in the last 24 hours, 3.4 mm more
 * three days ago, and 5 mm more twenty days ago.
 */
function readings() {
  const points: [number, number][] = [];
  for (let index = 2; index < 30 * 96; index += 1) points.push([index * QUARTER_HOUR, 0]);
  const rain = (hoursAgo: number, mm: number) => points.push([hoursAgo * 60 * MINUTE + 1, mm]);
  rain(2, 0.8);
  rain(20, 0.4);
  rain(72, 3.4);
  rain(480, 5);
  points.sort((a, b) => b[0] - a[0]);
  return {
    times: points.map(([msAgo]) => ago(msAgo)),
    values: points.map(([, mm]) => mm),
    total: 10.6,
    unit: 'mm',
    periodSeconds: 900,
    eaAttribution: ATTRIBUTION,
  };
}

const thing = {
  id: '6a1f7d2e-95f3-4d0b-8d5e-3c4b2a1f0e9d',
  nodeId: 'thing-castle',
  name: 'Castle Street bee cafe',
  category: 'BEECAFE',
  isPublic: true,
  createdAt: '2026-05-01T10:00:00Z',
  indicatorColour: 'GREEN',
  indicatorParameter: 'WATER',
  thumbnail: null,
  location: { x: -3.684, y: 50.4331 },
};

async function answer(
  environment: MockEnvironment,
  name: string,
  resolvers: Parameters<typeof MockPayloadGenerator.generate>[1],
): Promise<OperationDescriptor> {
  const operation = await waitFor(() => {
    const found = environment.mock
      .getAllOperations()
      .find((candidate) => candidate.request.node.params.name === name);
    expect(found).toBeTruthy();
    return found!;
  });
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return operation;
}

function renderStation(
  url: string,
  options: { resolvers?: Parameters<typeof renderRoute>[0]['resolvers'] } = {},
) {
  return renderRoute({
    path: '/rainfall/:stationId',
    url,
    loader: rainfallRouteLoader,
    element: <RainfallRoute refetchDelaysMs={[5, 5]} />,
    ...options,
  });
}

describe('the rainfall page', () => {
  it('shows the gauge, its totals, the data’s age and the EA attribution, and the nearest things', async () => {
    const { environment, variables } = await renderStation('/rainfall/50108', {
      resolvers: {
        RainfallStation: () => station(),
        RainfallReadingChart: () => readings(),
      },
    });
    // Thirty whole UTC days up to today.
    expect(variables).toMatchObject({ id: '50108' });
    expect(Date.parse(variables.enddate) - Date.parse(variables.startdate)).toBe(30 * 86_400_000);

    await screen.findByRole('heading', { level: 1, name: 'Totnes rain gauge' });
    const about = screen.getByRole('region', { name: 'About this rain gauge' });
    const fact = (label: string) =>
      within(about).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(fact('Town')).toBe('Totnes');
    expect(fact('Catchment')).toBe('Dart');
    expect(fact('Grid reference')).toBe('SX8050060400');
    expect(fact('Status')).toBe('Active');
    expect(fact('Measures')).toBe('Rain in mm every 15 minutes (Tipping Bucket Raingauge)');
    expect(within(about).queryByText('River')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Map showing Totnes rain gauge' }).textContent,
    ).toMatch('50.43200, -3.68600');

    const totals = screen.getByRole('list', { name: 'Rain totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1.2 mm in the last 24 hours',
      '4.6 mm in the last 7 days',
      '9.6 mm in the last 30 days',
    ]);
    expect(screen.getByRole('region', { name: /^Rain every 15 minutes at Totnes/ })).toBeTruthy();

    expect(screen.getByTestId('rainfall-age').textContent).toMatch(/^Updated 14 minutes ago\./);
    expect(screen.getByText(ATTRIBUTION)).toBeTruthy();

    const nearest = await answer(environment, 'RainfallNearestThingsQuery', {
      Query: () => ({ thingsNear: { nodes: [thing] } }),
    });
    expect(nearest.request.variables).toEqual({ latitude: 50.432, longitude: -3.686, first: 4 });
    const list = await screen.findByRole('list', { name: 'Things nearest to this rain gauge' });
    expect(
      within(list)
        .getByRole('link', { name: /Castle Street bee cafe/ })
        .getAttribute('href'),
    ).toBe(`/things/${thing.id}`);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('190 m away')).toBeTruthy();
  });

  it('after an EA outage shows the cached data with a calm note of its age, not an error', async () => {
    await renderStation('/rainfall/50108', {
      resolvers: {
        RainfallStation: () =>
          station({ readingsFetchedAt: ago(3 * 60 * MINUTE), lastRefreshFailedAt: ago(MINUTE) }),
        RainfallReadingChart: () => readings(),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Totnes rain gauge' });
    expect(screen.getByTestId('rainfall-age').textContent).toMatch(
      /^The Environment Agency could not be reached just now, so these readings are from \d+ \w+, \d\d:\d\d\./,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(ATTRIBUTION)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rain totals' })).toBeTruthy();
  });

  it('asks the EA for a station not cached yet, once, then shows it when it arrives', async () => {
    const { environment } = await renderStation('/rainfall/50119', {
      resolvers: { Query: () => ({ rainfallStationById: null, rainfallReadings: null }) },
    });
    await screen.findByText('Fetching this station’s readings from the Environment Agency…');
    expect(screen.getByRole('heading', { level: 1, name: 'Rain gauge 50119' })).toBeTruthy();

    const refresh = await answer(environment, 'RefreshRainfallStationMutation', {
      RefreshRainfallStationPayload: () => ({ boolean: true }),
    });
    expect(refresh.request.variables).toEqual({ stationId: '50119' });

    // The job has not run yet at the first look; it has at the second.
    await answer(environment, 'RainfallRouteQuery', {
      Query: () => ({ rainfallStationById: null, rainfallReadings: null }),
    });
    await answer(environment, 'RainfallRouteQuery', {
      RainfallStation: () => station({ id: '50119', nodeId: 'station-50119', label: null }),
      RainfallReadingChart: () => readings(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Rain gauge 50119' });
    await screen.findByRole('list', { name: 'Rain totals' });
    expect(screen.queryByText(/^Fetching this station/)).toBeNull();
    const mutations = environment.mock
      .getAllOperations()
      .filter((operation) => operation.request.node.params.operationKind === 'mutation');
    expect(mutations).toHaveLength(0);
  });

  it('stops looking after a while, says so, and tries again on request', async () => {
    const { environment } = await renderStation('/rainfall/NOPE1', {
      resolvers: { Query: () => ({ rainfallStationById: null, rainfallReadings: null }) },
    });
    await answer(environment, 'RefreshRainfallStationMutation', {
      RefreshRainfallStationPayload: () => ({ boolean: true }),
    });
    for (let look = 0; look < 2; look += 1) {
      await answer(environment, 'RainfallRouteQuery', {
        Query: () => ({ rainfallStationById: null, rainfallReadings: null }),
      });
    }
    await screen.findByRole('heading', { level: 1, name: 'Rain gauge not found' });
    expect(screen.getByText('We could not find this rain gauge')).toBeTruthy();

    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    });
    await screen.findByText('Fetching this station’s readings from the Environment Agency…');
    const again = await answer(environment, 'RefreshRainfallStationMutation', {
      RefreshRainfallStationPayload: () => ({ boolean: true }),
    });
    expect(again.request.variables).toEqual({ stationId: 'NOPE1' });
  });

  it('says a malformed id is not found, without asking the server', async () => {
    await renderStation('/rainfall/not%20a%20station', { expectQuery: false } as never);
    await screen.findByRole('heading', { level: 1, name: 'Rain gauge not found' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
