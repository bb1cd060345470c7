// "Things near you" (spec §2): there is no server-side "near" query, so the
// loaded things are sorted by great-circle distance from the user's position.
import { haversineKm, type LngLat } from '@bloomkeep/schema';

/** The items with their distance from `origin`, nearest first (ties keep their order). */
export function sortByDistance<T>(
  items: readonly T[],
  origin: LngLat,
  positionOf: (item: T) => LngLat,
): { item: T; km: number }[] {
  return items
    .map((item, index) => ({ item, index, km: haversineKm(origin, positionOf(item)) }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ item, km }) => ({ item, km }));
}

const metres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const kilometres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "250 m away" below 1 km, else "1.4 km away" / "12 km away" (en-US). */
export function formatDistance(km: number): string {
  if (km < 1) return `${metres.format(Math.max(10, Math.round((km * 1000) / 10) * 10))} m away`;
  if (km < 10) return `${kilometres.format(km)} km away`;
  return `${metres.format(km)} km away`;
}
