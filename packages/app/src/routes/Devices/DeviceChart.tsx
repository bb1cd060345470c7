// A device's readings over time (issue 11, "Charts"): the kit's SensorChart, lazily
// drawing uPlot, fed by Device.readingSeries (one quantity as two arrays; migration
// 0017). The range picker and the quantity refetch; a new uplink (the device's
// `updated` moving, live over deviceUpdated) refetches the same window so the line
// grows while the page is open.
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { DeviceModel, HydrationBand } from '@bloomkeep/schema';
import { DEFAULT_HYDRATION_BANDS, HYDRATION_BAND_NAMES } from '@bloomkeep/schema';
import {
  Select,
  SensorChart,
  Stack,
  sensorChartWindow,
  type SensorChartRange,
  type SensorQuantity,
} from '@bloomkeep/ui';
import type { DeviceChart_device$key } from '../../__generated__/DeviceChart_device.graphql';
import type { DeviceChartRefetchQuery } from '../../__generated__/DeviceChartRefetchQuery.graphql';
import { hydrationLevelsOf } from './hydrationLevels';

const fragment = graphql`
  fragment DeviceChart_device on Device
  @refetchable(queryName: "DeviceChartRefetchQuery")
  @argumentDefinitions(quantity: { type: "String" }, since: { type: "Datetime" }) {
    id
    name
    model
    updated
    hydrationLevels
    readingSeries(quantity: $quantity, since: $since) {
      times
      values
    }
  }
`;

/** What each model can chart, its main quantity first (spec §3). */
export const CHART_QUANTITIES: Record<DeviceModel, readonly SensorQuantity[]> = {
  LSE01: ['water', 'temperature', 'conductivity', 'battery'],
  LSPH01: ['ph', 'temperature', 'battery'],
  THE_THINGS_UNO: [],
};

const QUANTITY_LABELS: Record<SensorQuantity, string> = {
  water: 'Soil moisture',
  temperature: 'Soil temperature',
  conductivity: 'Conductivity',
  ph: 'Soil pH',
  battery: 'Battery',
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

/** The route's query asks for the model's main quantity (readingSeries without one). */
export function DeviceChart({ device }: { device: DeviceChart_device$key }) {
  const [data, refetch] = useRefetchableFragment<DeviceChartRefetchQuery, DeviceChart_device$key>(
    fragment,
    device,
  );
  const [quantity, setQuantity] = useState<SensorQuantity>(
    CHART_QUANTITIES[data.model][0] ?? 'water',
  );
  const [range, setRange] = useState<SensorChartRange>(DEFAULT_RANGE);
  const [isPending, startTransition] = useTransition();
  const quantities = CHART_QUANTITIES[data.model];

  const load = (next: { quantity: SensorQuantity; range: SensorChartRange }) =>
    startTransition(() => {
      refetch(
        { quantity: next.quantity, since: sinceFor(next.range, Date.now()) },
        { fetchPolicy: 'network-only' },
      );
    });

  // A new reading arrived (deviceUpdated moved `updated`): fetch the same window again.
  const lastUpdated = useRef(data.updated);
  useEffect(() => {
    if (data.updated === lastUpdated.current) return;
    lastUpdated.current = data.updated;
    load({ quantity, range });
    // Only a new reading triggers this; quantity and range load themselves when chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.updated]);

  const series = useMemo(() => {
    const { times, values } = data.readingSeries ?? { times: [], values: [] };
    return (times ?? []).map((time, index) => ({
      time: time as string,
      value: values?.[index] ?? null,
    }));
  }, [data.readingSeries]);

  if (quantities.length === 0) return null;
  return (
    <Stack space="small">
      {quantities.length > 1 ? (
        <Select
          label="Show"
          items={quantities.map((id) => ({ id, label: QUANTITY_LABELS[id] }))}
          selectedKey={quantity}
          onSelectionChange={(id) => {
            if (!id || id === quantity) return;
            const next = id as SensorQuantity;
            setQuantity(next);
            load({ quantity: next, range });
          }}
        />
      ) : null}
      <SensorChart
        title={`${QUANTITY_LABELS[quantity]} of ${data.name}`}
        titleLevel={3}
        series={series}
        quantity={quantity}
        hydrationBands={quantity === 'water' ? bandsFor(data.hydrationLevels) : undefined}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          load({ quantity, range: next });
        }}
        isLoading={isPending && series.length === 0}
      />
    </Stack>
  );
}
