import { useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { Button, Card, Heading } from '@bloomkeep/ui';
import type {
  ThingList_query$data,
  ThingList_query$key,
} from '../../__generated__/ThingList_query.graphql';
import paginationQuery, {
  type ThingListPaginationQuery,
} from '../../__generated__/ThingListPaginationQuery.graphql';
import { ThingListItem } from './ThingListItem';
import { formatBoundedCount } from '../../system/boundedCount';
import * as styles from './ThingList.css';

const PAGE_SIZE = 24;

const thingListFragment = graphql`
  fragment ThingList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 24 }
    cursor: { type: "Cursor" }
    condition: { type: "ThingCondition" }
    orderBy: { type: "[ThingsOrderBy!]", defaultValue: [NAME_ASC, PRIMARY_KEY_ASC] }
    search: { type: "String" }
    category: { type: "ThingCategory" }
    access: { type: "String" }
    ids: { type: "[UUID]" }
  )
  @refetchable(queryName: "ThingListPaginationQuery") {
    # The same filters as the condition; a bounded count (exact up to 1,000), as
    # totalCount would count every visible thing (server migration 0007).
    thingCount(search: $search, category: $category, access: $access, ids: $ids)
    allThings(first: $count, after: $cursor, condition: $condition, orderBy: $orderBy)
      @connection(key: "ThingList_allThings", filters: ["condition", "orderBy"]) {
      edges {
        node {
          id
          ...ThingListItem_thing
        }
      }
    }
  }
`;

/** The list's filters and order, in the API's terms. */
export type ThingListVariables = Pick<
  ThingListPaginationQuery['variables'],
  'condition' | 'orderBy' | 'search' | 'category' | 'access' | 'ids'
>;

export interface ThingListState {
  data: ThingList_query$data;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  /** New filters are being fetched; the previous results stay on screen meanwhile. */
  isUpdating: boolean;
  /** Why the last fetch failed (the results shown are the last good ones), or null. */
  error: unknown;
  /** Repeats what failed: the new filters, or the next page. */
  retry: () => void;
}

/**
 * A page of things and its filters. A change of `variables` fetches the new first page in the
 * background and shows it only once it has arrived; if that fails (offline, the server down) the
 * last good results and everything around them stay, and `error` says why. So a failed search
 * never replaces the page with an error.
 */
export function useThingList(
  query: ThingList_query$key,
  variables?: ThingListVariables,
): ThingListState {
  const environment = useRelayEnvironment();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    ThingListPaginationQuery,
    ThingList_query$key
  >(thingListFragment, query);
  const [, startTransition] = useTransition();
  const [isFetching, setFetching] = useState(false);
  const [isRefetching, startRefetch] = useTransition();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const failedPage = useRef(false);
  const key = JSON.stringify(variables ?? null);
  /** The variables of the results on screen. */
  const shown = useRef(key);

  useEffect(() => {
    if (!variables || shown.current === key) return;
    const wanted = { ...variables, count: PAGE_SIZE, cursor: null };
    setFetching(true);
    const subscription = fetchQuery<ThingListPaginationQuery>(
      environment,
      paginationQuery,
      wanted,
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => {
        shown.current = key;
        failedPage.current = false;
        setError(null);
        setFetching(false);
        // The answer is in the store now: show it without suspending.
        startRefetch(() => {
          refetch(wanted, { fetchPolicy: 'store-only' });
        });
      },
      error: (reason: unknown) => {
        failedPage.current = false;
        setError(reason);
        setFetching(false);
      },
    });
    return () => subscription.unsubscribe();
    // `key` stands for `variables`' content; `attempt` repeats a failed fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, environment, refetch]);

  const next = useCallback(() => {
    startTransition(() => {
      loadNext(PAGE_SIZE, {
        onComplete: (reason) => {
          if (!reason) return;
          failedPage.current = true;
          setError(reason);
        },
      });
    });
  }, [loadNext]);

  const retry = useCallback(() => {
    setError(null);
    if (failedPage.current) next();
    else setAttempt((n) => n + 1);
  }, [next]);

  return {
    data,
    hasNext,
    isLoadingNext,
    loadNext: next,
    isUpdating: isFetching || isRefetching,
    error,
    retry,
  };
}

export function ThingList({
  list,
  layout = 'list',
  order,
  emptyState,
  now,
}: {
  list: Pick<ThingListState, 'data' | 'hasNext' | 'isLoadingNext' | 'loadNext'>;
  layout?: 'list' | 'tiles';
  /** Show the things in this order of ids (the recent view); others keep the server's order. */
  order?: readonly string[];
  /** Replaces the "no things yet" card, e.g. when filters match nothing. */
  emptyState?: ReactNode;
  /** "Now" for relative times; fixed in stories. */
  now?: Date;
}) {
  const { data, hasNext, isLoadingNext, loadNext } = list;
  const things = data.allThings;
  const loaded = things?.edges ?? [];
  const edges = order
    ? [...loaded].sort((a, b) => order.indexOf(a.node.id) - order.indexOf(b.node.id))
    : loaded;

  if (!things || edges.length === 0) {
    if (emptyState) return <>{emptyState}</>;
    return (
      <Card>
        <Heading level={2}>No things yet</Heading>
        <p>
          When neighbours register things they appear here. Public things are visible to everyone.
        </p>
      </Card>
    );
  }

  return (
    <section aria-labelledby="thing-list-count" className={styles.section}>
      <p id="thing-list-count" className={styles.count}>
        Showing {edges.length} of {formatBoundedCount(data.thingCount)}{' '}
        {data.thingCount === 1 ? 'thing' : 'things'}
      </p>
      <ul className={layout === 'tiles' ? styles.tiles : styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ThingListItem thing={node} layout={layout} now={now} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div className={styles.more}>
          <Button tone="neutral" isPending={isLoadingNext} onPress={loadNext}>
            Show more things
          </Button>
        </div>
      )}
    </section>
  );
}
