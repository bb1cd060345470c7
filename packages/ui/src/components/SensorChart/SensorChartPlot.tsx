// The canvas half of SensorChart: uPlot, loaded lazily, drawn in the theme's runtime colours.
// It only draws; the focusable chart around it owns keys, readout and words.
import type { HydrationBand } from '@bloomkeep/schema';
import { HYDRATION_BAND_LEVELS } from '@bloomkeep/schema';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatNumber } from '../../domain/readings';
import { runtimeTokens, type Rgba } from '../../tokens/runtimeTokens';
import { themeTokens } from '../../tokens/themeTokens';
import { Skeleton } from '../Skeleton/Skeleton';
import { useTheme } from '../ThemeProvider/ThemeProvider';
import { loadUplot } from './loadUplot';
import {
  sensorQuantities,
  timeAxisLabels,
  type SensorColumns,
  type SensorQuantity,
} from './sensorChartData';
import * as styles from './SensorChart.css';

export type PlotStatus = 'loading' | 'ready' | 'failed';

export interface SensorChartPlotProps {
  columns: SensorColumns;
  quantity: SensorQuantity;
  /** Shaded behind the line (water), lowest first. */
  bands: readonly HydrationBand[] | null;
  /** The x range, in epoch milliseconds. */
  span: { from: number; to: number };
  height: number;
  timeZone?: string;
  /** The point the keyboard cursor is on, or null to leave the cursor to the pointer. */
  cursorIndex: number | null;
  /** The point under the pointer, or null when it leaves. */
  onHoverIndex: (index: number | null) => void;
  onStatus?: (status: PlotStatus) => void;
}

const rgba = ([r, g, b, a]: Rgba, alpha = a / 255) => `rgba(${r}, ${g}, ${b}, ${alpha})`;

/**
 * The y range: water on 0 to the top band; amounts (rain) from 0 to a little over the largest,
 * at least 1 (a dry month is a flat floor, not an axis of zeros); other readings fit their
 * values with some air.
 */
function yRange(
  quantity: SensorQuantity,
  bands: readonly HydrationBand[] | null,
  min: number | null,
  max: number | null,
): [number, number] {
  if (quantity === 'water') {
    const top = bands?.[bands.length - 1]?.upTo ?? 100;
    return [0, Math.max(top, max ?? 0)];
  }
  if (sensorQuantities[quantity].kind === 'amount') return [0, Math.max(1, (max ?? 0) * 1.1)];
  if (min == null || max == null) return [0, 1];
  const span = max - min || Math.abs(max) || 1;
  return [min - span * 0.1, max + span * 0.1];
}

/** Axis ticks: short, with the unit where it fits ("40%", "12°C", "3.4 V"). */
function tickLabel(quantity: SensorQuantity, tick: number): string {
  const digits = sensorQuantities[quantity].digits;
  switch (quantity) {
    case 'water':
      return `${formatNumber(tick, 1)}%`;
    case 'temperature':
      return `${formatNumber(tick, 1)}°C`;
    case 'battery':
      return `${formatNumber(tick, 2)} V`;
    case 'rainfall':
      // Two decimals: uPlot puts ticks at 0.25 mm, which one decimal would call 0.3.
      return `${formatNumber(tick, 2)} mm`;
    default:
      return formatNumber(tick, digits === 0 ? 0 : 1);
  }
}

/** Canvas text needs its font loaded before the first draw, or screenshots catch a fallback. */
async function fontsReady(font: string): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await document.fonts.load(font, 'Aa0').catch(() => undefined);
}

