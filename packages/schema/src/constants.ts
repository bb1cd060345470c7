// Business constants and limits of spec §9.

export const NOTIFICATION_TIMEOUT_MS = 5000;
export const DIALOG_TRANSITION_MS = 300;
export const GEOLOCATION_TIMEOUT_MS = 30000;

export const SENSOR_HISTORY_LIMIT = 10000;
export const LAST_SENSOR_DATA_LIMIT = 1;
export const THING_ACTION_HISTORY_LIMIT = 100;
export const RECENT_THINGS_LIMIT = 50;

export const RECONNECT_ATTEMPTS = 5;
/** Close codes after which the subscription socket is not retried (spec §4). */
export const NON_RETRY_CLOSE_CODES = [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429] as const;

/**
 * Delay before reconnect attempt `attempt` (0-based): 2^attempt seconds plus
 * 0.3 to 3 seconds of randomness (spec §9). `random` is injectable for tests.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const jitterSeconds = 0.3 + random() * 2.7;
  return Math.round((2 ** attempt + jitterSeconds) * 1000);
}

export const BREAKPOINTS = { small: 600, medium: 1024, large: 1440, xlarge: 1920 } as const;

export type ListLayout = 'list' | 'tiles';
export const DEFAULT_THING_LAYOUT: ListLayout = 'list';
export const DEFAULT_GROUP_LAYOUT: ListLayout = 'tiles';
export const DEFAULT_DEVICE_LAYOUT: ListLayout = 'tiles';
export const DEFAULT_SORT = 'NAME_ASC' as const;

/** localStorage key holding the client auth state (spec §3). */
export const AUTH_STORAGE_KEY = 'auth';

/** Audience claim every Bloomkeep JWT carries and the server requires. */
export const JWT_AUDIENCE = 'bloomkeep';
