import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ThemeProvider } from '@bloomkeep/ui';
import type { WateringAdviceTestQuery } from '../../__generated__/WateringAdviceTestQuery.graphql';
import { WateringAdvice } from './WateringAdvice';

const testQuery = graphql`
  query WateringAdviceTestQuery @relay_test_operation {
    thingById(id: "00000000-0000-0000-0000-000000000001") {
      ...WateringAdvice_thing
    }
  }
`;

// relay-test-utils' mock environment is written for Jest and calls `jest.fn`.
vi.stubGlobal('jest', vi);
afterEach(cleanup);

const NOW = new Date('2026-06-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

interface Environment {
  category?: string;
  bedArea?: number | null;
  soilDrainage?: string | null;
  sensor?: { name: string; water: number; lastSensorData: string } | null;
  rainLastDays?: Record<string, unknown> | null;
  rainOutlook?: Record<string, unknown> | null;
}

const DRY_WEEK = {
  totalMm: 2,
  hoursCovered: 168,
  days: 7,
  distanceKm: 1.2,
  label: 'Totnes',
  stationId: '45102',
  eaAttribution: 'This uses Environment Agency rainfall data from the real-time data API (Beta).',
};
const DRY_DAY = {
  rainMm: 0,
  rainProbability: 10,
  firstRainAt: null,
  fetchedAt: hoursAgo(1),
  source: 'Open-Meteo',
  attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)',
};

function Subject({ compact }: { compact: boolean }) {
  const data = useLazyLoadQuery<WateringAdviceTestQuery>(testQuery, {});
  return data.thingById ? (
    <>
      <h1>Loaded</h1>
      <WateringAdvice thing={data.thingById} now={NOW} compact={compact} />
    </>
  ) : null;
}

function renderAdvice(environment: Environment, { compact = false } = {}) {
  const relay = createMockEnvironment();
  relay.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Thing: () => ({
        name: 'Castle Street bed',
        category: environment.category ?? 'FLOWERBED',
        bedArea: environment.bedArea ?? null,
        soilDrainage: environment.soilDrainage ?? null,
        rainLastDays: environment.rainLastDays === undefined ? DRY_WEEK : environment.rainLastDays,
        rainOutlook: environment.rainOutlook === undefined ? DRY_DAY : environment.rainOutlook,
      }),
      DevicesConnection: () => ({ nodes: environment.sensor ? [environment.sensor] : [] }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={relay}>
      <ThemeProvider theme="default">
        <Suspense fallback="Loading">
          <Subject compact={compact} />
        </Suspense>
      </ThemeProvider>
    </RelayEnvironmentProvider>,
  );
}

async function openWhy(name: string | RegExp = 'Why?') {
  const button = await screen.findByRole('button', { name });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('group', { name });
}

describe('WateringAdvice', () => {
  it('says how much to give after a dry week, from the bed area and the drainage', async () => {
    // Flower bed: 21 × 0.8 = 16.8 mm a week; 2 mm fell; freely draining: 14.8 × 1.2 × 2 m² = 35.5.
    renderAdvice({ bedArea: 2, soilDrainage: 'Freely draining' });
    expect(await screen.findByText('Water about 35 litres today')).toBeTruthy();
  });

  it('opens "Why?" from the keyboard and lists each input and how it moved the advice', async () => {
    renderAdvice({ bedArea: 2, soilDrainage: 'Freely draining' });
    const button = await screen.findByRole('button', { name: 'Why?' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const why = screen.getByRole('group', { name: 'Why?' });
    const used = within(why).getByRole('list', { name: 'Inputs used' });
    const items = within(used)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Kind of planting.*17 litres per m² a week/),
      'Bed areaThe bed is 2 m².',
      expect.stringMatching(
        /^Forecast, next 24 hoursNo rain forecast.*Open-Meteo, updated 1 hour ago/,
      ),
      expect.stringMatching(/^Soil drainage.*freely draining: it holds little water/),
      expect.stringMatching(/^Rain, last 7 days2 mm of rain fell.*Gauge: Totnes, 1\.2 km away\.$/),
    ]);
    const missing = within(why).getByRole('list', { name: 'Inputs missing' });
    expect(within(missing).getByText(/No moisture sensor linked/)).toBeTruthy();
    expect(within(why).getByText(/FAO's Irrigation and Drainage Paper 56/)).toBeTruthy();
    expect(within(why).getByText(/Environment Agency rainfall data.*Open-Meteo\.com/)).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('skips when heavy rain is coming, saying when', async () => {
    renderAdvice({
      rainOutlook: {
        ...DRY_DAY,
        rainMm: 6,
        rainProbability: 80,
        firstRainAt: '2026-06-01T20:00:00',
      },
    });
    expect(await screen.findByText('Skip: 6 mm of rain expected tonight')).toBeTruthy();
  });

  it('lets a fresh sensor reading decide, and says which sensor and when', async () => {
    renderAdvice({ sensor: { name: 'Bed probe', water: 45, lastSensorData: hoursAgo(2) } });
    expect(await screen.findByText('Skip: the soil sensor reads 45% moisture')).toBeTruthy();
    const why = await openWhy();
    expect(within(why).getByText('Bed probe, read 2 hours ago.')).toBeTruthy();
  });

  it('does not let a sensor that has gone quiet decide, and says so', async () => {
    renderAdvice({ sensor: { name: 'Bed probe', water: 45, lastSensorData: hoursAgo(72) } });
    expect(await screen.findByText(/^Water about/)).toBeTruthy();
    const why = await openWhy();
    expect(
      within(why).getByText("The soil sensor's last reading is 3 days old: not used."),
    ).toBeTruthy();
  });

  it('says it is not sure, and what it lacks, with no rain record and no sensor', async () => {
    renderAdvice({ rainLastDays: null, rainOutlook: null });
    expect(
      await screen.findByText('Not sure: no rain record and no moisture sensor for this spot'),
    ).toBeTruthy();
    const why = await openWhy();
    const missing = within(why).getByRole('list', { name: 'Inputs missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Bed area.*assuming 4 m²/),
      expect.stringMatching(/^Soil moisture sensor/),
      'Forecast, next 24 hoursNo forecast for the next 24 hours.',
      expect.stringMatching(/^Soil drainageNo soil data here/),
      expect.stringMatching(/^Rain, last 7 daysNo rain gauge nearby/),
    ]);
  });

  it('gives no advice for things nobody waters', async () => {
    renderAdvice({ category: 'BENCH' });
    await screen.findByRole('heading', { name: 'Loaded' });
    expect(screen.queryByRole('button', { name: 'Why?' })).toBeNull();
    expect(screen.queryByText(/litres|Skip|Not sure/)).toBeNull();
  });

  it('names the thing in "Why?" for screen readers in the list', async () => {
    renderAdvice({}, { compact: true });
    expect(
      await screen.findByRole('button', { name: 'Why? (advice for Castle Street bed)' }),
    ).toBeTruthy();
  });
});
