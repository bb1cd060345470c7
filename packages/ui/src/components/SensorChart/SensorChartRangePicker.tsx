import { useState } from 'react';
import { Select, type SelectItem } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import {
  parseDay,
  presetLabels,
  sensorChartWindow,
  type SensorChartPreset,
  type SensorChartRange,
} from './sensorChartData';
import * as styles from './SensorChart.css';

export interface SensorChartRangePickerProps {
  range: SensorChartRange;
  onRangeChange: (range: SensorChartRange) => void;
  /** The chart's now: a custom range starts as the current window's days. */
  now: number;
}

const items: SelectItem[] = (['24h', '7d', '30d', 'custom'] as const).map((id) => ({
  id,
  label: presetLabels[id],
}));

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The custom range's message, or null when both days are valid and in order. */
export function customRangeError(from: string, to: string): string | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Enter both days.';
  if (start > end) return 'The start must be on or before the end.';
  return null;
}

/** The chart's period: a preset (24 hours, 7 or 30 days) or a custom from–to of days. */
export function SensorChartRangePicker({ range, onRangeChange, now }: SensorChartRangePickerProps) {
  // Days that are not a valid range yet stay here, shown in the fields with a message; a valid
  // range goes straight to the chart, and the fields show the chart's range again.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const custom = range.preset === 'custom' ? (draft ?? { from: range.from, to: range.to }) : null;
  const error = custom ? customRangeError(custom.from, custom.to) : null;

  const choose = (id: string | null) => {
    if (id == null || id === range.preset) return;
    setDraft(null);
    if (id === 'custom') {
      const window = sensorChartWindow(range, now);
      onRangeChange({ preset: 'custom', from: isoDay(window.from), to: isoDay(window.to) });
      return;
    }
    onRangeChange({ preset: id as SensorChartPreset });
  };

  const edit = (field: 'from' | 'to', value: string) => {
    if (!custom) return;
    const next = { ...custom, [field]: value };
    if (customRangeError(next.from, next.to) == null) {
      setDraft(null);
      onRangeChange({ preset: 'custom', ...next });
    } else {
      setDraft(next);
    }
  };

  return (
    <div className={styles.rangePicker}>
      <div className={styles.rangeSelect}>
        <Select
          label="Period"
          items={items}
          selectedKey={range.preset}
          onSelectionChange={choose}
        />
      </div>
      {custom ? (
        <>
          <div className={styles.rangeDay}>
            <TextField
              label="From"
              type="date"
              value={custom.from}
              onChange={(value) => edit('from', value)}
              isInvalid={error != null}
            />
          </div>
          <div className={styles.rangeDay}>
            <TextField
              label="To"
              type="date"
              value={custom.to}
              onChange={(value) => edit('to', value)}
              errorMessage={error ?? undefined}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
