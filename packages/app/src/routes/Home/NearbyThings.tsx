import { Suspense, useMemo } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { lngLatFromPoint } from '@bloomkeep/schema';
import { Button, Stack, type ThingCategory } from '@bloomkeep/ui';
import type { NearbyThingsQuery } from '../../__generated__/NearbyThingsQuery.graphql';
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

// The server finds the nearest things with the GiST index on their location
// (thingsNear, migration 0005); only the few shown are sent.
const nearbyQuery = graphql`
  query NearbyThingsQuery(
    $latitude: Float!
    $longitude: Float!
    $first: Int!
    $category: ThingCategory
  ) {
    thingsNear(latitude: $latitude, longitude: $longitude, category: $category, first: $first) {
      nodes {
        ...NearbyThings_things
      }
    }
  }
`;

export interface NearbyThingsProps extends NearbyOrigin {
  /** The things near `origin` (from thingsNear); the nearest `limit` are shown. */
  things: NearbyThings_things$key;
  limit?: number;
  /** What the list calls its things: "things", or "bee cafes" when it keeps to them (0115). */
  plural?: string;
}

/**
 * "Things near you" on the dashboard and the overview: once the position is known, asks the
 * server for the things nearest to it (thingsNear) and shows them with NearbyThings.
 */
export function NearbyThingsNearYou({
  limit = 6,
  category = null,
  ...props
}: NearbyOrigin & {
  limit?: number;
  /** Only things of this category (the bee cafe host's dashboard, decision 0115). */
  category?: ThingCategory | null;
}) {
  const brand = useBrand();
  // Only a list that keeps to one category (the bee cafe dashboard) uses the brand's word.
  const plural = category ? brand.thingPlural : 'things';
  if (!props.origin) return <NearbyThings things={[]} limit={limit} plural={plural} {...props} />;
  return (
    <Suspense
      fallback={
        <p className={styles.text} aria-busy="true">
          Finding {plural} near you…
        </p>
      }
    >
      <NearbyThingsFromServer
        {...props}
        origin={props.origin}
        limit={limit}
        category={category}
        plural={plural}
      />
    </Suspense>
  );
}

function NearbyThingsFromServer({
  category,
  ...props
}: NearbyOrigin & {
  origin: NonNullable<NearbyOrigin['origin']>;
  limit: number;
  category: ThingCategory | null;
  plural: string;
}) {
  const data = useLazyLoadQuery<NearbyThingsQuery>(nearbyQuery, {
    latitude: props.origin.latitude,
    longitude: props.origin.longitude,
    first: props.limit,
    category,
  });
  return <NearbyThings things={data.thingsNear?.nodes ?? []} {...props} />;
}

/**
 * "Things near you": the nearest things to `origin` with their distance, or, while the position
 * is unknown, a button that asks the browser for it. There is no map yet: this is a plain list.
 * The server already sends the nearest ones; they are ordered here by great-circle distance too,
 * so any list of things can be passed.
 */
export function NearbyThings({
  things,
  origin,
  isLocating,
  locationError,
  onLocate,
  limit = 6,
  plural = 'things',
}: NearbyThingsProps) {
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
        <p className={styles.text}>Find the public {plural} closest to where you are now.</p>
        <Button tone="neutral" isPending={isLocating} onPress={onLocate}>
          Show {plural} near me
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
    return <p className={styles.text}>There are no public {plural} yet.</p>;
  }
  return (
    <ThingTileGrid
      things={nearest.map(({ item }) => item)}
      notes={notes}
      aria-label={`${plural} nearest to you`}
    />
  );
}
