// What a page calls a thing (decision 0115). The brand's words ("bee cafes") belong to the
// dashboard only, where the bee cafe host keeps to that category. Everywhere else a thing is
// named by its own category ("this bench"), and a list of every category says "things".
import { THING_CATEGORY_LABELS, type ThingCategory } from '@bloomkeep/schema';

/** "bench", "bee cafe", or "thing" when the category is not known. */
export function thingNoun(category: ThingCategory | null | undefined): string {
  return category ? THING_CATEGORY_LABELS[category].toLowerCase() : 'thing';
}
