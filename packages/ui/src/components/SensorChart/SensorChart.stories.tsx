import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SensorChart } from './SensorChart';
import {
  FIXTURE_NOW,
  gappySeries,
  manyPoints,
  rainSeries,
  temperatureSeries,
  waterSeries,
} from './sensorChartFixtures';

/** Waits until uPlot has drawn, so the screenshot shows the finished chart. */
async function chartDrawn(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-status="ready"] canvas')).not.toBeNull(),
    { timeout: 10_000 },
  );
}

const meta = {
  title: 'Domain/SensorChart',
  component: SensorChart,
  args: {
    series: waterSeries(),
    quantity: 'water',
    now: FIXTURE_NOW,
    timeZone: 'UTC',
    onRangeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A time series of one reading of a device (soil moisture, temperature, conductivity, pH or battery) or of a rain gauge on uPlot, which loads lazily with the first chart (a skeleton shows meanwhile), drawn in the theme\'s runtime colours. For water, the hydration bands are shaded on the water scale and named in a legend. The period picker offers 24 hours, 7 days, 30 days or a custom from–to; fetch the readings of the window `sensorChartWindow(range, now)` returns. Keyboard: the plot is one tab stop; the arrow keys step through the readings (Page Up/Down by a tenth, Home/End to the ends) and a live region reads each one ("12 Nov 14:20 — 34 % soil moisture"). "Show as table" gives the same readings as a table. A `null` value is a gap: the line breaks, and the table says "no reading". Rain (`quantity="rainfall"`) is an amount per interval, not a level: bars from 0 in the information blue, "0.4 mm of rain" in the readout and the table. Stories fix `now` and the time zone so pictures never move.',
      },
    },
  },
} satisfies Meta<typeof SensorChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Soil moisture over the last 24 hours, on the default hydration bands. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Soil moisture' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Soil moisture, last 24 hours' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Hydration bands' })).toBeVisible();
    await expect(canvas.getByTestId('sensor-chart-readout')).toHaveTextContent(
      'Latest: 12 Nov 15:00 — ',
    );
  },
};

/** A device's own hydration levels shade its own bands. */
export const CustomBands: Story = {
  args: {
    hydrationBands: [
      { name: 'dry', upTo: 15 },
      { name: 'needsWater', upTo: 25 },
      { name: 'good', upTo: 50 },
      { name: 'saturated', upTo: 80 },
    ],
  },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).getByText('15% or less')).toBeVisible();
  },
};

export const Temperature: Story = {
  args: { series: temperatureSeries(), quantity: 'temperature' },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).queryByRole('list', { name: 'Hydration bands' })).toBeNull();
  },
};

/** No readings in the period: the spec's words. */
export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No data available' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Show as table' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { series: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Loading readings…')).toBeInTheDocument();
  },
};

export const FetchError: Story = {
  args: {
    series: [],
    error: 'The server did not answer. Check your connection and try again.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The readings could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/** A probe pulled out of the soil for three hours and one lost uplink: the line breaks. */
export const Gaps: Story = {
  args: { series: gappySeries() },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};

/** 10,000 readings over 30 days, newest first as the API sends them. */
export const TenThousandPoints: Story = {
  args: { series: manyPoints(), defaultRange: { preset: '30d' } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).getByText(/^10000 readings\./)).toBeInTheDocument();
  },
};

export const SmallViewport: Story = {
  parameters: { test: { viewport: { width: 375, height: 812 } } },
  decorators: [
    (Story) => (
      <div style={{ width: 327 }}>
        <Story />
      </div>
    ),
  ],
  args: { height: 200 },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};

/** "Show as table": the readings newest first, a gap says "no reading". */
export const TableView: Story = {
  args: { series: gappySeries(), defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Soil moisture, last 24 hours' });
    const rows = within(table).getAllByRole('row');
    // A header row and the first page of 24 readings.
    await expect(rows).toHaveLength(25);
    await expect(rows[1]).toHaveTextContent('12 Nov 15:00');
    await expect(within(table).getByText('no reading')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

/** A custom period: two days, with the days shown beside the picker. */
export const CustomRange: Story = {
  args: { defaultRange: { preset: 'custom', from: '2026-11-11', to: '2026-11-12' } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).getByLabelText('From')).toHaveValue('2026-11-11');
  },
};

/** Keyboard: Tab to the plot, step with the arrows, jump with Home and End. */
export const KeyboardStepping: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    const plot = canvas.getByRole('group', { name: 'Soil moisture, last 24 hours' });
    plot.focus();
    await expect(plot).toHaveFocus();
    const live = canvas.getByTestId('sensor-chart-live');
    await userEvent.keyboard('{End}');
    await expect(live).toHaveTextContent(/^12 Nov 15:00 — [\d.]+ % soil moisture$/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent(/^12 Nov 14:40 — /);
    await userEvent.keyboard('{Home}');
    await expect(live).toHaveTextContent(/^11 Nov 15:20 — /);
    await userEvent.keyboard('{ArrowRight}');
    await expect(live).toHaveTextContent(/^11 Nov 15:40 — /);
    await expect(canvas.getByTestId('sensor-chart-readout')).toHaveTextContent(/^11 Nov 15:40/);
  },
};

const RAIN_TITLE = 'Rain every 15 minutes at Totnes';

/**
 * A rain gauge's month of 15-minute totals: showers and a front between long dry spells, and a
 * half-day the gauge did not report. Rain is an amount per interval, so it is drawn as bars.
 */
export const Rainfall: Story = {
  args: {
    series: rainSeries(),
    quantity: 'rainfall',
    title: RAIN_TITLE,
    defaultRange: { preset: '30d' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('group', { name: `${RAIN_TITLE}, last 30 days` })).toBeVisible();
    await expect(canvas.getByText(/^2880 readings\./)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Hydration bands' })).toBeNull();
    await expect(canvas.getByTestId('sensor-chart-readout')).toHaveTextContent(
      'Latest: 12 Nov 15:00 — 0 mm of rain',
    );
  },
};

/** This morning's shower over the last 24 hours; the keyboard reads each quarter-hour's rain. */
export const RainfallLastDay: Story = {
  args: { series: rainSeries(), quantity: 'rainfall', title: RAIN_TITLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    const plot = canvas.getByRole('group', { name: `${RAIN_TITLE}, last 24 hours` });
    plot.focus();
    await userEvent.keyboard('{End}');
    const live = canvas.getByTestId('sensor-chart-live');
    await expect(live).toHaveTextContent('12 Nov 15:00 — 0 mm of rain');
    // Six hours back, mid-shower.
    await userEvent.keyboard('{ArrowLeft>24/}');
    await expect(live).toHaveTextContent(/^12 Nov 09:00 — (?!0 )[\d.]+ mm of rain$/);
  },
};

/** A month of rain on a phone: a 1 px bar for each quarter-hour. */
export const RainfallSmallViewport: Story = {
  parameters: { test: { viewport: { width: 375, height: 812 } } },
  decorators: [
    (Story) => (
      <div style={{ width: 327 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    series: rainSeries(),
    quantity: 'rainfall',
    title: RAIN_TITLE,
    defaultRange: { preset: '30d' },
    height: 200,
  },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(
      within(canvasElement).getByRole('group', { name: `${RAIN_TITLE}, last 30 days` }),
    ).toBeVisible();
  },
};
