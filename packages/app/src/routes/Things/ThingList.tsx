import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button, Card, Heading } from '@bloomkeep/ui';
import { useBrand } from '../../system/brand';
import type { ThingList_query$key } from '../../__generated__/ThingList_query.graphql';
import type { ThingListPaginationQuery } from '../../__generated__/ThingListPaginationQuery.graphql';
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

export function ThingList({
  query,
  layout = 'list',
  order,
  emptyState,
  now,
  variables,
  onPendingChange,
}: {
  query: ThingList_query$key;
  layout?: 'list' | 'tiles';
  /** Show the things in this order of ids (the recent view); others keep the server's order. */
  order?: readonly string[];
  /** Replaces the "no things yet" card, e.g. when filters match nothing. */
  emptyState?: ReactNode;
  /** "Now" for relative times; fixed in stories. */
  now?: Date;
  /**
   * The list's filters and order. A change refetches from the first page while the
   * current results stay on screen; `onPendingChange` reports the refetch.
   */
  variables?: Pick<
    ThingListPaginationQuery['variables'],
    'condition' | 'orderBy' | 'search' | 'category' | 'access' | 'ids'
  >;
  onPendingChange?: (isPending: boolean) => void;
}) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    ThingListPaginationQuery,
    ThingList_query$key
  >(thingListFragment, query);
  const [, startTransition] = useTransition();
  const [isRefetching, startRefetch] = useTransition();
  const key = JSON.stringify(variables ?? null);
  const shown = useRef(key);
  useEffect(() => {
    if (!variables || shown.current === key) return;
    shown.current = key;
    startRefetch(() => {
      refetch(variables, { fetchPolicy: 'store-and-network' });
    });
    // `key` stands for `variables`' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refetch]);
  useEffect(() => onPendingChange?.(isRefetching), [isRefetching, onPendingChange]);
  const brand = useBrand();
  const things = data.allThings;
  const loaded = things?.edges ?? [];
  const edges = order
    ? [...loaded].sort((a, b) => order.indexOf(a.node.id) - order.indexOf(b.node.id))
    : loaded;

  if (!things || edges.length === 0) {
    if (emptyState) return <>{emptyState}</>;
    return (
      <Card>
        <Heading level={2}>No {brand.thingPlural} yet</Heading>
        <p>
          When neighbours register {brand.thingPlural} they appear here. Public {brand.thingPlural}{' '}
          are visible to everyone.
        </p>
      </Card>
    );
  }

  return (
    <section aria-labelledby="thing-list-count" className={styles.section}>
      <p id="thing-list-count" className={styles.count}>
        Showing {edges.length} of {formatBoundedCount(data.thingCount)}{' '}
        {data.thingCount === 1 ? brand.thingSingular : brand.thingPlural}
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
          <Button
            tone="neutral"
            isPending={isLoadingNext}
            onPress={() => startTransition(() => void loadNext(PAGE_SIZE))}
          >
            Show more {brand.thingPlural}
          </Button>
        </div>
      )}
    </section>
  );
}
