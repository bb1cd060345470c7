// Enumerations of spec §3, in the order the spec lists them. The database
// declares the same values; a server test checks the two never drift apart.

export const THING_CATEGORIES = [
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
export type ThingCategory = (typeof THING_CATEGORIES)[number];

/** Human wording of each category, as shown to users. */
export const THING_CATEGORY_LABELS: Record<ThingCategory, string> = {
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

export const INDICATOR_PARAMETERS = ['WATER', 'TEMPERATURE', 'PH', 'CONDUCTIVITY'] as const;
export type IndicatorParameter = (typeof INDICATOR_PARAMETERS)[number];

export const DEVICE_MODELS = ['LSE01', 'LSPH01', 'THE_THINGS_UNO'] as const;
export type DeviceModel = (typeof DEVICE_MODELS)[number];

export const ACTION_TYPES = [
  'CREATED',
  'SHARE',
  'EDUCATION',
  'MEASUREMENT',
  'WATERING',
  'LITTER_CLEANUP',
  'UPKEEP',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const BADGE_TYPES = [
  'signin',
  'created',
  'littercleanup',
  'share',
  'watering',
  'education',
  'upkeep',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const ROLES = ['bk_anonymous', 'bk_user', 'bk_admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Spec §3/§4: logged in means the role is neither empty nor bk_anonymous. */
export function isLoggedInRole(role: string | null | undefined): boolean {
  return !!role && role !== 'bk_anonymous';
}
