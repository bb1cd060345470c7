// A small bar chart of one count per week, for the admin's analytics. The kit's SensorChart
// plots readings over continuous time (uPlot, gaps, hydration bands); weekly counts need bars
// and no zoom, so this stays in the app until a second screen needs it (then: the kit's
// BarChart). The bars are decoration for sighted readers: the visible summary says the
// essentials, and the analytics table beside the charts holds every number.
import { useId, type ReactNode } from 'react';
import { Heading } from '@bloomkeep/ui';
import * as styles from './WeeklyBarChart.css';

export interface WeeklyCount {
  /** The Monday the UTC week starts on, as `YYYY-MM-DD`. */
  weekStart: string;
  value: number;
}

export interface WeeklyBarChartProps {
  title: string;
  /** One count per week, oldest first; the last one is the current, unfinished week. */
  weeks: readonly WeeklyCount[];
  /** What is counted, for the summary: { one: 'sign-up', other: 'sign-ups' }. */
  unit: { one: string; other: string };
  headingLevel?: 3 | 4;
  /**
   * `total` adds the weeks up (sign-ups, actions); `peak` does not, for counts of distinct
   * people, who may be counted in several weeks (active users).
   */
  summary?: 'total' | 'peak';
  /** Controls for what the chart shows (e.g. a Select), under the title. */
  controls?: ReactNode;
}

const weekLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 10" for the week starting on 2026-11-10. */
export function formatWeek(weekStart: string): string {
  return weekLabel.format(new Date(`${weekStart}T00:00:00Z`));
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * `total`: "34 sign-ups in 12 weeks; most in the week of Nov 10 (9)."
 * `peak`: "At most 9 active users a week, in the week of Nov 10; 4 this week."
 */
export function weeklySummary(
  weeks: readonly WeeklyCount[],
  unit: WeeklyBarChartProps['unit'],
  summary: WeeklyBarChartProps['summary'] = 'total',
): string {
  const total = weeks.reduce((sum, week) => sum + week.value, 0);
  const noun = (count: number) => (count === 1 ? unit.one : unit.other);
  const span = `${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'}`;
  if (total === 0) return `No ${unit.other} in ${span}.`;
  const busiest = weeks.reduce((best, week) => (week.value > best.value ? week : best));
  const busiestWeek = formatWeek(busiest.weekStart);
  if (summary === 'peak') {
    const current = weeks.at(-1)?.value ?? 0;
    return `At most ${number(busiest.value)} ${noun(busiest.value)} a week, in the week of ${busiestWeek}; ${number(current)} this week.`;
  }
  return `${number(total)} ${noun(total)} in ${span}; most in the week of ${busiestWeek} (${number(busiest.value)}).`;
}

export function WeeklyBarChart({
  title,
  weeks,
  unit,
  headingLevel = 3,
  summary = 'total',
  controls,
}: WeeklyBarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...weeks.map((week) => week.value));
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={titleId}>
          {title}
        </Heading>
        {controls}
      </div>
      <p className={styles.summary}>{weeklySummary(weeks, unit, summary)}</p>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.axis}>
          <span>{number(max)}</span>
          <span>0</span>
        </div>
        <ol className={styles.bars}>
          {weeks.map((week, index) => (
            <li
              key={week.weekStart}
              className={styles.bar}
              title={`${formatWeek(week.weekStart)}: ${number(week.value)}`}
            >
              <span className={styles.column}>
                <span className={styles.value}>{week.value > 0 ? number(week.value) : ''}</span>
                <span
                  className={`${styles.fill}${index === weeks.length - 1 ? ` ${styles.current}` : ''}`}
                  style={{ height: `${(week.value / max) * 85}%` }}
                />
              </span>
              <span className={styles.week}>{formatWeek(week.weekStart)}</span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
