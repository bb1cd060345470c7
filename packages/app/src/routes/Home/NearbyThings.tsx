import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { lngLatFromPoint } from '@bloomkeep/schema';
import { Button, Stack } from '@bloomkeep/ui';
import type { NearbyThings_things$key } from '../../__generated__/NearbyThings_things.graphql';
import { useBrand } from '../../system/brand';
import { formatDistance, sortByDistance } from './distance';
import { ThingTileGrid } from './ThingTileGrid';
import type { NearbyOrigin } from './useNearbyOrigin';
import * as styles from './NearbyThings.css';

const fragment = graphql`
  fragment NearbyThings_things on Thing @relay(plural: true) {
    id
    location {
      x
      y
    }
    ...ThingTileGrid_things
  }
`;

export interface NearbyThingsProps extends NearbyOrigin {
  /** The candidates (public things); the nearest `limit` are shown. */
  things: NearbyThings_things$key;
  limit?: number;
}

/**
 * "Things near you": the nearest things to `origin` with their distance, or, while the position
 * is unknown, a button that asks the browser for it. There is no map yet: this is a plain list.
 */
export function NearbyThings({
  things,
  origin,
  isLocating,
  locationError,
  onLocate,
  limit = 6,
}: NearbyThingsProps) {
  const brand = useBrand();
  const data = useFragment(fragment, things);
  const nearest = useMemo(
    () =>
      origin
        ? sortByDistance(data, origin, (thing) =>
            lngLatFromPoint({ x: thing.location.x, y: thing.location.y }),
          ).slice(0, limit)
        : [],
    [data, origin, limit],
  );
  const notes = useMemo(
    () => new Map(nearest.map(({ item, km }) => [item.id, formatDistance(km)])),
    [nearest],
  );

  if (!origin) {
    return (
      <Stack space="small" align="start">
        <p className={styles.text}>
          Find the public {brand.thingPlural} closest to where you are now.
        </p>
        <Button tone="neutral" isPending={isLocating} onPress={onLocate}>
          Show {brand.thingPlural} near me
        </Button>
        {locationError ? (
          <p className={styles.error} role="alert">
            {locationError}
          </p>
        ) : null}
      </Stack>
    );
  }
  if (nearest.length === 0) {
    return <p className={styles.text}>There are no public {brand.thingPlural} yet.</p>;
  }
  return (
    <ThingTileGrid
      things={nearest.map(({ item }) => item)}
      notes={notes}
      aria-label={`${brand.thingPlural} nearest to you`}
    />
  );
}
