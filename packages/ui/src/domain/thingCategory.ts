// Thing categories and their labels live in @bloomkeep/schema (shared with the server);
// the UI re-exports them under its established names.
export {
  THING_CATEGORIES as thingCategories,
  THING_CATEGORY_LABELS as thingCategoryLabel,
  type ThingCategory,
} from '@bloomkeep/schema';
