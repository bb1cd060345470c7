// The gauge's rain over time on the kit's SensorChart, as the device page charts readings
// (DeviceChart): the presets (24 hours, 7 and 30 days) read the 30 days the route already
// loaded; a custom range of days fetches its own readings from the cache.
import { Suspense, useMemo, useState, useTransition } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { SensorChart, type SensorChartRange, type SensorPoint } from '@bloomkeep/ui';
import type { RainfallChart_station$key } from '../../__generated__/RainfallChart_station.graphql';
import type { RainfallChart_readings$key } from '../../__generated__/RainfallChart_readings.graphql';
import type { RainfallChartQuery } from '../../__generated__/RainfallChartQuery.graphql';
import { rainGaugeName } from './rainGaugeName';

const stationFragment = graphql`
  fragment RainfallChart_station on RainfallStation {
    id
    label
  }
`;

const readingsFragment = graphql`
  fragment RainfallChart_readings on RainfallReadingChart {
    times
    values
  }
`;

// A custom range's readings: its own query, as its days are the chart's state.
const customQuery = graphql`
  query RainfallChartQuery($stationId: String!, $startdate: Date!, $enddate: Date!) {
    rainfallReadings(stationId: $stationId, startdate: $startdate, enddate: $enddate) {
      ...RainfallChart_readings
    }
  }
`;

const DEFAULT_RANGE: SensorChartRange = { preset: '7d' };

/** The readings as the chart's points (oldest first, as the server sends them). */
function toSeries(
  readings: {
    times?: readonly unknown[] | null;
    values?: readonly (number | null | undefined)[] | null;
  } | null,
): SensorPoint[] {
  const times = readings?.times ?? [];
  const values = readings?.values ?? [];
  const series: SensorPoint[] = [];
  for (let index = 0; index < times.length; index += 1) {
    const time = times[index];
    if (typeof time === 'string') series.push({ time, value: values[index] ?? null });
  }
  return series;
}

interface ChartProps {
  title: string;
  range: SensorChartRange;
  onRangeChange: (range: SensorChartRange) => void;
}

export function RainfallChart({
  station,
  readings,
}: {
  station: RainfallChart_station$key;
  /** The last 30 days, from the route's query; null while the station has none cached. */
  readings: RainfallChart_readings$key | null;
}) {
  const data = useFragment(stationFragment, station);
  const [range, setRange] = useState<SensorChartRange>(DEFAULT_RANGE);
  const [, startTransition] = useTransition();
  const chart: ChartProps = {
    title: `Rain every 15 minutes at ${rainGaugeName({ id: data.id, label: data.label })}`,
    range,
    onRangeChange: (next) => startTransition(() => setRange(next)),
  };
  if (range.preset !== 'custom') return <RainfallSeries readings={readings} chart={chart} />;
  return (
    <Suspense
      fallback={<SensorChart {...chart} quantity="rainfall" titleLevel={3} series={[]} isLoading />}
    >
      <CustomRangeSeries stationId={data.id} from={range.from} to={range.to} chart={chart} />
    </Suspense>
  );
}

function CustomRangeSeries({
  stationId,
  from,
  to,
  chart,
}: {
  stationId: string;
  from: string;
  to: string;
  chart: ChartProps;
}) {
  const result = useLazyLoadQuery<RainfallChartQuery>(
    customQuery,
    { stationId, startdate: from, enddate: to },
    { fetchPolicy: 'store-or-network' },
  );
  return <RainfallSeries readings={result.rainfallReadings ?? null} chart={chart} />;
}

function RainfallSeries({
  readings,
  chart,
}: {
  readings: RainfallChart_readings$key | null;
  chart: ChartProps;
}) {
  const data = useFragment(readingsFragment, readings);
  const series = useMemo(() => toSeries(data ?? null), [data]);
  return <SensorChart {...chart} quantity="rainfall" titleLevel={3} series={series} />;
}
