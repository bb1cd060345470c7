// Which things stewards water, and how much (decision 0130). Apart from the advice rule
// (wateringAdvice.ts) so that a page can ask "does this thing get advice?" without loading
// the rule.
import type { ThingCategory } from './enums';

/**
 * How much of the reference evaporation each category's plants use (a crop factor),
 * for the categories whose plants stewards water. The rest get no advice.
 */
export const WATER_NEED_FACTOR: Partial<Record<ThingCategory, number>> = {
  VEGETABLEBED: 1,
  PLANTER: 1.1, // containers: no deep soil to draw on, and they dry from the sides
  GREENHOUSE: 1,
  FLOWERBED: 0.8,
  BEECAFE: 0.6, // pollinator plantings favour drought-tolerant herbs (lavender, thyme)
  TREE: 0.5, // the young tree's root zone; established trees seldom need watering
  HEDGE: 0.5,
};

/** The area assumed when a thing has none (m²). */
export const DEFAULT_BED_AREA: Partial<Record<ThingCategory, number>> = {
  VEGETABLEBED: 6,
  PLANTER: 1,
  GREENHOUSE: 6,
  FLOWERBED: 4,
  BEECAFE: 3,
  TREE: 2,
  HEDGE: 5,
};

/** Whether things of this category get watering advice (their plants are watered). */
export function isWateredCategory(category: ThingCategory): boolean {
  return WATER_NEED_FACTOR[category] !== undefined;
}
