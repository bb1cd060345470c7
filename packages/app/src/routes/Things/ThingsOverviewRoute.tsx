// /things (spec §2): the things overview. Totals, the user's own things, things
// near you, the newest things (marked "New" since the last visit to /things),
// and the ways on: register a thing, or search them all at /things/search.
import { useMemo, type ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { Button, Grid, Link, PageHeader, Section, Stack, StatTile, Tag } from '@bloomkeep/ui';
import type { ThingsOverviewRouteQuery } from '../../__generated__/ThingsOverviewRouteQuery.graphql';
import { signInPath } from '../../auth/nextPath';
import { isNewSince, useLastVisited } from '../../local/lastVisited';
import { useDocumentTitle } from '../../system/PageTitle';
import { NearbyThingsNearYou } from '../Home/NearbyThings';
import { ThingTileGrid } from '../Home/ThingTileGrid';
import { useNearbyOrigin } from '../Home/useNearbyOrigin';
import * as styles from './ThingsOverviewRoute.css';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

/** The "recently added" total counts things created within this many days (as in the query). */
const RECENT_DAYS = 30;

const query = graphql`
  query ThingsOverviewRouteQuery($signedIn: Boolean!) {
    stats: thingStats(recentDays: 30) {
      total
      needWater
      addedRecently
      countLimit
    }
    yours: allThings(condition: { access: OWNED }, orderBy: [NAME_ASC, PRIMARY_KEY_ASC], first: 6)
      @include(if: $signedIn) {
      totalCount
      nodes {
        ...ThingTileGrid_things
      }
    }
    newest: allThings(orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC], first: 6) {
      nodes {
        id
        createdAt
        ...ThingTileGrid_things
      }
    }
  }
`;

export function ThingsOverviewRoute() {
  const navigate = useNavigate();
  const Things = 'Things';
  useDocumentTitle(Things);
  const queryRef = useRequiredRouteQuery<ThingsOverviewRouteQuery>();
  const data = usePreloadedQuery<ThingsOverviewRouteQuery>(query, queryRef);
  const previousVisit = useLastVisited('/things');

  const nearby = useNearbyOrigin();

  const newest = data.newest;
  const newNotes = useMemo(
    () =>
      new Map<string, ReactNode>(
        (newest?.nodes ?? [])
          .filter((thing) => isNewSince(thing.createdAt, previousVisit))
          .map((thing) => [thing.id, <Tag tone="info">New</Tag>]),
      ),
    [newest, previousVisit],
  );
  // Bounded counts (thingStats): above countLimit the server stops counting.
  const stats = data.stats;
  const count = (value: number | null | undefined) =>
    stats && value != null
      ? { value: Math.min(value, stats.countLimit), isAtLeast: value > stats.countLimit }
      : { value: null, isAtLeast: false };
  const allThings = count(stats?.total);
  const needWater = count(stats?.needWater);
  const addedRecently = count(stats?.addedRecently);

  return (
    <Stack space="xlarge">
      <PageHeader
        title={Things}
        description={`The things your community looks after, at a glance.`}
        actions={
          <>
            <Button onPress={() => void navigate('/things/new')}>Register a thing</Button>
            <Button tone="neutral" onPress={() => void navigate('/things/search')}>
              Search all things
            </Button>
          </>
        }
      />

      <Grid
        as="ul"
        columns={{ small: 1, tablet: 3, desktop: 4 }}
        gap="medium"
        aria-label={`${Things} in numbers`}
      >
        <li>
          <StatTile label={`All things`} {...allThings} />
        </li>
        {data.yours ? (
          <li>
            <StatTile label={`Your things`} value={data.yours.totalCount} />
          </li>
        ) : null}
        <li>
          <StatTile
            label="Need water"
            {...needWater}
            tone={needWater.value ? 'caution' : 'positive'}
          />
        </li>
        <li>
          <StatTile label={`Added in the last ${RECENT_DAYS} days`} {...addedRecently} />
        </li>
      </Grid>

      <Section
        title={`Your things`}
        actions={
          data.yours && data.yours.totalCount > 0 ? (
            <Link href="/things/search?view=own">See all your things</Link>
          ) : null
        }
      >
        {!data.yours ? (
          <p className={styles.muted}>
            <Link href={signInPath('/things')}>Sign in</Link> to see the things you look after.
          </p>
        ) : data.yours.nodes.length > 0 ? (
          <ThingTileGrid things={data.yours.nodes} aria-label={`Your things`} />
        ) : (
          <p className={styles.muted}>
            You have not registered any things yet. <Link href="/things/new">Register a thing</Link>
          </p>
        )}
      </Section>

      <Section title={`${Things} near you`}>
        <NearbyThingsNearYou {...nearby} />
      </Section>

      <Section
        title={`Newest things`}
        description={previousVisit ? 'New ones since your last visit are marked.' : undefined}
      >
        {newest && newest.nodes.length > 0 ? (
          <ThingTileGrid things={newest.nodes} notes={newNotes} aria-label={`Newest things`} />
        ) : (
          <p className={styles.muted}>No things have been registered yet.</p>
        )}
      </Section>
    </Stack>
  );
}
