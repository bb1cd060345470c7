// Spec §2: visits to /, /activity, /things and /devices store a last-visited time
// per path, so pages can mark what is new since the previous visit.
import { useEffect, useState } from 'react';
import { useLocalState } from './localState';

export const TRACKED_PATHS = ['/', '/activity', '/things', '/devices'] as const;
export type TrackedPath = (typeof TRACKED_PATHS)[number];

/**
 * Records this visit to `path` and returns the time of the visit before it
 * (null on a first visit). The returned value stays fixed while the page is open,
 * so "new" markers do not vanish as soon as the visit is recorded.
 */
export function useLastVisited(path: TrackedPath): Date | null {
  const [state, update] = useLocalState();
  const [previous] = useState<string | null>(() => state.lastVisited[path] ?? null);
  useEffect(() => {
    update((current) => ({
      ...current,
      lastVisited: { ...current.lastVisited, [path]: new Date().toISOString() },
    }));
  }, [path, update]);
  if (!previous) return null;
  const date = new Date(previous);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True when `time` (ISO) is after the previous visit. */
export function isNewSince(time: string | null | undefined, previous: Date | null): boolean {
  if (!time || !previous) return false;
  return new Date(time).getTime() > previous.getTime();
}
