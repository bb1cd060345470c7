// "Show as list" (issue 12): what is in the map's current view, nearest to its centre
// first, so the map is never the only way to find a thing. Things come from thingsNear
// (the GiST index orders them by distance; those outside the view are left out); the rain
// gauges in view come with the map's own answer.
import { graphql, useLazyLoadQuery } from 'react-relay';
import {
  THING_CATEGORY_LABELS,
  haversineKm,
  lngLatFromPoint,
  type LngLat,
  type ThingCategory,
} from '@bloomkeep/schema';
import {
  Heading,
  Link,
  Stack,
  type MapBounds,
  type MapOverlayId,
  type MapPointData,
} from '@bloomkeep/ui';
import type { MapListQuery } from '../../__generated__/MapListQuery.graphql';
import { ThingTileGrid } from '../Home/ThingTileGrid';
import { CATEGORY_OF_OVERLAY } from './useMapFeatures';
import * as styles from './MapRoute.css';

/** How many of the nearest things the list asks for (thingsNear answers at most 100). */
export const MAP_LIST_SIZE = 50;

const query = graphql`
  query MapListQuery($latitude: Float!, $longitude: Float!, $first: Int!) {
    thingsNear(latitude: $latitude, longitude: $longitude, first: $first) {
      nodes {
        id
        category
        location {
          x
          y
        }
        ...ThingTileGrid_things
      }
    }
  }
`;

export function isInBounds(position: LngLat, bounds: MapBounds): boolean {
  const { longitude, latitude } = position;
  if (latitude < bounds.south || latitude > bounds.north) return false;
  // A view across the antimeridian has west > east.
  return bounds.west <= bounds.east
    ? longitude >= bounds.west && longitude <= bounds.east
    : longitude >= bounds.west || longitude <= bounds.east;
}

/**
 * Which things the list shows, as the map does: every thing with "All things" on, else the
 * categories whose overlays are on (none: the list shows no things), and what to call them.
 */
export function listedThings(overlays: readonly MapOverlayId[]): {
  categories: ReadonlySet<ThingCategory> | 'all';
  noun: string;
} {
  if (overlays.includes('things')) return { categories: 'all', noun: 'things' };
  const categories = overlays.flatMap((id) => {
    const category = CATEGORY_OF_OVERLAY[id];
    return category ? [category] : [];
  });
  const only = categories.length === 1 ? categories[0] : undefined;
  return {
    categories: new Set(categories),
    noun: only ? `${THING_CATEGORY_LABELS[only].toLowerCase()}s` : 'things',
  };
}

function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m away` : `${km.toFixed(1)} km away`;
}

export function MapList({
  center,
  bounds,
  overlays,
  stations,
}: {
  center: LngLat;
  bounds: MapBounds;
  /** The overlays that are on: the list shows what the map shows. */
  overlays: readonly MapOverlayId[];
  /** Rain gauges in the map's answer (points of kind rainfallStation). */
  stations: readonly MapPointData[];
}) {
  const { categories, noun } = listedThings(overlays);
  const data = useLazyLoadQuery<MapListQuery>(
    query,
    { latitude: center.latitude, longitude: center.longitude, first: MAP_LIST_SIZE },
    { fetchPolicy: 'store-or-network' },
  );
  const things = (data.thingsNear?.nodes ?? []).flatMap((thing) => {
    if (!thing) return [];
    if (categories !== 'all' && !categories.has(thing.category as ThingCategory)) return [];
    const position = lngLatFromPoint({ x: thing.location.x, y: thing.location.y });
    return isInBounds(position, bounds) ? [{ thing, km: haversineKm(center, position) }] : [];
  });
  const gauges = stations
    .filter((station) => isInBounds(station.position, bounds))
    .map((station) => ({ station, km: haversineKm(center, station.position) }))
    .sort((a, b) => a.km - b.km);

  return (
    <Stack space="large" as="section">
      <Stack space="small">
        <Heading
          level={2}
        >{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} in this view`}</Heading>
        {things.length === 0 ? (
          <p className={styles.note}>
            {categories !== 'all' && categories.size === 0
              ? 'No things are switched on in the map’s layers.'
              : `No ${noun} in this view. Zoom out or move the map to see more.`}
          </p>
        ) : (
          <>
            <p className={styles.note}>
              {things.length === MAP_LIST_SIZE
                ? `The ${MAP_LIST_SIZE} nearest to the centre of the map, nearest first.`
                : `Nearest to the centre of the map first.`}
            </p>
            <ThingTileGrid
              things={things.map(({ thing }) => thing)}
              aria-label={`${noun} in this view, nearest first`}
              notes={new Map(things.map(({ thing, km }) => [thing.id, distanceText(km)]))}
            />
          </>
        )}
      </Stack>
      {gauges.length > 0 ? (
        <Stack space="small">
          <Heading level={2}>Rain gauges in this view</Heading>
          <ul className={styles.list}>
            {gauges.map(({ station, km }) => (
              <li key={station.id} className={styles.listItem}>
                <Link href={station.href ?? '#'}>{station.name}</Link>
                <span className={styles.distance}>
                  {station.model ? `${station.model} · ` : ''}
                  {distanceText(km)}
                </span>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}
