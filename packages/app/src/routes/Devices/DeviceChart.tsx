// A device's readings over time (issue 11, "Charts"): the kit's SensorChart, lazily
// drawing uPlot, fed by Device.readingSeries (one quantity as two arrays; migration
// 0017), in the chart's own query. The range picker and the quantity fetch again, and
// so does a new uplink (the device's `updated` moving, live over deviceUpdated), so the
// line grows while the page is open.
import { Suspense, useMemo, useState, useTransition } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { DeviceModel, HydrationBand } from '@bloomkeep/schema';
import { DEFAULT_HYDRATION_BANDS, HYDRATION_BAND_NAMES } from '@bloomkeep/schema';
import {
  Select,
  SensorChart,
  Stack,
  sensorChartWindow,
  sensorQuantities,
  type SensorChartRange,
  type SensorQuantity,
} from '@bloomkeep/ui';
import type { DeviceChart_device$key } from '../../__generated__/DeviceChart_device.graphql';
import type { DeviceChartQuery } from '../../__generated__/DeviceChartQuery.graphql';
import { hydrationLevelsOf } from './hydrationLevels';

const fragment = graphql`
  fragment DeviceChart_device on Device {
    id
    name
    model
    updated
    hydrationLevels
  }
`;

// The series is the chart's own query: its range and quantity are the chart's state, and a
// new uplink (the device's `updated`, live over deviceUpdated) fetches it again.
const seriesQuery = graphql`
  query DeviceChartQuery($id: UUID!, $quantity: String, $since: Datetime) {
    deviceById(id: $id) {
      readingSeries(quantity: $quantity, since: $since) {
        times
        values
      }
    }
  }
`;

/** What each model can chart, its main quantity first (spec §3). */
export const CHART_QUANTITIES: Record<DeviceModel, readonly SensorQuantity[]> = {
  LSE01: ['water', 'temperature', 'conductivity', 'battery'],
  LSPH01: ['ph', 'temperature', 'battery'],
  THE_THINGS_UNO: [],
};

const DEFAULT_RANGE: SensorChartRange = { preset: '7d' };

/** The start of the window to fetch: the range's start (a day early for custom days). */
export function sinceFor(range: SensorChartRange, now: number): string {
  return new Date(sensorChartWindow(range, now).from).toISOString();
}

/** The device's levels as the chart's bands (the defaults when they do not read). */
export function bandsFor(levels: unknown): readonly HydrationBand[] {
  const numbers = hydrationLevelsOf(levels);
  if (numbers.length !== HYDRATION_BAND_NAMES.length) return DEFAULT_HYDRATION_BANDS;
  return HYDRATION_BAND_NAMES.map((name, index) => ({ name, upTo: numbers[index]! }));
}

/** The chart of a device's readings, for its owners and everyone who may see it. */
export function DeviceChart({ device }: { device: DeviceChart_device$key }) {
  const data = useFragment(fragment, device);
  const quantities = CHART_QUANTITIES[data.model];
  const [quantity, setQuantity] = useState<SensorQuantity>(quantities[0] ?? 'water');
  const [range, setRange] = useState<SensorChartRange>(DEFAULT_RANGE);
  const [, startTransition] = useTransition();
  if (quantities.length === 0) return null;
  const chart = {
    title: `${sensorQuantities[quantity].label} of ${data.name}`,
    quantity,
    hydrationBands: quantity === 'water' ? bandsFor(data.hydrationLevels) : undefined,
    range,
    onRangeChange: (next: SensorChartRange) => startTransition(() => setRange(next)),
  };
  return (
    <Stack space="small">
      {quantities.length > 1 ? (
        <Select
          label="Show"
          items={quantities.map((id) => ({ id, label: sensorQuantities[id].label }))}
          selectedKey={quantity}
          onSelectionChange={(id) => {
            if (id) startTransition(() => setQuantity(id as SensorQuantity));
          }}
        />
      ) : null}
      <Suspense fallback={<SensorChart {...chart} titleLevel={3} series={[]} isLoading />}>
        <ChartSeries deviceId={data.id} fetchKey={data.updated ?? ''} chart={chart} />
      </Suspense>
    </Stack>
  );
}

function ChartSeries({
  deviceId,
  fetchKey,
  chart,
}: {
  deviceId: string;
  fetchKey: string;
  chart: {
    title: string;
    quantity: SensorQuantity;
    hydrationBands: readonly HydrationBand[] | undefined;
    range: SensorChartRange;
    onRangeChange: (next: SensorChartRange) => void;
  };
}) {
  // Whole days for presets, so the query (and its cache) does not change every second.
  const since = useMemo(
    () => sinceFor(chart.range, Date.now() - (Date.now() % 3_600_000)),
    [chart.range],
  );
  const result = useLazyLoadQuery<DeviceChartQuery>(
    seriesQuery,
    { id: deviceId, quantity: chart.quantity, since },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const series = useMemo(() => {
    const { times, values } = result.deviceById?.readingSeries ?? { times: [], values: [] };
    return (times ?? []).map((time, index) => ({
      time: time as string,
      value: values?.[index] ?? null,
    }));
  }, [result.deviceById?.readingSeries]);
  return <SensorChart {...chart} titleLevel={3} series={series} />;
}
