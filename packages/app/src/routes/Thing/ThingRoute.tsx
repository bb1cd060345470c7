import { Fragment, Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { Link, PageHeader, Stack } from '@bloomkeep/ui';
import { groupPath } from '../Groups/groupRef';
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
      groupShares(first: 20, orderBy: [CREATED_AT_ASC]) {
        nodes {
          id
          group {
            slug
            name
          }
        }
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
  // Members of a group it is shared with help without an access row of their own
  // (decision 0136): canRecordAction is what says that someone looks after it.
  const isOwner = Boolean(thing.myAccess?.isOwner);
  const isMember = isOwner || Boolean(thing.myAccess?.isCollaborator || thing.canRecordAction);
  const groups = thing.groupShares.nodes.flatMap((share) => (share.group ? [share.group] : []));
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
            ? isOwner
              ? `You own this ${thingNoun(thing.category)}.`
              : `You help look after this ${thingNoun(thing.category)}.`
            : undefined
        }
      />
      {groups.length > 0 ? (
        <p className={styles.groups}>
          Looked after with{' '}
          {groups.map((group, index) => (
            <Fragment key={group.slug}>
              {index > 0 ? ', ' : null}
              <Link href={groupPath(group.slug)}>{group.name}</Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <ThingDetails thing={thing} />
    </Stack>
  );
}
