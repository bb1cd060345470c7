// /users: people by name, 24 at a time, searched on the server (searchUsers, migration
// 0028). A list rather than tiles: spec §9 gives tiles to groups and devices only, and a
// person is a name and a face, which a row shows at a glance and a phone fits many of.
import { useCallback, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button, EmptyState, ErrorState, LoadMore } from '@bloomkeep/ui';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql';
import type { UserListPaginationQuery } from '../../__generated__/UserListPaginationQuery.graphql';
import { UpdatingNotice } from '../../system/UpdatingNotice';
import { PersonRow, personPath } from './PersonRow';
import * as styles from './UsersRoute.css';

export const USERS_PAGE_SIZE = 24;

const fragment = graphql`
  fragment UserList_query on Query
  @argumentDefinitions(
    search: { type: "String" }
    count: { type: "Int", defaultValue: 24 }
    cursor: { type: "Cursor" }
  )
  @refetchable(queryName: "UserListPaginationQuery") {
    searchUsers(search: $search, first: $count, after: $cursor)
      @connection(key: "UserList_searchUsers") {
      edges {
        node {
          id
          name
          username
          hasImage
          image
        }
      }
    }
  }
`;

export interface UserListProps {
  query: UserList_query$key;
  /** The search on screen; changes the empty state. */
  search: string;
  onClearSearch?: () => void;
  /** A new search is loading: the current list stays, dimmed. */
  isUpdating?: boolean;
}

export function UserList({ query, search, onClearSearch, isUpdating = false }: UserListProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    UserListPaginationQuery,
    UserList_query$key
  >(fragment, query);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const loadMore = useCallback(() => {
    setLoadError(null);
    loadNext(USERS_PAGE_SIZE, { onComplete: (error) => setLoadError(error ?? null) });
  }, [loadNext]);
  const edges = data.searchUsers?.edges ?? [];

  if (edges.length === 0) {
    return search ? (
      <EmptyState
        title="No one matches"
        description={`No one's name or username contains “${search}”.`}
        action={
          onClearSearch ? (
            <Button tone="neutral" onPress={onClearSearch}>
              Clear the search
            </Button>
          ) : undefined
        }
      />
    ) : (
      <EmptyState title="No people yet" description="When neighbours join, they show up here." />
    );
  }

  return (
    <section aria-label="People" aria-busy={isUpdating || isLoadingNext || undefined}>
      <UpdatingNotice isUpdating={isUpdating} label="Updating people" />
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <PersonRow
              name={node.name}
              username={node.username}
              image={node.hasImage ? node.image : null}
              href={personPath(node.id)}
            />
          </li>
        ))}
      </ul>
      {loadError ? (
        <ErrorState
          title="More people could not be loaded"
          message={loadError.message || 'An error occurred'}
          onRetry={loadMore}
          isRetrying={isLoadingNext}
        />
      ) : (
        <LoadMore
          hasMore={hasNext}
          isLoading={isLoadingNext}
          onLoadMore={loadMore}
          label="Load more people"
        />
      )}
    </section>
  );
}
