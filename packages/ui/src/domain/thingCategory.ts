// Thing categories and their labels. A later step moves the enum to @bloomkeep/schema;
// the labels (human wording) stay with the UI.

export const thingCategories = [
  'APIARY',
  'BEECAFE',
  'BENCH',
  'BIN',
  'BOOKSHARE',
  'FENCE',
  'FLOWERBED',
  'GRAVE',
  'GREENHOUSE',
  'HEDGE',
  'MEADOW',
  'MURAL',
  'NOTICEBOARD',
  'PLANTER',
  'PLAQUE',
  'SCULPTURE',
  'TREE',
  'VEGETABLEBED',
  'WALL',
] as const;

export type ThingCategory = (typeof thingCategories)[number];

export const thingCategoryLabel: Record<ThingCategory, string> = {
  APIARY: 'Apiary',
  BEECAFE: 'Bee cafe',
  BENCH: 'Bench',
  BIN: 'Bin',
  BOOKSHARE: 'Book share',
  FENCE: 'Fence',
  FLOWERBED: 'Flower bed',
  GRAVE: 'Grave',
  GREENHOUSE: 'Greenhouse',
  HEDGE: 'Hedge',
  MEADOW: 'Meadow',
  MURAL: 'Mural',
  NOTICEBOARD: 'Notice board',
  PLANTER: 'Planter',
  PLAQUE: 'Plaque',
  SCULPTURE: 'Sculpture',
  TREE: 'Tree',
  VEGETABLEBED: 'Vegetable bed',
  WALL: 'Wall',
};
