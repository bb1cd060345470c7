// The things nearest to the rain gauge (thingsNear, through the GiST index on their
// location), with how far each is: the gardens whose rain this gauge measures best.
import { Suspense, useMemo } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { RAINFALL_LIMITS, lngLatFromPoint, type LngLat } from '@bloomkeep/schema';
import { Heading, Skeleton, Stack } from '@bloomkeep/ui';
import type { RainfallNearestThings_station$key } from '../../__generated__/RainfallNearestThings_station.graphql';
import type { RainfallNearestThingsQuery } from '../../__generated__/RainfallNearestThingsQuery.graphql';
import { formatDistance, sortByDistance } from '../Home/distance';
import { ThingTileGrid } from '../Home/ThingTileGrid';
import * as styles from './Rainfall.css';

const fragment = graphql`
  fragment RainfallNearestThings_station on RainfallStation {
    location {
      x
      y
    }
  }
`;

// Its own query: it needs the gauge's place, which the route's query brings.
const nearestQuery = graphql`
  query RainfallNearestThingsQuery($latitude: Float!, $longitude: Float!, $first: Int!) {
    thingsNear(latitude: $latitude, longitude: $longitude, first: $first) {
      nodes {
        id
        location {
          x
          y
        }
        ...ThingTileGrid_things
      }
    }
  }
`;

/** A few: the page is about the rain, and the map shows the rest. */
export const NEAREST_THINGS = 4;

/**
 * Only things whose rain the gauge can speak for: the watering advice counts a gauge within
 * this distance only (decision 0127), and thingsNear has no limit of its own.
 */
const NEAR_KM = RAINFALL_LIMITS.nearMaxKm;

export function RainfallNearestThings({ station }: { station: RainfallNearestThings_station$key }) {
  const data = useFragment(fragment, station);
  const { x, y } = data.location;
  const at = useMemo(() => lngLatFromPoint({ x, y }), [x, y]);
  return (
    <section aria-labelledby="rainfall-nearest" className={styles.section}>
      <Stack space="small">
        <Heading level={2} id="rainfall-nearest">
          Things near this rain gauge
        </Heading>
        <Suspense
          fallback={
            <div aria-busy="true">
              <Skeleton shape="rect" width="100%" height={120} />
            </div>
          }
        >
          <NearestThings at={at} />
        </Suspense>
      </Stack>
    </section>
  );
}

function NearestThings({ at }: { at: LngLat }) {
  const result = useLazyLoadQuery<RainfallNearestThingsQuery>(nearestQuery, {
    latitude: at.latitude,
    longitude: at.longitude,
    first: NEAREST_THINGS,
  });
  const things = result.thingsNear?.nodes;
  const nearest = useMemo(
    () =>
      sortByDistance(things ?? [], at, (thing) =>
        lngLatFromPoint({ x: thing.location.x, y: thing.location.y }),
      ).filter(({ km }) => km <= NEAR_KM),
    [things, at],
  );
  const notes = useMemo(
    () => new Map(nearest.map(({ item, km }) => [item.id, formatDistance(km)])),
    [nearest],
  );
  if (nearest.length === 0) {
    return (
      <p className={styles.meta}>
        {`No things are registered within ${NEAR_KM} km of this rain gauge yet.`}
      </p>
    );
  }
  return (
    <ThingTileGrid
      things={nearest.map(({ item }) => item)}
      notes={notes}
      aria-label="Things nearest to this rain gauge"
    />
  );
}
