import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { PageHeader, Stack } from '@bloomkeep/ui';
import { NavButton } from '../../system/NavButton';
import type { ThingRouteQuery } from '../../__generated__/ThingRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { withRecentThing, useLocalState } from '../../local/localState';
import { useDocumentTitle } from '../../system/PageTitle';
import { thingNoun } from '../../system/thingWords';
import { ThingDetails } from './ThingDetails';
import { ThingNotFound } from './ThingNotFound';
import { ThingPageSkeleton } from './ThingPageSkeleton';
import { isThingId } from './thingId';
import { useThingUpdatedSubscription } from './useThingUpdatedSubscription';
import { useRouteQuery } from '../../relay/routeQuery';
import * as styles from './ThingRoute.css';

const query = graphql`
  query ThingRouteQuery($id: UUID!) {
    thingById(id: $id) {
      id
      name
      category
      isPublic
      canEdit
      canRecordAction
      myAccess {
        isOwner
        isCollaborator
      }
      ...ThingDetails_thing
    }
  }
`;

/** Spec §2: every visit to /things/{uuid} goes to the front of the recent list. */
function useRecordRecentThing(thingId: string | null) {
  const [, update] = useLocalState();
  useEffect(() => {
    if (!thingId) return;
    update((state) => ({ ...state, recentThings: withRecentThing(state.recentThings, thingId) }));
  }, [thingId, update]);
}

export function ThingRoute() {
  const queryRef = useRouteQuery<ThingRouteQuery>();
  const { thingId } = useParams();
  useRecordRecentThing(isThingId(thingId) ? thingId : null);
  if (!queryRef) return <ThingNotFound />;
  return (
    <Suspense fallback={<ThingPageSkeleton />}>
      <ThingPage queryRef={queryRef} />
    </Suspense>
  );
}

function ThingPage({ queryRef }: { queryRef: PreloadedQuery<ThingRouteQuery> }) {
  const data = usePreloadedQuery<ThingRouteQuery>(query, queryRef);
  const thing = data.thingById;
  if (!thing) return <ThingNotFound />;
  return <ThingView thing={thing} />;
}

function ThingView({ thing }: { thing: NonNullable<ThingRouteQuery['response']['thingById']> }) {
  const { isLoggedIn } = useAuth();
  useDocumentTitle(thing.name);
  useThingUpdatedSubscription(thing.id);
  const isMember = Boolean(thing.myAccess?.isOwner || thing.myAccess?.isCollaborator);
  return (
    <Stack space="large">
      <PageHeader
        title={thing.name}
        breadcrumbs={[{ label: 'Things', href: '/things' }]}
        actions={
          <div className={styles.headerActions}>
            {thing.canRecordAction && (
              <NavButton to={`/things/${thing.id}/action`}>Record an action</NavButton>
            )}
            {!thing.canRecordAction && thing.isPublic && (
              <NavButton
                tone="neutral"
                to={
                  isLoggedIn
                    ? `/things/${thing.id}/collaborate`
                    : `/signin?next=${encodeURIComponent(`/things/${thing.id}/collaborate`)}`
                }
              >
                Help look after it
              </NavButton>
            )}
            {thing.canEdit && (
              <NavButton tone="neutral" to={`/things/${thing.id}/edit`}>
                Edit
              </NavButton>
            )}
            {/* Collaborators reach settings too: the list of helpers, and "Stop helping". */}
            {(thing.canEdit || isMember) && (
              <NavButton tone="neutral" to={`/things/${thing.id}/settings`}>
                Settings
              </NavButton>
            )}
          </div>
        }
        description={
          isMember
            ? thing.myAccess?.isOwner
              ? `You own this ${thingNoun(thing.category)}.`
              : `You help look after this ${thingNoun(thing.category)}.`
            : undefined
        }
      />
      <ThingDetails thing={thing} />
    </Stack>
  );
}
