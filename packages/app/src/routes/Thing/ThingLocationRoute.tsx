import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { lngLatFromPoint } from '@bloomkeep/schema';
import { Link, Stack } from '@bloomkeep/ui';
import { LocationMap } from '@bloomkeep/ui/map';
import type { ThingLocationRouteQuery } from '../../__generated__/ThingLocationRouteQuery.graphql';
import { mapStyleUrl } from '../../config';
import { PageTitle } from '../../system/PageTitle';
import { ThingNotFound } from './ThingNotFound';
import { useRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query ThingLocationRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      name
      locationDescription
      location {
        x
        y
      }
    }
  }
`;

export function ThingLocationRoute() {
  const queryRef = useRouteQuery<ThingLocationRouteQuery>();
  if (!queryRef) return <ThingNotFound />;
  return <ThingLocation queryRef={queryRef} />;
}

/** /things/{id}/location: the thing on a map, with its coordinates in words. */
function ThingLocation({ queryRef }: { queryRef: PreloadedQuery<ThingLocationRouteQuery> }) {
  const { thingById: thing } = usePreloadedQuery<ThingLocationRouteQuery>(query, queryRef);
  if (!thing) return <ThingNotFound />;
  const { longitude: lon, latitude: lat } = lngLatFromPoint({
    x: thing.location.x,
    y: thing.location.y,
  });
  return (
    <PageTitle title={`Where to find ${thing.name}`}>
      <Stack space="medium">
        {thing.locationDescription ? <p>{thing.locationDescription}</p> : null}
        <LocationMap
          longitude={lon}
          latitude={lat}
          label={`Map showing ${thing.name}`}
          styleUrl={mapStyleUrl}
          height="min(60vh, 32rem)"
        />
        <p>
          <Link
            href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`}
            target="_blank"
          >
            Open in OpenStreetMap
          </Link>
        </p>
        <Link href={`/things/${thing.id}`}>Back to {thing.name}</Link>
      </Stack>
    </PageTitle>
  );
}
