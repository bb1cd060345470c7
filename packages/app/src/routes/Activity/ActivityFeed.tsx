// The /activity feed: actions newest first, 20 at a time, loading the next page
// when the end of the list scrolls into view (a "Load more" button does the same
// from the keyboard, or where IntersectionObserver is missing).
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button, EmptyState, ErrorState, LoadMore, useMountTime } from '@bloomkeep/ui';
import type { ActivityFeed_query$key } from '../../__generated__/ActivityFeed_query.graphql';
import type { ActivityFeedPaginationQuery } from '../../__generated__/ActivityFeedPaginationQuery.graphql';
import { ActivityFeedItem } from './ActivityFeedItem';
import { UpdatingNotice } from '../../system/UpdatingNotice';
import { formatBoundedCount } from '../../system/boundedCount';
import * as styles from './ActivityFeed.css';

export const ACTIVITY_PAGE_SIZE = 20;

const fragment = graphql`
  fragment ActivityFeed_query on Query
  @argumentDefinitions(
    condition: { type: "ActionCondition" }
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "Cursor" }
    search: { type: "String" }
    type: { type: "ActionType" }
    thingId: { type: "UUID" }
  )
  @refetchable(queryName: "ActivityFeedPaginationQuery") {
    # The same filters as the condition; a bounded count (exact up to 1,000), as
    # totalCount would count every action (server migration 0007).
    actionCount(search: $search, type: $type, thingId: $thingId)
    allActions(
      condition: $condition
      orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]
      first: $count
      after: $cursor
    ) @connection(key: "ActivityFeed_allActions", filters: ["condition"]) {
      edges {
        node {
          id
          ...ActivityFeedItem_action
        }
      }
    }
  }
`;

/** "734 actions", "1 action", "1,000+ actions" (above the server's bound). */
export function actionCount(total: number): string {
  return `${formatBoundedCount(total)} ${total === 1 ? 'action' : 'actions'}`;
}

export interface ActivityFeedProps {
  query: ActivityFeed_query$key;
  /** The previous visit to /activity: later actions are marked "New". */
  previousVisit?: Date | null;
  /** "Now" for relative times; pass a fixed date in stories and tests. Defaults to the clock. */
  now?: Date;
  /** Whether a search or filter is applied (changes the empty state). */
  isFiltered?: boolean;
  onClearFilters?: () => void;
  /** New filters are loading: the current list stays, dimmed. */
  isUpdating?: boolean;
}

/** Memoised: typing in the search box re-renders the page, and the feed may be long. */
export const ActivityFeed = memo(function ActivityFeed({
  query,
  previousVisit = null,
  now,
  isFiltered = false,
  onClearFilters,
  isUpdating = false,
}: ActivityFeedProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ActivityFeedPaginationQuery,
    ActivityFeed_query$key
  >(fragment, query);
  // Fixed while the page is open, so loading a page does not re-render every item.
  const clock = useMountTime();
  const reference = now ?? clock;
  const [loadError, setLoadError] = useState<Error | null>(null);
  const countId = useId();
  const actions = data.allActions;
  const edges = actions?.edges ?? [];

  const loadMore = useCallback(() => {
    setLoadError(null);
    loadNext(ACTIVITY_PAGE_SIZE, { onComplete: (error) => setLoadError(error ?? null) });
  }, [loadNext]);

  // Infinite scroll: a sentinel after the list. The observer is made again after
  // each page, so a sentinel still in view (a tall screen) loads the next one too.
  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = hasNext && !isLoadingNext && !loadError && !isUpdating;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadMore();
        }
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoLoad, loadMore, edges.length]);

  if (!actions || edges.length === 0) {
    return isFiltered ? (
      <EmptyState
        title="No activity matches"
        description="No actions match this search and these filters."
        action={
          onClearFilters ? (
            <Button tone="neutral" onPress={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    ) : (
      <EmptyState
        title="No activity yet"
        description="When neighbours water, tidy up or share things, it shows up here."
      />
    );
  }

  return (
    <section
      className={styles.feed}
      aria-labelledby={countId}
      aria-busy={isUpdating || isLoadingNext || undefined}
    >
      <p id={countId} className={styles.count} role="status">
        {actionCount(data.actionCount)}
      </p>
      <UpdatingNotice isUpdating={isUpdating} label="Updating activity" />
      <ol className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id} className={styles.listItem}>
            <ActivityFeedItem action={node} now={reference} previousVisit={previousVisit} />
          </li>
        ))}
      </ol>
      <div ref={sentinel} aria-hidden="true" />
      {loadError ? (
        <ErrorState
          title="More activity could not be loaded"
          message={loadError.message || 'An error occurred'}
          onRetry={loadMore}
          isRetrying={isLoadingNext}
        />
      ) : (
        <LoadMore
          hasMore={hasNext}
          isLoading={isLoadingNext}
          onLoadMore={loadMore}
          label="Load more activity"
        />
      )}
    </section>
  );
});