export function SensorChartPlot({
  columns,
  quantity,
  bands,
  span: { from, to },
  height,
  timeZone,
  cursorIndex,
  onHoverIndex,
  onStatus,
}: SensorChartPlotProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const [status, setStatus] = useState<PlotStatus>('loading');
  // Callbacks change identity on every render; the plot reads the latest without being rebuilt.
  const latest = useRef({ onHoverIndex, onStatus, cursorIndex });
  useEffect(() => {
    latest.current = { onHoverIndex, onStatus, cursorIndex };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    const colours = runtimeTokens[theme];
    const fontFamily = themeTokens[theme].font.family.body;
    const font = `12px ${fontFamily}`;
    const report = (next: PlotStatus) => {
      if (cancelled) return;
      setStatus(next);
      latest.current.onStatus?.(next);
    };
    report('loading');

    Promise.all([loadUplot(), fontsReady(font)])
      .then(([UPlot]) => {
        if (cancelled) return;
        const startedAt = performance.now();
        let drawn = false;
        let min: number | null = null;
        let max: number | null = null;
        for (const value of columns.values) {
          if (value == null) continue;
          if (min == null || value < min) min = value;
          if (max == null || value > max) max = value;
        }
        const [yMin, yMax] = yRange(quantity, bands, min, max);
        const axis = {
          stroke: rgba(colours.textMuted),
          font,
          grid: { stroke: rgba(colours.border), width: 1 },
          ticks: { stroke: rgba(colours.border), width: 1, size: 4 },
        };
        const amount = sensorQuantities[quantity].kind === 'amount';
        // Rain in the theme's information blue, which reads as water in both brands.
        const lineColour = amount
          ? colours.tone.info.solid
          : bands
            ? colours.text
            : colours.brandStrong;
        const options: uPlot.Options = {
          width: Math.max(container.clientWidth, 120),
          height,
          ms: 1,
          pxAlign: 1,
          ...(timeZone ? { tzDate: (ms: number) => UPlot.tzDate(new Date(ms), timeZone) } : {}),
          legend: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          cursor: {
            y: false,
            drag: { x: false, y: false, setScale: false },
            points: { size: 9, width: 2, stroke: rgba(lineColour), fill: rgba(colours.surface) },
          },
          scales: {
            x: { time: true, auto: false, range: () => [from, to] },
            y: { auto: false, range: () => [yMin, yMax] },
          },
          axes: [
            {
              ...axis,
              space: 64,
              values: (_u, ticks) => timeAxisLabels(ticks, to - from, timeZone),
            },
            {
              ...axis,
              size: 56,
              values: (_u, ticks) => ticks.map((tick) => tickLabel(quantity, tick)),
            },
          ],
          series: [
            {},
            amount
              ? {
                  // An amount per interval is a bar from 0 at each reading, not a level joined
                  // by a line: a line would draw rain between two showers that never fell.
                  // Centred on the reading's time; at most 24 px wide when readings are few.
                  paths: UPlot.paths.bars?.({ size: [0.8, 24, 1] }),
                  fill: rgba(lineColour),
                  stroke: rgba(lineColour),
                  width: 0,
                  points: { show: false },
                }
              : {
                  stroke: rgba(lineColour),
                  width: 2,
                  spanGaps: false,
                  points: { size: 5, fill: rgba(lineColour), stroke: rgba(lineColour) },
                },
          ],
          hooks: {
            drawClear: [
              (u) => {
                if (!bands) return;
                const { ctx } = u;
                const { left, width } = u.bbox;
                let lower = 0;
                for (const band of bands) {
                  const top = u.valToPos(Math.min(band.upTo, yMax), 'y', true);
                  const bottom = u.valToPos(Math.max(lower, yMin), 'y', true);
                  ctx.fillStyle = rgba(colours.indicator[HYDRATION_BAND_LEVELS[band.name]], 0.16);
                  ctx.fillRect(left, top, width, bottom - top);
                  lower = band.upTo;
                }
              },
            ],
            draw: [
              () => {
                if (drawn) return;
                drawn = true;
                performance.measure?.('SensorChart draw', {
                  start: startedAt,
                  end: performance.now(),
                });
                report('ready');
              },
            ],
            setCursor: [
              (u) => {
                if (latest.current.cursorIndex != null) return;
                const index = u.cursor.idx;
                latest.current.onHoverIndex(index == null ? null : index);
              },
            ],
          },
        };
        const data: uPlot.AlignedData = [columns.times, columns.values];
        const plot = new UPlot(options, data, container);
        plot.root.setAttribute('aria-hidden', 'true');
        plotRef.current = plot;
      })
      .catch(() => report('failed'));

    return () => {
      cancelled = true;
      plotRef.current?.destroy();
      plotRef.current = null;
    };
  }, [columns, quantity, bands, from, to, height, timeZone, theme]);

  // Follow the container's width (the height is fixed, so pictures are stable).
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const plot = plotRef.current;
      const width = Math.max(container.clientWidth, 120);
      if (plot && plot.width !== width) plot.setSize({ width, height });
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [height]);

  // The keyboard cursor: put uPlot's cursor on the point (a gap sits mid-height).
  useEffect(() => {
    const plot = plotRef.current;
    if (!plot || status !== 'ready') return;
    if (cursorIndex == null) {
      plot.setCursor({ left: -10, top: -10 }, false);
      return;
    }
    const time = columns.times[cursorIndex];
    if (time == null) return;
    const value = columns.values[cursorIndex];
    const top = value == null ? plot.bbox.height / 2 / devicePixelRatio : plot.valToPos(value, 'y');
    plot.setCursor({ left: plot.valToPos(time, 'x'), top }, false);
  }, [cursorIndex, columns, status]);

  return (
    <div className={styles.plotFrame} style={{ height }} data-status={status}>
      <div ref={containerRef} className={styles.plot} />
      {status === 'loading' ? (
        <div className={styles.plotOverlay}>
          <Skeleton shape="rect" width="100%" height="100%" />
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.plotOverlay}>
          <p className={styles.failure}>
            The chart could not be drawn. Show it as a table instead.
          </p>
        </div>
      ) : null}
    </div>
  );
}
