import { useEffect, useMemo, useState } from 'react';
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
import { capitalise, useBrand } from '../../system/brand';
import { ThingList } from './ThingList';
import { LIST, VIEWS, thingListVariables } from './thingSearchVariables';
import { useRequiredRouteQuery } from '../../relay/routeQuery';
import * as styles from './ThingSearchRoute.css';

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

function ThingSearch({ query: queryKey }: { query: ThingList_query$key }) {
  const brand = useBrand();
  const { isLoggedIn, id: userId } = useAuth();
  const [settings, change] = useListSettings(LIST);
  const [, setSearchParams] = useSearchParams();
  const [recent] = useState(() => readLocalState(userId).recentThings);
  const [isPending, setPending] = useState(false);
  const [searchText, setSearchText] = useState(settings.search);
  const variables = useMemo(() => thingListVariables(settings, recent), [settings, recent]);

  // Debounce typing into the search setting.
  useEffect(() => {
    if (searchText === settings.search) return;
    const timer = setTimeout(() => change({ search: searchText }), 300);
    return () => clearTimeout(timer);
  }, [searchText, settings.search, change]);

  const views = VIEWS.filter((view) => isLoggedIn || view === 'all' || view === 'recent');
  const filtered = settings.search !== '' || settings.filter !== null;
  const viewLabels: Record<ThingView, string> = {
    all: 'All',
    own: 'Mine',
    collaborating: 'Helping with',
    recent: 'Recently viewed',
  };

  return (
    <PageTitle title={`Search ${brand.thingPlural}`}>
      <Tabs
        aria-label={`Which ${brand.thingPlural}`}
        selectedKey={settings.view}
        onSelectionChange={(id) => {
          change({ view: id as ThingView });
          setSearchParams({}, { replace: true });
        }}
        items={views.map((view) => ({ id: view, label: viewLabels[view], content: null }))}
      />
      <div className={styles.controls}>
        <SearchField
          label={`Search ${brand.thingPlural}`}
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
        <Select
          label="Layout"
          items={[
            { id: 'list', label: 'List' },
            { id: 'tiles', label: 'Tiles' },
          ]}
          selectedKey={settings.layout}
          onSelectionChange={(id) => id && change({ layout: id as ListSettings['layout'] })}
        />
      </div>
      <div aria-busy={isPending || undefined}>
        <UpdatingNotice isUpdating={isPending} label={`Updating ${brand.thingPlural}`} />
        <ThingList
          query={queryKey}
          variables={variables}
          onPendingChange={setPending}
          layout={settings.layout}
          order={settings.view === 'recent' ? recent : undefined}
          emptyState={
            <EmptyState
              title={
                filtered
                  ? `No ${brand.thingPlural} match`
                  : settings.view === 'recent'
                    ? `No recently viewed ${brand.thingPlural}`
                    : settings.view === 'all'
                      ? `No ${brand.thingPlural} yet`
                      : `None of your ${brand.thingPlural} here yet`
              }
              description={
                filtered
                  ? 'Try other words or another category.'
                  : `${capitalise(brand.thingPlural)} you open appear under Recently viewed.`
              }
              action={
                filtered ? (
                  <Button
                    tone="neutral"
                    onPress={() => {
                      setSearchText('');
                      change({ search: '', filter: null });
                    }}
                  >
                    Clear search and filters
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </div>
    </PageTitle>
  );
}
