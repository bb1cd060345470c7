// How old the rain gauge's data is, and whose it is. The server never calls the EA in a
// request (decision 0127), so the page says when the data last came, and after a failed
// refresh that the EA could not be reached: a calm note, never an error.
import { graphql, useFragment } from 'react-relay';
import { timeAgo } from '@bloomkeep/ui';
import type { RainfallDataAge_station$key } from '../../__generated__/RainfallDataAge_station.graphql';
import { formatRainTime } from './formatRainTime';
import * as styles from './Rainfall.css';

const fragment = graphql`
  fragment RainfallDataAge_station on RainfallStation {
    readingsFetchedAt
    latestReadingAt
    lastRefreshFailedAt
    eaAttribution
  }
`;

/** True when the last refresh failed after the last good one (or there never was one). */
export function refreshFailed(
  readingsFetchedAt: string | null | undefined,
  lastRefreshFailedAt: string | null | undefined,
): boolean {
  if (!lastRefreshFailedAt) return false;
  if (!readingsFetchedAt) return true;
  return Date.parse(lastRefreshFailedAt) > Date.parse(readingsFetchedAt);
}

export function RainfallDataAge({
  station,
  now = new Date(),
}: {
  station: RainfallDataAge_station$key;
  now?: Date;
}) {
  const data = useFragment(fragment, station);
  const failed = refreshFailed(data.readingsFetchedAt, data.lastRefreshFailedAt);
  let age: string;
  if (failed) {
    age = data.readingsFetchedAt
      ? `The Environment Agency could not be reached just now, so these readings are from ${formatRainTime(data.readingsFetchedAt)}.`
      : 'The Environment Agency could not be reached just now, so there are no readings yet. We will try again within the hour.';
  } else if (data.readingsFetchedAt) {
    age = `Updated ${timeAgo(data.readingsFetchedAt, now)}.`;
  } else {
    age = 'No readings have come from the Environment Agency yet.';
  }
  return (
    <div className={styles.age}>
      <p className={failed ? styles.outage : styles.meta} data-testid="rainfall-age">
        {age}
        {data.latestReadingAt
          ? ` Newest reading ${formatRainTime(data.latestReadingAt)} (the Environment Agency publishes rain gauges once or twice a day).`
          : null}
      </p>
      {data.eaAttribution ? <p className={styles.attribution}>{data.eaAttribution}</p> : null}
    </div>
  );
}
