// /users: everyone the viewer may see, by name, with a search that runs on the server.
// The search lives in the URL (?q=), so it can be linked and the back button restores
// it; typing navigates (replace) once it pauses, and the current list stays on screen,
// dimmed, while the next loads. Guests see a sign-in prompt (decision 0140).
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { canSeePerson } from '@bloomkeep/schema';
import { Link, SearchField } from '@bloomkeep/ui';
import type { UsersRouteQuery } from '../../__generated__/UsersRouteQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { useRouteQuery } from '../../relay/routeQuery';
import { PageTitle } from '../../system/PageTitle';
import { SignInToSeePeople } from './SignInToSeePeople';
import { UserList } from './UserList';
import { searchFromParams } from './usersSearch';
import * as styles from './UsersRoute.css';

export const usersRouteQuery = graphql`
  query UsersRouteQuery($search: String) {
    ...UserList_query @arguments(search: $search)
  }
`;

/** How long typing pauses before the search runs. */
export const USERS_SEARCH_DEBOUNCE_MS = 300;

export function UsersRoute() {
  const auth = useAuth();
  const queryRef = useRouteQuery<UsersRouteQuery>();
  const signedIn = canSeePerson({
    userId: auth.isLoggedIn ? auth.id : null,
    isAdmin: auth.isAdmin,
  });
  return (
    <PageTitle title="People">
      {signedIn && queryRef ? (
        <People queryRef={queryRef} isAdmin={auth.isAdmin} />
      ) : (
        <SignInToSeePeople />
      )}
    </PageTitle>
  );
}

function People({
  queryRef,
  isAdmin,
}: {
  queryRef: NonNullable<ReturnType<typeof useRouteQuery<UsersRouteQuery>>>;
  isAdmin: boolean;
}) {
  const data = usePreloadedQuery<UsersRouteQuery>(usersRouteQuery, queryRef);
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchFromParams(searchParams);
  const [text, setText] = useState(shown);
  const [requested, setRequested] = useState(shown);
  const [synced, setSynced] = useState(shown);
  if (shown !== synced) {
    // A link or the history changed the search: the box follows.
    setSynced(shown);
    setRequested(shown);
    setText(shown);
  }
  const isUpdating = requested !== shown;

  const apply = (next: string) => {
    const value = next.trim();
    if (value === requested) return;
    setRequested(value);
    void setSearchParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    if (text.trim() === requested) return;
    const timer = setTimeout(() => {
      const value = text.trim();
      setRequested(value);
      void setSearchParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
    }, USERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, requested, setSearchParams]);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search" aria-label="People">
          <SearchField
            label="Search people"
            description="A name or a username"
            value={text}
            onChange={setText}
            onSubmit={apply}
            onClear={() => {
              setText('');
              apply('');
            }}
          />
        </div>
        {isAdmin ? <Link href="/users/new">Add a user</Link> : null}
      </div>
      <UserList
        query={data}
        search={shown}
        isUpdating={isUpdating}
        onClearSearch={() => {
          setText('');
          apply('');
        }}
      />
    </div>
  );
}
