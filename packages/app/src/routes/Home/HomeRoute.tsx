// "/" (spec §2): the home dashboard. Welcome and profile (or a way in for
// guests), quick actions, things that need water, the user's things, recent
// activity, things near you, recently visited things and a photo gallery, with
// a guided tour on the first visit, and the user's devices with live health.
import { Suspense, lazy } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { WATERED_RECENTLY_HOURS } from '@bloomkeep/schema';
import { Link, PageHeader, Section, Stack, useMountTime } from '@bloomkeep/ui';
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
// Below the fold, with device health and live updates: not part of the first paint.
const YourDevices = lazy(() => import('./YourDevices').then((m) => ({ default: m.YourDevices })));
import { useNearbyOrigin } from './useNearbyOrigin';
import { DeferredHomeMap } from './DeferredHomeMap';
import * as styles from './HomeRoute.css';
import { dashboardCategory } from './homeRoutes';
import { welcomeTitle } from './welcome';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query HomeRouteQuery(
    $signedIn: Boolean!
    $hasRecent: Boolean!
    $category: ThingCategory
    $yourCondition: ThingCondition!
    $recentCondition: ThingCondition!
    $galleryCondition: ThingCondition!
  ) {
    currentUser @include(if: $signedIn) {
      name
      username
      ...ProfileSummary_user
      deviceAccesses(first: 6, orderBy: [CREATED_AT_ASC]) {
        totalCount
        nodes {
          device {
            ...YourDevices_devices
          }
        }
      }
    }
    yourThings: allThings(
      condition: $yourCondition
      orderBy: [NAME_ASC, PRIMARY_KEY_ASC]
      first: 6
    ) @include(if: $signedIn) {
      totalCount
      nodes {
        ...ThingTileGrid_things
      }
    }
    needsWater: thingsNeedingWater(category: $category, first: 6) {
      nodes {
        ...NeedsWaterList_things
      }
    }
    allActions(orderBy: [CREATED_AT_DESC], first: 5) {
      nodes {
        ...RecentActivity_actions
      }
    }
    recentThings: allThings(condition: $recentCondition, first: 6) @include(if: $hasRecent) {
      nodes {
        id
        ...ThingTileGrid_things
      }
    }
    gallery: allThings(
      condition: $galleryCondition
      orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]
      first: 12
    ) {
      nodes {
        ...ThingGallery_things
      }
    }
  }
`;

export function HomeRoute() {
  const brand = useBrand();
  useDocumentTitle('Home');
  const queryRef = useRequiredRouteQuery<HomeRouteQuery>();
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  const previousVisit = useLastVisited('/');
  const now = useMountTime();

  const nearby = useNearbyOrigin();

  const user = data.currentUser ?? null;
  const isSignedIn = user !== null;
  const Things = capitalise(brand.thingPlural);

  const category = dashboardCategory(brand.theme);

  // Recently visited things in the order they were visited (newest first).
  const recentIds = (queryRef.variables.recentCondition.ids ?? []) as readonly string[];
  const recentNodes = data.recentThings?.nodes ?? [];
  const recent = recentIds.flatMap((id) => recentNodes.filter((node) => node.id === id));

  return (
    <Stack space="xlarge">
      <PageHeader
        title={welcomeTitle(user, previousVisit, brand.name)}
        description={user ? `${brand.name}: ${brand.tagline}` : brand.tagline}
      />

      <HomeTour />

      <div className={styles.top}>
        <ProfileSummary user={user} />
        <Section id={HOME_TOUR_TARGETS.quickActions} title="Quick actions">
          <QuickActions isSignedIn={isSignedIn} />
        </Section>
      </div>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Section
            id={HOME_TOUR_TARGETS.tasks}
            title={`${Things} that need water`}
            description={
              isSignedIn
                ? `Yours first, then public ${brand.thingPlural} in the community. Those watered in the last ${WATERED_RECENTLY_HOURS} hours come last.`
                : `Those watered in the last ${WATERED_RECENTLY_HOURS} hours come last.`
            }
          >
            <NeedsWaterList
              things={data.needsWater?.nodes ?? []}
              isSignedIn={isSignedIn}
              viewerUsername={user?.username ?? null}
              now={now}
            />
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
                  <Link href={category ? `/things/new?category=${category}` : '/things/new'}>
                    Register a {brand.thingSingular}
                  </Link>
                </p>
              )}
            </Section>
          ) : null}

          {user ? (
            <Section
              title="Your devices"
              actions={
                user.deviceAccesses.totalCount > 0 ? (
                  <Link href="/account/devices" aria-label="See all your devices">
                    See all
                  </Link>
                ) : null
              }
            >
              <Suspense fallback={<p className={styles.muted}>Loading your devices…</p>}>
                <YourDevices
                  devices={user.deviceAccesses.nodes.flatMap((access) =>
                    access.device ? [access.device] : [],
                  )}
                  now={now}
                />
              </Suspense>
            </Section>
          ) : null}

          <Section title={`${Things} near you`}>
            <NearbyThingsNearYou {...nearby} category={category} />
          </Section>

          <Section title={`${Things} map`} actions={<Link href="/map">Open the map</Link>}>
            <DeferredHomeMap origin={nearby.origin} category={category} />
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
    </Stack>
  );
}
