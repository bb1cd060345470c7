// The /groups list settings and what they show: views all, owned and memberships, a
// search over name and description, a sort and the layout, kept per user like the
// things and devices lists (spec §9: tiles, name ascending).
import { DEFAULT_GROUP_LAYOUT, DEFAULT_SORT } from '../../local/defaults';
import type { ListSettings } from '../../local/localState';

/** The local-state key of the list's settings. */
export const GROUP_LIST = 'groups';

export type GroupView = 'all' | 'owned' | 'memberships';
export const GROUP_VIEWS: GroupView[] = ['all', 'owned', 'memberships'];
export const GROUP_VIEW_LABELS: Record<GroupView, string> = {
  all: 'All',
  owned: 'Owned',
  memberships: 'Memberships',
};

export const GROUP_SORTS: { id: ListSettings['sort']; label: string }[] = [
  { id: 'NAME_ASC', label: 'Name, A to Z' },
  { id: 'NAME_DESC', label: 'Name, Z to A' },
  { id: 'CREATED_AT_DESC', label: 'Newest first' },
  { id: 'CREATED_AT_ASC', label: 'Oldest first' },
];

export const DEFAULT_GROUP_LIST: ListSettings = {
  view: 'all',
  search: '',
  layout: DEFAULT_GROUP_LAYOUT,
  sort: DEFAULT_SORT,
  filter: null,
};

export function isGroupView(value: unknown): value is GroupView {
  return typeof value === 'string' && (GROUP_VIEWS as string[]).includes(value);
}

/** Guests see all groups only: owned and memberships need an account. */
export function visibleGroupView(view: string, signedIn: boolean): GroupView {
  if (!isGroupView(view)) return 'all';
  return signedIn ? view : 'all';
}

export function groupViewsFor(signedIn: boolean): GroupView[] {
  return signedIn ? GROUP_VIEWS : ['all'];
}

export interface ListedGroup {
  readonly name: string;
  readonly description?: string | null;
  readonly createdAt: string;
  readonly myMembership?: { readonly isOwner: boolean } | null;
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** The groups a view, search and sort show, in order. */
export function visibleGroups<G extends ListedGroup>(
  groups: readonly G[],
  settings: Pick<ListSettings, 'search' | 'sort'> & { view: GroupView },
): G[] {
  const words = settings.search.trim().toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  const shown = groups.filter((group) => {
    if (settings.view === 'owned' && !group.myMembership?.isOwner) return false;
    if (settings.view === 'memberships' && !group.myMembership) return false;
    const text = `${group.name} ${group.description ?? ''}`.toLocaleLowerCase('en-GB');
    return words.every((word) => text.includes(word));
  });
  const byName = (a: G, b: G) => collator.compare(a.name, b.name);
  return shown.sort((a, b) => {
    switch (settings.sort) {
      case 'NAME_DESC':
        return byName(b, a);
      case 'CREATED_AT_DESC':
        return b.createdAt.localeCompare(a.createdAt) || byName(a, b);
      case 'CREATED_AT_ASC':
        return a.createdAt.localeCompare(b.createdAt) || byName(a, b);
      default:
        return byName(a, b);
    }
  });
}

/** "3 groups", or "1 group matches the search". */
export function groupCountText(count: number, searched: boolean): string {
  const groups = count === 1 ? '1 group' : `${count} groups`;
  if (!searched) return groups;
  return `${groups} ${count === 1 ? 'matches' : 'match'} the search`;
}
