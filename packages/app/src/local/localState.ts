// Per-user local state of spec §3: list settings, recently visited things and
// last-visited times, kept in localStorage under a key per user id (a guest's
// random id included) so people sharing a browser keep their own choices.
// Reads never throw: missing or corrupt values fall back to defaults.
import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_SORT,
  DEFAULT_THING_LAYOUT,
  RECENT_THINGS_LIMIT,
  type ListLayout,
} from './defaults';
import { useAuth } from '../auth/AuthProvider';

const PREFIX = 'bloomkeep:local:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ThingView = 'all' | 'own' | 'collaborating' | 'recent';
export type ThingSort = 'NAME_ASC' | 'NAME_DESC' | 'CREATED_AT_DESC' | 'CREATED_AT_ASC';

export interface ListSettings {
  view: ThingView;
  search: string;
  layout: ListLayout;
  sort: ThingSort;
  /** A thing category (or device model) filter; null for all. */
  filter: string | null;
}

export interface LocalState {
  lists: Record<string, ListSettings>;
  /** Thing ids, newest first, at most RECENT_THINGS_LIMIT, no duplicates. */
  recentThings: string[];
  /** ISO times by path (/, /activity, /things, /devices). */
  lastVisited: Record<string, string>;
}

export const DEFAULT_THING_LIST: ListSettings = {
  view: 'all',
  search: '',
  layout: DEFAULT_THING_LAYOUT,
  sort: DEFAULT_SORT,
  filter: null,
};

const EMPTY: LocalState = { lists: {}, recentThings: [], lastVisited: {} };

function storageKey(userId: string): string {
  return `${PREFIX}${userId}`;
}

const cache = new Map<string, { raw: string | null; state: LocalState }>();

/**
 * Where local state lives: the browser's localStorage, or nothing on the server (a
 * server-rendered page is a first-time guest's, with no local state: docs/decisions/0141).
 */
function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function readLocalState(
  userId: string,
  storage: Storage | undefined = browserStorage(),
): LocalState {
  if (!storage) return EMPTY;
  let raw: string | null = null;
  try {
    raw = storage.getItem(storageKey(userId));
  } catch {
    return EMPTY;
  }
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.state;
  let state = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<LocalState>) : {};
    state = {
      lists: typeof parsed.lists === 'object' && parsed.lists ? parsed.lists : {},
      recentThings: Array.isArray(parsed.recentThings)
        ? parsed.recentThings.filter((id) => typeof id === 'string' && UUID.test(id))
        : [],
      lastVisited:
        typeof parsed.lastVisited === 'object' && parsed.lastVisited ? parsed.lastVisited : {},
    };
  } catch {
    state = EMPTY;
  }
  cache.set(userId, { raw, state });
  return state;
}

const listeners = new Set<() => void>();

export function updateLocalState(
  userId: string,
  update: (state: LocalState) => LocalState,
  storage: Storage | undefined = browserStorage(),
): void {
  if (!storage) return;
  const next = update(readLocalState(userId, storage));
  try {
    storage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Spec §2/§9: newest first, at most 50, no duplicates, 36-character ids only. */
export function withRecentThing(recent: readonly string[], thingId: string): string[] {
  if (thingId.length !== 36 || !UUID.test(thingId)) return [...recent];
  return [thingId, ...recent.filter((id) => id !== thingId)].slice(0, RECENT_THINGS_LIMIT);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverLocalState = () => EMPTY;

/** The signed-in (or guest) user's local state, re-rendering when it changes. */
export function useLocalState(): [LocalState, (update: (state: LocalState) => LocalState) => void] {
  const { id } = useAuth();
  // A server-rendered page, and the browser's first render of it, show a first visit's state.
  const state = useSyncExternalStore(subscribe, () => readLocalState(id), serverLocalState);
  const update = useCallback(
    (fn: (state: LocalState) => LocalState) => updateLocalState(id, fn),
    [id],
  );
  return [state, update];
}

/** A list's settings with defaults, and a setter that merges a change. */
export function useListSettings(
  list: string,
  defaults: ListSettings = DEFAULT_THING_LIST,
): [ListSettings, (change: Partial<ListSettings>) => void] {
  const [state, update] = useLocalState();
  const settings = { ...defaults, ...state.lists[list] };
  const change = useCallback(
    (patch: Partial<ListSettings>) =>
      update((current) => ({
        ...current,
        lists: { ...current.lists, [list]: { ...defaults, ...current.lists[list], ...patch } },
      })),
    [update, list, defaults],
  );
  return [settings, change];
}
