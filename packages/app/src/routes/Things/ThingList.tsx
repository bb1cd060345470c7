import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button, Card, Heading } from '@bloomkeep/ui';
import { useBrand } from '../../system/brand';
import type { ThingList_query$key } from '../../__generated__/ThingList_query.graphql';
import type { ThingListPaginationQuery } from '../../__generated__/ThingListPaginationQuery.graphql';
import { ThingListItem } from './ThingListItem';
import * as styles from './ThingList.css';

const PAGE_SIZE = 24;

const fragment = graphql`
  fragment ThingList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "Cursor" })
  @refetchable(queryName: "ThingListPaginationQuery") {
    allThings(first: $count, after: $cursor, orderBy: [NAME_ASC, PRIMARY_KEY_ASC])
      @connection(key: "ThingList_allThings") {
      totalCount
      edges {
        node {
          id
          ...ThingListItem_thing
        }
      }
    }
  }
`;

export function ThingList({ query }: { query: ThingList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ThingListPaginationQuery,
    ThingList_query$key
  >(fragment, query);
  const [, startTransition] = useTransition();
  const brand = useBrand();
  const things = data.allThings;
  const edges = things?.edges ?? [];

  if (!things || edges.length === 0) {
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
        Showing {edges.length} of {things.totalCount}{' '}
        {things.totalCount === 1 ? brand.thingSingular : brand.thingPlural}
      </p>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ThingListItem thing={node} />
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
