import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ThemeProvider } from '@bloomkeep/ui';
import type { WeatherPanelTestQuery } from '../../__generated__/WeatherPanelTestQuery.graphql';
import { WeatherPanel, dayName } from './WeatherPanel';

const testQuery = graphql`
  query WeatherPanelTestQuery @relay_test_operation {
    thingById(id: "00000000-0000-0000-0000-000000000001") {
      ...WeatherPanel_thing
    }
  }
`;

vi.stubGlobal('jest', vi);
afterEach(cleanup);

const NOW = new Date(2026, 5, 1, 12, 0);
const ATTRIBUTION = 'Weather data by Open-Meteo.com (CC BY 4.0)';
const day = (date: string, overrides: Record<string, unknown> = {}) => ({
  id: `1009:-74:${date}`,
  date,
  weather: 'Slight rain',
  rainProbability: 70,
  rainMm: 4.2,
  temperatureMin: 9,
  temperatureMax: 17,
  source: 'Open-Meteo',
  attribution: ATTRIBUTION,
  fetchedAt: new Date(NOW.getTime() - 2 * 3_600_000).toISOString(),
  ...overrides,
});

function Subject() {
  const data = useLazyLoadQuery<WeatherPanelTestQuery>(testQuery, {});
  return data.thingById ? <WeatherPanel thing={data.thingById} now={NOW} /> : null;
}

function renderPanel(resolve: (environment: ReturnType<typeof createMockEnvironment>) => void) {
  const environment = createMockEnvironment();
  resolve(environment);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme="default">
        <Suspense fallback="Loading">
          <Subject />
        </Suspense>
      </ThemeProvider>
    </RelayEnvironmentProvider>,
  );
}

const withDays = (days: ReturnType<typeof day>[]) =>
  renderPanel((environment) =>
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        WeatherForecastsConnection: () => ({ nodes: days }),
      }),
    ),
  );

describe('WeatherPanel', () => {
  it('shows the next 3 days: rain chance and amount, temperatures, weather, source and age', async () => {
    withDays([
      day('2026-06-01'),
      day('2026-06-02', { weather: 'Clear sky', rainProbability: 5, rainMm: 0 }),
      day('2026-06-03', { temperatureMin: 11.4, temperatureMax: 21.6 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Forecast for the next 3 days' });
    const days = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(days).toEqual([
      'Today9 °C to 17 °CSlight rain: 70% chance of rain, 4.2 mm',
      'Tomorrow9 °C to 17 °CClear sky: 5% chance of rain, no rain expected',
      'Wednesday 3 June11 °C to 22 °CSlight rain: 70% chance of rain, 4.2 mm',
    ]);
    expect(
      screen.getByText(`Forecast by Open-Meteo, updated 2 hours ago. ${ATTRIBUTION}`),
    ).toBeTruthy();
    expect(screen.queryByText('Old forecast')).toBeNull();
  });

  it('says how old a forecast is when the service has not answered for a while', async () => {
    withDays([
      day('2026-06-01', { fetchedAt: new Date(NOW.getTime() - 9 * 3_600_000).toISOString() }),
    ]);
    expect(await screen.findByText('Old forecast')).toBeTruthy();
    expect(screen.getByText(/this is the forecast from 9 hours ago/)).toBeTruthy();
  });

  it('says there is no forecast yet, rather than showing an empty list', async () => {
    withDays([]);
    expect(await screen.findByText(/No forecast for this spot yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the forecast could not be loaded when its field fails', async () => {
    renderPanel((environment) =>
      environment.mock.queueOperationResolver(() => ({
        data: { thingById: { __typename: 'Thing', nodeId: 'thing-1', weatherForecasts: null } },
        errors: [{ message: 'boom', path: ['thingById', 'weatherForecasts'] }],
      })),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The forecast could not be loaded just now. Try again later.',
    );
  });
});

describe('dayName', () => {
  it('names today and tomorrow, then the weekday and date', () => {
    expect(dayName('2026-06-01', NOW)).toBe('Today');
    expect(dayName('2026-06-02', NOW)).toBe('Tomorrow');
    expect(dayName('2026-06-04', NOW)).toBe('Thursday 4 June');
  });
});
