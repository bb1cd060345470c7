import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  SearchField,
  Select,
  Tabs,
  thingCategories,
  thingCategoryLabel,
} from '@bloomkeep/ui';
import type { ThingSearchRouteQuery } from '../../__generated__/ThingSearchRouteQuery.graphql';
import type { ThingList_query$key } from '../../__generated__/ThingList_query.graphql';
import { useAuth } from '../../auth/AuthProvider';
import {
  readLocalState,
  useListSettings,
  type ListSettings,
  type ThingView,
} from '../../local/localState';
import { PageTitle } from '../../system/PageTitle';
import { UpdatingNotice } from '../../system/UpdatingNotice';
import { ResultsNotice } from './ResultsNotice';
import { searchProblem } from './searchProblem';
import { ThingList, useThingList } from './ThingList';
import { LIST, thingListVariables, viewsFor, visibleView } from './thingSearchVariables';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import * as styles from './ThingSearchRoute.css';
import { LayoutSelect } from '../../system/LayoutSelect';

const query = graphql`
  query ThingSearchRouteQuery(
    $condition: ThingCondition
    $orderBy: [ThingsOrderBy!]
    $search: String
    $category: ThingCategory
    $access: String
    $ids: [UUID]
  ) {
    ...ThingList_query
      @arguments(
        condition: $condition
        orderBy: $orderBy
        search: $search
        category: $category
        access: $access
        ids: $ids
      )
  }
`;
const SORTS = [
  { id: 'NAME_ASC', label: 'Name, A to Z' },
  { id: 'NAME_DESC', label: 'Name, Z to A' },
  { id: 'CREATED_AT_DESC', label: 'Newest first' },
  { id: 'CREATED_AT_ASC', label: 'Oldest first' },
];
const CATEGORY_ITEMS = [
  { id: 'all', label: 'All categories' },
  ...thingCategories.map((id) => ({ id, label: thingCategoryLabel[id] })),
];

/** /things/search: views, search, category filter, sorting and layout, kept per user. */
export function ThingSearchRoute() {
  const queryRef = useRequiredRouteQuery<ThingSearchRouteQuery>();
  const data = usePreloadedQuery<ThingSearchRouteQuery>(query, queryRef);
  return <ThingSearch query={data} />;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, re-rendering as it changes. */
function useOnline() {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const VIEW_LABELS: Record<ThingView, string> = {
  all: 'All',
  own: 'Mine',
  collaborating: 'Helping with',
  recent: 'Recently viewed',
};

function ThingSearch({ query: queryKey }: { query: ThingList_query$key }) {
  const { isLoggedIn, id: userId } = useAuth();
  const [stored, change] = useListSettings(LIST);
  // A guest never sees a view of their own things, even one stored earlier.
  const settings = useMemo(
    () => ({ ...stored, view: visibleView(stored.view, isLoggedIn) }),
    [stored, isLoggedIn],
  );
  const [, setSearchParams] = useSearchParams();
  const [recent] = useState(() => readLocalState(userId).recentThings);
  const [searchText, setSearchText] = useState(settings.search);
  const variables = useMemo(() => thingListVariables(settings, recent), [settings, recent]);
  const list = useThingList(queryKey, variables);
  const online = useOnline();

  // Debounce typing into the search setting.
  useEffect(() => {
    if (searchText === settings.search) return;
    const timer = setTimeout(() => change({ search: searchText }), 300);
    return () => clearTimeout(timer);
  }, [searchText, settings.search, change]);

  const filtered = settings.search !== '' || settings.filter !== null;
  const clearFilters = () => {
    setSearchText('');
    change({ search: '', filter: null });
  };
  const problem = list.error ? searchProblem(list.error, online) : null;

  // The tab panel holds the whole view (filters and results), so it is never an empty tab stop.
  const panel = (
    <>
      <div className={styles.controls}>
        <SearchField
          label={`Search things`}
          value={searchText}
          onChange={setSearchText}
          placeholder="Name or description"
        />
        <Select
          label="Category"
          items={CATEGORY_ITEMS}
          selectedKey={settings.filter ?? 'all'}
          onSelectionChange={(id) => change({ filter: !id || id === 'all' ? null : id })}
        />
        <Select
          label="Sort by"
          items={SORTS}
          selectedKey={settings.sort}
          onSelectionChange={(id) => id && change({ sort: id as ListSettings['sort'] })}
        />
        <LayoutSelect
          value={settings.layout}
          onChange={(layout) => change({ layout })}
          defaultLayout="list"
        />
      </div>
      <div className={styles.results} aria-busy={list.isUpdating || undefined}>
        {filtered ? (
          <ResultsNotice
            tone="info"
            title="Filters active"
            detail={filterSummary(settings)}
            action={
              <Button tone="neutral" size="small" onPress={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : null}
        <div role="status" className={styles.problem}>
          {problem ? (
            <ResultsNotice
              tone="caution"
              title={problem.title}
              detail={problem.detail}
              action={
                <Button tone="neutral" size="small" onPress={list.retry}>
                  Try again
                </Button>
              }
            />
          ) : null}
        </div>
        <UpdatingNotice isUpdating={list.isUpdating} label={`Updating things`} />
        <ThingList
          list={list}
          layout={settings.layout}
          order={settings.view === 'recent' ? recent : undefined}
          emptyState={
            <EmptyState
              title={
                filtered
                  ? `No things match`
                  : settings.view === 'recent'
                    ? `No recently viewed things`
                    : settings.view === 'all'
                      ? `No things yet`
                      : `None of your things here yet`
              }
              description={
                filtered
                  ? 'Try other words or another category, or clear the filters.'
                  : `${'Things'} you open appear under Recently viewed.`
              }
            />
          }
        />
      </div>
    </>
  );

  return (
    <PageTitle title={`Search things`}>
      <Tabs
        aria-label={`Which things`}
        selectedKey={settings.view}
        onSelectionChange={(id) => {
          change({ view: id as ThingView });
          setSearchParams({}, { replace: true });
        }}
        items={viewsFor(isLoggedIn).map((view) => ({
          id: view,
          label: VIEW_LABELS[view],
          content: panel,
        }))}
      />
    </PageTitle>
  );
}

/** "“lavender” in Bee cafe": what the stored filters narrow the list to. */
function filterSummary(settings: ListSettings): string {
  const parts: string[] = [];
  if (settings.search.trim()) parts.push(`Searching for “${settings.search.trim()}”`);
  if (settings.filter) {
    const label = thingCategoryLabel[settings.filter as keyof typeof thingCategoryLabel];
    parts.push(`Category: ${label ?? settings.filter}`);
  }
  return parts.join(' · ');
}
