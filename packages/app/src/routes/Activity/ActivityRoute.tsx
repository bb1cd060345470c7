// /activity: every action neighbours recorded, newest first, with a search and
// filters by type and thing (spec §2). The filters live in the URL, so a
// filtered feed can be linked and the back button restores it: the loader reads
// them and starts the query, and a filter change is a navigation (replace) that
// runs the loader again. The router renders navigations in a transition, so the
// current list stays on screen (under an "Updating" bar) while the next one loads, instead of
// flashing the page skeleton on each keystroke.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ACTION_TYPES } from '@bloomkeep/schema';
import { ComboBox, SearchField, Select, actionTypeLabel, type SelectItem } from '@bloomkeep/ui';
import { useLastVisited } from '../../local/lastVisited';
import { PageTitle } from '../../system/PageTitle';
import type { ActivityRouteQuery } from '../../__generated__/ActivityRouteQuery.graphql';
import { ActivityFeed } from './ActivityFeed';
import {
  NO_FILTERS,
  filtersFromSearchParams,
  filtersKey,
  hasFilters,
  isActionType,
  searchParamsFromFilters,
  type ActivityFilters,
} from './activityFilters';
import * as styles from './ActivityRoute.css';
import { useRequiredRouteQuery } from '../../relay/routeQuery';

export const activityRouteQuery = graphql`
  query ActivityRouteQuery(
    $condition: ActionCondition
    $search: String
    $type: ActionType
    $thingId: UUID
  ) {
    ...ActivityFeed_query
      @arguments(condition: $condition, search: $search, type: $type, thingId: $thingId)
    allThings(orderBy: [NAME_ASC], first: 200) {
      nodes {
        id
        name
      }
    }
  }
`;

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Marks the navigations the filters make (location.state), to tell them from links and history. */
const FILTER_NAVIGATION = 'activityFilters';

/** The "all" option of the type and thing filters. */
const ALL = 'all';

const TYPE_ITEMS: SelectItem[] = [
  { id: ALL, label: 'All types' },
  ...ACTION_TYPES.map((type) => ({ id: type, label: actionTypeLabel[type] })),
];

export function ActivityRoute() {
  const queryRef = useRequiredRouteQuery<ActivityRouteQuery>();
  const data = usePreloadedQuery<ActivityRouteQuery>(activityRouteQuery, queryRef);
  // The same Date while the time is the same, so the memoised items do not re-render.
  const previousVisitTime = useLastVisited('/activity')?.getTime() ?? null;
  const previousVisit = useMemo(
    () => (previousVisitTime === null ? null : new Date(previousVisitTime)),
    [previousVisitTime],
  );
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  // `shown`: the filters of the feed on screen. `requested`: the latest the reader
  // chose, which are on screen once their navigation commits. `text`: the search
  // box, ahead of both while the reader types.
  const shown = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const shownKey = filtersKey(shown);
  const [requested, setRequested] = useState(shown);
  const [text, setText] = useState(shown.search);
  const [syncedKey, setSyncedKey] = useState(shownKey);
  if (shownKey !== syncedKey) {
    setSyncedKey(shownKey);
    // A link or the history changed the filters: the controls follow.
    const ownNavigation =
      (location.state as Record<string, unknown> | null)?.[FILTER_NAVIGATION] === true;
    if (!ownNavigation) {
      setRequested(shown);
      setText(shown.search);
    }
  }
  const isUpdating = filtersKey(requested) !== shownKey;

  const apply = useCallback(
    (next: ActivityFilters) => {
      if (filtersKey(next) === filtersKey(requested)) return;
      setRequested(next);
      void setSearchParams(searchParamsFromFilters(next), {
        replace: true,
        preventScrollReset: true,
        state: { [FILTER_NAVIGATION]: true },
      });
    },
    [requested, setSearchParams],
  );

  // The search runs once typing pauses.
  useEffect(() => {
    const next = { ...requested, search: text };
    if (filtersKey(next) === filtersKey(requested)) return;
    const timer = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, requested, apply]);

  const thingItems = useMemo<SelectItem[]>(
    () => [
      { id: ALL, label: 'All things' },
      ...(data.allThings?.nodes ?? []).map((thing) => ({ id: thing.id, label: thing.name })),
    ],
    [data.allThings],
  );

  const clearFilters = useCallback(() => {
    setText('');
    apply(NO_FILTERS);
  }, [apply]);

  return (
    <PageTitle title="Activity">
      <div className={styles.page}>
        <div className={styles.filters} role="search" aria-label="Activity">
          <SearchField
            label="Search"
            description="Words in the comments or the thing’s name"
            value={text}
            onChange={setText}
            onSubmit={(value) => apply({ ...requested, search: value })}
            onClear={() => apply({ ...requested, search: '' })}
          />
          <Select
            label="Type"
            items={TYPE_ITEMS}
            selectedKey={requested.type ?? ALL}
            onSelectionChange={(id) =>
              apply({ ...requested, search: text, type: isActionType(id) ? id : null })
            }
          />
          <ComboBox
            label="Thing"
            items={thingItems}
            selectedKey={requested.thingId ?? ALL}
            emptyText="No thing has that name"
            onSelectionChange={(id) =>
              apply({ ...requested, search: text, thingId: id && id !== ALL ? id : null })
            }
          />
        </div>
        <ActivityFeed
          query={data}
          previousVisit={previousVisit}
          isFiltered={hasFilters(shown)}
          onClearFilters={clearFilters}
          isUpdating={isUpdating}
        />
      </div>
    </PageTitle>
  );
}
