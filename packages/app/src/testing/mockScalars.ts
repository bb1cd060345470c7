// Dates for the environment objects in mocked answers. relay-test-utils makes up a string for
// every scalar field ("<mock-value-for-field-…>") and only knows a field's scalar type in
// operations marked @relay_test_operation, so a page that formats dates (weather days, a soil
// import's date, a gauge's age) would fail on the made-up ones. Spread these into resolvers.
import type { MockResolvers } from 'relay-test-utils';

const AT = '2026-05-14T09:30:00Z';

export const MOCK_SCALARS: MockResolvers = {
  Soilscape: () => ({ importedAt: AT }),
  WeatherForecast: () => ({ date: '2026-05-14', fetchedAt: AT }),
  RainfallNear: () => ({ fetchedAt: AT, latestReadingAt: AT, readingsFetchedAt: AT }),
  RainOutlook: () => ({ startsAt: AT, endsAt: AT, firstRainAt: null, fetchedAt: AT }),
};
