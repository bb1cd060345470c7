// "/" (spec §2): the home dashboard. Welcome and profile (or a way in for
// guests), quick actions, things that need water, the user's things, recent
// activity, things near you, recently visited things and a photo gallery, with
// a guided tour on the first visit. Devices join when the devices feature lands.
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, PageHeader, Section, Stack } from '@bloomkeep/ui';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { useLastVisited } from '../../local/lastVisited';
import { capitalise, useBrand } from '../../system/brand';
import { useDocumentTitle } from '../../system/PageTitle';
import { HOME_TOUR_TARGETS, HomeTour } from './HomeTour';
import { NearbyThingsNearYou } from './NearbyThings';
import { NeedsWaterList } from './NeedsWaterList';
import { ProfileSummary } from './ProfileSummary';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { ThingGallery } from './ThingGallery';
import { ThingTileGrid } from './ThingTileGrid';
import { useNearbyOrigin } from './useNearbyOrigin';
import * as styles from './HomeRoute.css';
import { HOME_LIST_SIZE as LIST_SIZE } from './homeRoutes';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query HomeRouteQuery($signedIn: Boolean!, $recentIds: [ID!], $hasRecent: Boolean!) {
    currentUser @include(if: $signedIn) {
      name
      username
      ...ProfileSummary_user
    }
    yourThings: allThings(
      condition: { access: OWNED }
      orderBy: [NAME_ASC, PRIMARY_KEY_ASC]
      first: 6
    ) @include(if: $signedIn) {
      totalCount
      nodes {
        ...ThingTileGrid_things
      }
    }
    yourTooDry: allThings(
      condition: { access: ANY, indicatorParameter: WATER, indicatorColour: RED }
      orderBy: [INDICATOR_COLOUR_CHANGED_AT_ASC, NAME_ASC]
      first: 6
    ) @include(if: $signedIn) {
      nodes {
        id
        ...NeedsWaterList_things
      }
    }
    yourNeedsWater: allThings(
      condition: { access: ANY, indicatorParameter: WATER, indicatorColour: ORANGE }
      orderBy: [INDICATOR_COLOUR_CHANGED_AT_ASC, NAME_ASC]
      first: 6
    ) @include(if: $signedIn) {
      nodes {
        id
        ...NeedsWaterList_things
      }
    }
    publicTooDry: allThings(
      condition: { isPublic: true, indicatorParameter: WATER, indicatorColour: RED }
      orderBy: [INDICATOR_COLOUR_CHANGED_AT_ASC, NAME_ASC]
      first: 6
    ) {
      nodes {
        id
        ...NeedsWaterList_things
      }
    }
    publicNeedsWater: allThings(
      condition: { isPublic: true, indicatorParameter: WATER, indicatorColour: ORANGE }
      orderBy: [INDICATOR_COLOUR_CHANGED_AT_ASC, NAME_ASC]
      first: 6
    ) {
      nodes {
        id
        ...NeedsWaterList_things
      }
    }
    allActions(orderBy: [CREATED_AT_DESC], first: 5) {
      nodes {
        ...RecentActivity_actions
      }
    }
    recentThings: allThings(condition: { ids: $recentIds }, first: 6) @include(if: $hasRecent) {
      nodes {
        id
        ...ThingTileGrid_things
      }
    }
    gallery: allThings(
      condition: { hasImage: true }
      orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]
      first: 12
    ) {
      nodes {
        ...ThingGallery_things
      }
    }
  }
`;

/** Items of `first`, then those of `rest` not already there, at most `limit`. */
function mergeById<T extends { readonly id: string }>(
  first: readonly T[],
  rest: readonly T[],
  limit: number,
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...first, ...rest]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged.slice(0, limit);
}

export function HomeRoute() {
  const brand = useBrand();
  useDocumentTitle('Home');
  const queryRef = useRequiredRouteQuery<HomeRouteQuery>();
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  const previousVisit = useLastVisited('/');
  const [now] = useState(() => new Date());

  const nearby = useNearbyOrigin();

  const user = data.currentUser ?? null;
  const isSignedIn = user !== null;
  const Things = capitalise(brand.thingPlural);

  const needsWater = mergeById(
    [...(data.yourTooDry?.nodes ?? []), ...(data.yourNeedsWater?.nodes ?? [])],
    [...(data.publicTooDry?.nodes ?? []), ...(data.publicNeedsWater?.nodes ?? [])],
    LIST_SIZE,
  );

  // Recently visited things in the order they were visited (newest first).
  const recentIds = queryRef.variables.recentIds ?? [];
  const recentNodes = data.recentThings?.nodes ?? [];
  const recent = recentIds.flatMap((id) => recentNodes.filter((node) => node.id === id));

  return (
    <Stack space="xlarge">
      <PageHeader
        title={user ? `Welcome back, ${user.name || user.username}` : `Welcome to ${brand.name}`}
        description={user ? `${brand.name}: ${brand.tagline}` : brand.tagline}
      />

      <div className={styles.top}>
        <ProfileSummary user={user} />
        <Section id={HOME_TOUR_TARGETS.quickActions} title="Quick actions">
          <QuickActions />
        </Section>
      </div>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Section
            id={HOME_TOUR_TARGETS.tasks}
            title={`${Things} that need water`}
            description={
              isSignedIn
                ? `Yours first, then public ${brand.thingPlural} in the community.`
                : undefined
            }
          >
            <NeedsWaterList things={needsWater} isSignedIn={isSignedIn} />
          </Section>

          {data.yourThings ? (
            <Section
              title={`Your ${brand.thingPlural}`}
              actions={
                data.yourThings.totalCount > 0 ? (
                  <Link href="/things/search" aria-label={`See all your ${brand.thingPlural}`}>
                    See all
                  </Link>
                ) : null
              }
            >
              {data.yourThings.nodes.length > 0 ? (
                <ThingTileGrid
                  things={data.yourThings.nodes}
                  aria-label={`Your ${brand.thingPlural}`}
                />
              ) : (
                <p className={styles.muted}>
                  You have not registered any {brand.thingPlural} yet.{' '}
                  <Link href="/things/new">Register a {brand.thingSingular}</Link>
                </p>
              )}
            </Section>
          ) : null}

          <Section title={`${Things} near you`}>
            <NearbyThingsNearYou {...nearby} />
          </Section>

          <Section title={`Recent ${brand.thingPlural}`}>
            {recent.length > 0 ? (
              <ThingTileGrid things={recent} aria-label={`Recently visited ${brand.thingPlural}`} />
            ) : (
              <p className={styles.muted}>
                {Things} you look at appear here, so you can find them again.
              </p>
            )}
          </Section>
        </div>

        <div className={styles.aside}>
          <Section
            id={HOME_TOUR_TARGETS.activity}
            title="Recent activity"
            actions={<Link href="/activity">See all activity</Link>}
          >
            <RecentActivity
              actions={data.allActions?.nodes ?? []}
              previousVisit={previousVisit}
              now={now}
            />
          </Section>
          <ThingGallery things={data.gallery?.nodes ?? []} />
        </div>
      </div>

      <HomeTour />
    </Stack>
  );
}
