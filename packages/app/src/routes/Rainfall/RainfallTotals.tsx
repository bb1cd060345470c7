// How much rain fell: the last 24 hours, 7 and 30 days, in words a reader can quote
// ("12.4 mm in the last 7 days"), summed from the readings the route loaded.
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RainfallTotals_readings$key } from '../../__generated__/RainfallTotals_readings.graphql';
import { RAIN_PERIODS, formatMillimetres, rainSince } from './rainfallTotals';
import * as styles from './Rainfall.css';

const fragment = graphql`
  fragment RainfallTotals_readings on RainfallReadingChart {
    times
    values
  }
`;

export function RainfallTotals({
  readings,
  now,
}: {
  readings: RainfallTotals_readings$key;
  /** The end of the periods; the time of the first render by default. */
  now?: number;
}) {
  const data = useFragment(fragment, readings);
  const end = useMemo(() => now ?? Date.now(), [now]);
  const totals = useMemo(
    () =>
      RAIN_PERIODS.map((period) => ({
        ...period,
        ...rainSince(data.times ?? [], data.values ?? [], end, period.ms),
      })),
    [data.times, data.values, end],
  );
  return (
    <ul className={styles.totals} aria-label="Rain totals">
      {totals.map((total) => (
        <li key={total.preset} className={styles.total}>
          <span className={styles.totalValue}>
            {total.readings > 0 ? formatMillimetres(total.mm) : 'No readings'}
          </span>{' '}
          <span className={styles.totalWords}>{total.words}</span>
        </li>
      ))}
    </ul>
  );
}
