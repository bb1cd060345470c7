import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadUplot, type UplotConstructor } from './loadUplot';
import { SensorChart, type SensorChartProps } from './SensorChart';
import { formatTableValue, readoutText, sensorChartWindow, toColumns } from './sensorChartData';
import { FIXTURE_NOW, gappySeries, rainSeries, waterSeries } from './sensorChartFixtures';

// Canvas 2D does not exist in happy-dom: the lazy loader resolves to a small fake that records
// what the chart asks of uPlot. The real drawing is exercised by the Storybook tests in Chromium.
vi.mock('./loadUplot', () => ({ loadUplot: vi.fn() }));

interface FakeOptions {
  hooks: { draw?: ((u: FakeUplot) => void)[] };
  scales: { y: { range: () => [number, number] } };
  series: [unknown, { paths?: unknown; fill?: string }];
}

/** What `uPlot.paths.bars()` returns: a marker the test can find in the series options. */
const BARS = Symbol('bars');

class FakeUplot {
  static instances: FakeUplot[] = [];
  root = document.createElement('div');
  cursor = { idx: null as number | null };
  cursorAt: { left: number; top: number } | null = null;
  bbox = { left: 0, top: 0, width: 600, height: 240 };
  width: number;
  destroyed = false;
  constructor(
    public options: FakeOptions & { width: number },
    public data: [number[], (number | null)[]],
    target: HTMLElement,
  ) {
    this.width = options.width;
    target.append(this.root);
    FakeUplot.instances.push(this);
    // uPlot draws in a microtask after construction.
    queueMicrotask(() => options.hooks.draw?.forEach((hook) => hook(this)));
  }
  static paths = { bars: vi.fn(() => BARS) };
  static tzDate(date: Date) {
    return date;
  }
  /** x values map to themselves, so a cursor position names its point's time. */
  valToPos(value: number) {
    return value;
  }
  setCursor(position: { left: number; top: number }) {
    this.cursorAt = position;
  }
  setSize() {}
  destroy() {
    this.destroyed = true;
    this.root.remove();
  }
}

const base: SensorChartProps = {
  series: waterSeries(),
  quantity: 'water',
  now: FIXTURE_NOW,
  timeZone: 'UTC',
};

async function renderDrawn(props: Partial<SensorChartProps> = {}) {
  const view = render(<SensorChart {...base} {...props} />);
  await screen.findByText((_, element) => element?.getAttribute('data-status') === 'ready');
  return view;
}

