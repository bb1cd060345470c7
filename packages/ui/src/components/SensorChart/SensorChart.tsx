import {
  DEFAULT_HYDRATION_BANDS,
  HYDRATION_BAND_LABELS,
  HYDRATION_BAND_LEVELS,
  hydrationRangeText,
  type HydrationBand,
} from '@bloomkeep/schema';
import { LineChart } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Skeleton } from '../Skeleton/Skeleton';
import { Switch } from '../Switch/Switch';
import {
  hasReadings,
  nextCursorIndex,
  presetLabels,
  readoutText,
  sameColumns,
  sensorChartWindow,
  sensorQuantities,
  toColumns,
  toEpochMs,
  type SensorChartRange,
  type SensorColumns,
  type SensorPoint,
  type SensorQuantity,
} from './sensorChartData';
import { SensorChartPlot } from './SensorChartPlot';
import { SensorChartRangePicker } from './SensorChartRangePicker';
import { SensorChartTable } from './SensorChartTable';
import * as styles from './SensorChart.css';

export type { SensorChartRange, SensorPoint, SensorQuantity } from './sensorChartData';

export interface SensorChartProps {
  /** The readings, in any order (the API sends newest first); `value: null` is a gap. */
  series: readonly SensorPoint[];
  /** What is measured: sets the unit, the wording and the scale. */
  quantity: SensorQuantity;
  /** For water: the device's hydration levels, shaded on the water scale (default 20/30/60/100). */
  hydrationBands?: readonly HydrationBand[];
  /** The period shown (controlled). Without it the chart keeps its own, starting at `defaultRange`. */
  range?: SensorChartRange;
  defaultRange?: SensorChartRange;
  /** Called when the reader picks another period; fetch its readings (`sensorChartWindow`). */
  onRangeChange?: (range: SensorChartRange) => void;
  /** Readings are being fetched: a skeleton in place of the plot. */
  isLoading?: boolean;
  /** Why the readings could not be loaded; shown in place of the plot. */
  error?: string | null;
  onRetry?: () => void;
  /** The heading; defaults to the quantity's name ("Soil moisture"). */
  title?: string;
  titleLevel?: Exclude<HeadingLevel, 1>;
  /** The end of the preset periods; defaults to the time of the first render. */
  now?: Date | number;
  /** IANA time zone for times on the axis, readout and table; defaults to the reader's. */
  timeZone?: string;
  /** The plot's height in pixels; the width follows the container. */
  height?: number;
  /** Start with the table instead of the plot. */
  defaultShowTable?: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "last 24 hours", or "1 Nov 2026 to 14 Nov 2026" for a custom range. */
function periodText(range: SensorChartRange): string {
  if (range.preset !== 'custom') return presetLabels[range.preset].toLowerCase();
  const day = (value: string) => dayFormat.format(Date.parse(`${value}T12:00:00Z`));
  return `${day(range.from)} to ${day(range.to)}`;
}

/**
 * A time series of one reading on uPlot (loaded lazily, drawn in the theme's colours), with the
 * hydration bands shaded for water, a period picker, keyboard stepping through the points with a
 * spoken readout, and the same readings as a table.
 */
export function SensorChart({
  series,
  quantity,
  hydrationBands,
  range: controlledRange,
  defaultRange = { preset: '24h' },
  onRangeChange,
  isLoading = false,
  error,
  onRetry,
  title,
  titleLevel = 2,
  now: nowProp,
  timeZone,
  height = 240,
  defaultShowTable = false,
}: SensorChartProps) {
  const titleId = useId();
  const hintId = useId();
  const [firstRender] = useState(() => Date.now());
  const now = nowProp == null ? firstRender : toEpochMs(nowProp);
  const [ownRange, setOwnRange] = useState(defaultRange);
  const range = controlledRange ?? ownRange;
  const [showTable, setShowTable] = useState(defaultShowTable);
  const [keyIndex, setKeyIndex] = useState<number | null>(null);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const { label } = sensorQuantities[quantity];
  const heading = title ?? label;
  const span = sensorChartWindow(range, now);
  const computed = useMemo(
    () => toColumns(series, span),
    // The window is two numbers; the object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, span.from, span.to],
  );
  // The same readings in a new array (a parent mapping its query result on every render) keep
  // the columns they had, so the plot is not rebuilt.
  const previousColumns = useRef<SensorColumns | null>(null);
  const columns =
    previousColumns.current && sameColumns(previousColumns.current, computed)
      ? previousColumns.current
      : computed;
  useEffect(() => {
    previousColumns.current = columns;
  });
  // Keyed by content: a parent that parses `hydrationLevels` on every render must not make the
  // plot redraw each time.
  const bandsKey =
    quantity === 'water' ? JSON.stringify(hydrationBands ?? DEFAULT_HYDRATION_BANDS) : '';
  const bands = useMemo(
    () =>
      bandsKey ? (JSON.parse(bandsKey) as HydrationBand[]).sort((a, b) => a.upTo - b.upTo) : null,
    [bandsKey],
  );
  const count = columns.times.length;
  const period = periodText(range);

  const changeRange = (next: SensorChartRange) => {
    setKeyIndex(null);
    setHoverIndex(null);
    setAnnouncement('');
    if (!controlledRange) setOwnRange(next);
    onRangeChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextCursorIndex(event.key, keyIndex, count);
    if (next === undefined) return;
    event.preventDefault();
    setKeyIndex(next);
    setAnnouncement(readoutText(quantity, columns.times[next]!, columns.values[next]!, timeZone));
  };

  const shownIndex = keyIndex ?? hoverIndex;
  const latestIndex = (() => {
    for (let i = count - 1; i >= 0; i -= 1) if (columns.values[i] != null) return i;
    return null;
  })();
  const readout =
    shownIndex != null
      ? readoutText(quantity, columns.times[shownIndex]!, columns.values[shownIndex]!, timeZone)
      : latestIndex != null
        ? `Latest: ${readoutText(quantity, columns.times[latestIndex]!, columns.values[latestIndex]!, timeZone)}`
        : '';

  let body;
  if (error) {
    body = (
      <ErrorState title="The readings could not be loaded" message={error} onRetry={onRetry} />
    );
  } else if (isLoading) {
    body = (
      <div className={styles.loading} data-testid="sensor-chart-loading">
        <span className={visuallyHidden}>Loading readings…</span>
        <Skeleton shape="rect" width="100%" height={height} />
      </div>
    );
  } else if (!hasReadings(columns)) {
    body = (
      <EmptyState
        title="No data available"
        description={
          range.preset === 'custom'
            ? `No readings from ${period}.`
            : `No readings in the ${period}.`
        }
        icon={<LineChart size={28} strokeWidth={1.75} />}
        headingLevel={Math.min(titleLevel + 1, 4) as 3 | 4}
      />
    );
  } else if (showTable) {
    body = (
      <SensorChartTable
        columns={columns}
        quantity={quantity}
        label={`${heading}, ${period}`}
        timeZone={timeZone}
      />
    );
  } else {
    body = (
      <div className={styles.chartArea}>
        <div
          className={styles.focusable}
          tabIndex={0}
          role="group"
          aria-roledescription="chart"
          aria-label={`${heading}, ${period}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onBlur={() => setKeyIndex(null)}
        >
          <SensorChartPlot
            columns={columns}
            quantity={quantity}
            bands={bands}
            span={span}
            height={height}
            timeZone={timeZone}
            cursorIndex={keyIndex}
            onHoverIndex={setHoverIndex}
          />
        </div>
        <p className={styles.readout} data-testid="sensor-chart-readout">
          {readout}
        </p>
        <p id={hintId} className={visuallyHidden}>
          {`${count} readings. Left and right arrow keys step through them, Page Up and Page Down by a tenth, Home and End go to the first and last.`}
        </p>
        {bands ? (
          <ul className={styles.legend} aria-label="Hydration bands">
            {[...bands].reverse().map((band) => (
              <li key={band.name} className={styles.legendItem}>
                <span
                  className={styles.swatch({ level: HYDRATION_BAND_LEVELS[band.name] })}
                  aria-hidden="true"
                />
                <span>{`${HYDRATION_BAND_LABELS[band.name]} `}</span>
                <span className={styles.legendRange}>
                  {hydrationRangeText(HYDRATION_BAND_LEVELS[band.name], bands)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }

  const canShowTable = !error && !isLoading && hasReadings(columns);
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <Heading level={titleLevel} id={titleId}>
          {heading}
        </Heading>
        <div className={styles.controls}>
          <SensorChartRangePicker range={range} onRangeChange={changeRange} now={now} />
          {canShowTable ? (
            <Switch isSelected={showTable} onChange={setShowTable}>
              Show as table
            </Switch>
          ) : null}
        </div>
      </div>
      {body}
      <div className={visuallyHidden} aria-live="polite" data-testid="sensor-chart-live">
        {keyIndex != null ? announcement : ''}
      </div>
    </section>
  );
}
