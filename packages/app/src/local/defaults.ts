// Defaults of the state kept in this browser (spec §9): client-only.

export type ListLayout = 'list' | 'tiles';
export const DEFAULT_THING_LAYOUT: ListLayout = 'list';
export const DEFAULT_GROUP_LAYOUT: ListLayout = 'tiles';
export const DEFAULT_DEVICE_LAYOUT: ListLayout = 'tiles';
export const DEFAULT_SORT = 'NAME_ASC' as const;

/** How many recently viewed things are remembered. */
export const RECENT_THINGS_LIMIT = 50;