describe('SensorChart', () => {
  beforeEach(() => {
    FakeUplot.instances = [];
    vi.mocked(loadUplot)
      .mockReset()
      .mockResolvedValue(FakeUplot as unknown as UplotConstructor);
  });

  it('draws the readings of the period with uPlot, oldest first, loaded lazily', async () => {
    await renderDrawn({ series: [...waterSeries()].reverse() });
    expect(loadUplot).toHaveBeenCalledOnce();
    const [times, values] = FakeUplot.instances[0]!.data;
    expect(times).toHaveLength(72);
    expect(times[0]).toBe(Date.UTC(2026, 10, 11, 15, 20));
    expect(times.at(-1)).toBe(FIXTURE_NOW);
    expect(values).toHaveLength(72);
    expect(screen.getByRole('list', { name: 'Hydration bands' }).textContent).toContain(
      'Too dry 20% or less',
    );
  });

  it('draws once for the same readings and bands, however often the parent renders', async () => {
    const bands = () => [
      { name: 'dry' as const, upTo: 15 },
      { name: 'saturated' as const, upTo: 80 },
    ];
    const { rerender } = await renderDrawn({ hydrationBands: bands() });
    const drawn = () =>
      screen.findByText((_, element) => element?.getAttribute('data-status') === 'ready');
    rerender(<SensorChart {...base} hydrationBands={bands()} />);
    await drawn();
    // The same readings in new objects, as a parent mapping its query result makes them.
    rerender(
      <SensorChart
        {...base}
        series={base.series.map((point) => ({ ...point }))}
        hydrationBands={bands()}
      />,
    );
    await drawn();
    expect(FakeUplot.instances).toHaveLength(1);
    rerender(<SensorChart {...base} hydrationBands={[{ name: 'dry', upTo: 10 }]} />);
    await drawn();
    expect(FakeUplot.instances).toHaveLength(2);
    expect(FakeUplot.instances[0]!.destroyed).toBe(true);
  });

  describe('rain', () => {
    const rain: Partial<SensorChartProps> = {
      series: rainSeries(),
      quantity: 'rainfall',
      title: 'Rain at Totnes',
    };

    it('draws 15-minute rain as bars on a scale from 0, without hydration bands', async () => {
      await renderDrawn({ ...rain, defaultRange: { preset: '30d' } });
      const { options } = FakeUplot.instances[0]!;
      expect(options.series[1].paths).toBe(BARS);
      const largest = Math.max(...rainSeries().map((point) => point.value ?? 0));
      const [bottom, top] = options.scales.y.range();
      expect(bottom).toBe(0);
      expect(top).toBeGreaterThanOrEqual(largest);
      expect(screen.queryByRole('list', { name: 'Hydration bands' })).toBeNull();
      expect(screen.getByRole('group', { name: 'Rain at Totnes, last 30 days' })).toBeTruthy();
    });

    it('keeps a dry period on a scale from 0 to 1 mm', async () => {
      await renderDrawn({
        ...rain,
        series: [
          { time: FIXTURE_NOW - 30 * 60_000, value: 0 },
          { time: FIXTURE_NOW - 15 * 60_000, value: 0 },
        ],
      });
      expect(FakeUplot.instances[0]!.options.scales.y.range()).toEqual([0, 1]);
    });

    it('reads "mm of rain" aloud and in the table', async () => {
      await renderDrawn(rain);
      const plot = screen.getByRole('group', { name: 'Rain at Totnes, last 24 hours' });
      expect(screen.getByTestId('sensor-chart-readout').textContent).toBe(
        'Latest: 12 Nov 15:00 — 0 mm of rain',
      );
      act(() => plot.focus());
      fireEvent.keyDown(plot, { key: 'End' });
      // 24 quarter-hours back: 09:00, in this morning's shower.
      for (let i = 0; i < 24; i += 1) fireEvent.keyDown(plot, { key: 'ArrowLeft' });
      const nine = rainSeries().find((point) => point.time === FIXTURE_NOW - 6 * 3_600_000)!;
      expect(nine.value).toBeGreaterThan(0);
      expect(screen.getByTestId('sensor-chart-live').textContent).toBe(
        `12 Nov 09:00 — ${nine.value} mm of rain`,
      );

      await userEvent.click(screen.getByRole('switch', { name: 'Show as table' }));
      const table = screen.getByRole('grid', { name: 'Rain at Totnes, last 24 hours' });
      const rows = within(table).getAllByRole('row');
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Time', 'Rain']);
      expect(within(rows[1]!).getByRole('gridcell').textContent).toBe('0 mm of rain');
      expect(within(table).getByText(`${nine.value} mm of rain`)).toBeTruthy();
    });
  });

  describe('keyboard', () => {
    it('steps through the points with a live readout and moves the plot cursor', async () => {
      await renderDrawn();
      const plot = screen.getByRole('group', { name: 'Soil moisture, last 24 hours' });
      const live = screen.getByTestId('sensor-chart-live');
      const fake = FakeUplot.instances[0]!;
      const user = userEvent.setup();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(plot).toBe(document.activeElement);
      expect(live.textContent).toBe('');

      await user.keyboard('{End}');
      const last = base.series.at(-1)!;
      expect(live.textContent).toBe(`12 Nov 15:00 — ${last.value} % soil moisture`);
      expect(fake.cursorAt?.left).toBe(FIXTURE_NOW);

      await user.keyboard('{ArrowLeft}');
      expect(live.textContent).toMatch(/^12 Nov 14:40 — [\d.]+ % soil moisture$/);
      expect(fake.cursorAt?.left).toBe(FIXTURE_NOW - 20 * 60_000);

      await user.keyboard('{Home}');
      expect(live.textContent).toMatch(/^11 Nov 15:20 — /);
      await user.keyboard('{ArrowLeft}');
      expect(live.textContent).toMatch(/^11 Nov 15:20 — /);
      await user.keyboard('{PageUp}');
      expect(live.textContent).toMatch(/^11 Nov 17:40 — /);
      expect(screen.getByTestId('sensor-chart-readout').textContent).toMatch(/^11 Nov 17:40 — /);
    });

    it('says "no reading" on a gap', async () => {
      await renderDrawn({ series: gappySeries() });
      const plot = screen.getByRole('group', { name: 'Soil moisture, last 24 hours' });
      act(() => plot.focus());
      // Index 55 is the lost uplink: 16 steps back from the newest (71).
      fireEvent.keyDown(plot, { key: 'End' });
      for (let i = 0; i < 16; i += 1) fireEvent.keyDown(plot, { key: 'ArrowLeft' });
      expect(screen.getByTestId('sensor-chart-live').textContent).toBe('12 Nov 09:40 — no reading');
    });
  });

  describe('table view', () => {
    it('shows the readings newest first in a table, gaps as "no reading"', async () => {
      await renderDrawn({ series: gappySeries() });
      await userEvent.click(screen.getByRole('switch', { name: 'Show as table' }));
      expect(screen.queryByRole('group', { name: /Soil moisture/ })).toBeNull();
      const table = screen.getByRole('grid', { name: 'Soil moisture, last 24 hours' });
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(25);
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Time', 'Soil moisture']);
      const cells = (row: HTMLElement) =>
        [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(
          (c) => c.textContent,
        );
      const newest = gappySeries().at(-1)!;
      expect(cells(rows[1]!)).toEqual(['12 Nov 15:00', `${newest.value} %`]);
      // Row 17 is index 55, the lost uplink.
      expect(cells(rows[17]!)).toEqual(['12 Nov 09:40', 'no reading']);
    });

    it('pages through long series', async () => {
      render(<SensorChart {...base} defaultShowTable />);
      const pages = screen.getByRole('navigation', { name: 'Pagination' });
      await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
      const rows = within(screen.getByRole('grid')).getAllByRole('row');
      // 72 readings, 24 a page: page 3 holds the oldest 24.
      expect(rows.at(-1)!.textContent).toContain('11 Nov 15:20');
    });
  });

  describe('range picker', () => {
    async function choose(option: string) {
      await userEvent.click(screen.getByRole('button', { name: /Period/ }));
      await userEvent.click(
        within(screen.getByRole('listbox')).getByRole('option', { name: option }),
      );
    }

    it('reports a preset and redraws the new window', async () => {
      const onRangeChange = vi.fn();
      await renderDrawn({ onRangeChange });
      await choose('Last 7 days');
      expect(onRangeChange).toHaveBeenLastCalledWith({ preset: '7d' });
      expect(screen.getByRole('group', { name: 'Soil moisture, last 7 days' })).toBeTruthy();
    });

    it('keeps a controlled range until the parent changes it', async () => {
      const onRangeChange = vi.fn();
      await renderDrawn({ range: { preset: '24h' }, onRangeChange });
      await choose('Last 30 days');
      expect(onRangeChange).toHaveBeenCalledWith({ preset: '30d' });
      expect(screen.getByRole('group', { name: 'Soil moisture, last 24 hours' })).toBeTruthy();
    });

    it('starts a custom range on the current days and reports valid edits only', async () => {
      const onRangeChange = vi.fn();
      await renderDrawn({ onRangeChange });
      await choose('Custom range');
      expect(onRangeChange).toHaveBeenLastCalledWith({
        preset: 'custom',
        from: '2026-11-11',
        to: '2026-11-12',
      });
      const from = screen.getByLabelText('From');
      fireEvent.change(from, { target: { value: '2026-11-13' } });
      expect(screen.getByText('The start must be on or before the end.')).toBeTruthy();
      expect(onRangeChange).toHaveBeenCalledTimes(1);
      fireEvent.change(from, { target: { value: '2026-11-01' } });
      expect(onRangeChange).toHaveBeenLastCalledWith({
        preset: 'custom',
        from: '2026-11-01',
        to: '2026-11-12',
      });
      expect(
        screen.getByRole('group', { name: 'Soil moisture, 1 Nov 2026 to 12 Nov 2026' }),
      ).toBeTruthy();
    });
  });

  it('shows the days of a custom range the parent sets', async () => {
    const { rerender } = await renderDrawn({
      range: { preset: 'custom', from: '2026-11-10', to: '2026-11-12' },
    });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-10');
    rerender(
      <SensorChart {...base} range={{ preset: 'custom', from: '2026-11-05', to: '2026-11-06' }} />,
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-05');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-06');
  });

  describe('states', () => {
    it('says "No data available" with no readings, or only gaps, in the period', () => {
      const { rerender } = render(<SensorChart {...base} series={[]} />);
      expect(screen.getByRole('heading', { name: 'No data available' })).toBeTruthy();
      rerender(<SensorChart {...base} series={[{ time: FIXTURE_NOW - 60_000, value: null }]} />);
      expect(screen.getByRole('heading', { name: 'No data available' })).toBeTruthy();
      // Readings outside the period do not count.
      rerender(
        <SensorChart {...base} series={[{ time: FIXTURE_NOW - 3 * 86_400_000, value: 40 }]} />,
      );
      expect(screen.getByRole('heading', { name: 'No data available' })).toBeTruthy();
      expect(loadUplot).not.toHaveBeenCalled();
    });

    it('shows a busy skeleton while loading, without loading uPlot', () => {
      render(<SensorChart {...base} isLoading />);
      expect(screen.getByRole('region', { name: 'Soil moisture' }).getAttribute('aria-busy')).toBe(
        'true',
      );
      expect(screen.getByText('Loading readings…')).toBeTruthy();
      expect(loadUplot).not.toHaveBeenCalled();
    });

    it('shows the error with a retry', async () => {
      const onRetry = vi.fn();
      render(<SensorChart {...base} error="The server did not answer." onRetry={onRetry} />);
      expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('offers the table when uPlot cannot load', async () => {
      vi.mocked(loadUplot).mockRejectedValue(new Error('chunk failed'));
      render(<SensorChart {...base} />);
      expect(await screen.findByText(/The chart could not be drawn/)).toBeTruthy();
      expect(screen.getByRole('switch', { name: 'Show as table' })).toBeTruthy();
    });
  });
});

describe('wording', () => {
  it('says what an amount is in the table, and leaves a level to its column heading', () => {
    expect(formatTableValue('rainfall', 0.4)).toBe('0.4 mm of rain');
    expect(formatTableValue('rainfall', 0)).toBe('0 mm of rain');
    expect(formatTableValue('water', 34)).toBe('34 %');
    expect(formatTableValue('ph', 6.8)).toBe('pH 6.8');
  });

  it('reads a quarter-hour of rain with one decimal', () => {
    expect(readoutText('rainfall', FIXTURE_NOW, 1.25, 'UTC')).toBe('12 Nov 15:00 — 1.3 mm of rain');
    expect(readoutText('rainfall', FIXTURE_NOW, null, 'UTC')).toBe('12 Nov 15:00 — no reading');
  });
});

describe('sensorChartWindow and toColumns', () => {
  it('keeps the points inside the window, sorted, with NaN as a gap', () => {
    const window = sensorChartWindow({ preset: 'custom', from: '2026-11-10', to: '2026-11-10' }, 0);
    expect(window).toEqual({
      from: Date.UTC(2026, 10, 10),
      to: Date.UTC(2026, 10, 11) - 1,
    });
    const columns = toColumns(
      [
        { time: '2026-11-10T12:00:00Z', value: Number.NaN },
        { time: Date.UTC(2026, 10, 10, 6), value: 30 },
        { time: new Date(Date.UTC(2026, 10, 11)), value: 31 },
        { time: 'not a date', value: 32 },
      ],
      window,
    );
    expect(columns).toEqual({
      times: [Date.UTC(2026, 10, 10, 6), Date.UTC(2026, 10, 10, 12)],
      values: [30, null],
    });
  });
});
