// Business constants and limits of spec §9 that more than one package uses.
// Constants only the app uses live in the app (packages/app/src/relay/reconnect.ts,
// auth/authStore.ts, local/defaults.ts); the kit's breakpoints live in the kit.

/** How long a notification (toast) stays up: the kit's Toast and the app. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
/** How long to wait for the browser's position: the kit's LocationPicker and the app. */
export const GEOLOCATION_TIMEOUT_MS = 30000;

/** Page limits of the API's lists (spec §9), for the server's limits and the app's queries. */
export const SENSOR_HISTORY_LIMIT = 10000;
export const LAST_SENSOR_DATA_LIMIT = 1;
export const THING_ACTION_HISTORY_LIMIT = 100;

/** Audience claim every Bloomkeep JWT carries and the server requires. */
export const JWT_AUDIENCE = 'bloomkeep';

/**
 * A deleted thing is hidden at once and can be restored (undo) for this long; then a
 * job purges it for good. SQL twin: app_private.thing_undo_window() (migration 0009).
 */
export const THING_UNDO_SECONDS = 600;
/** How long the "… was deleted. Undo" notification stays up (well inside THING_UNDO_SECONDS). */
export const UNDO_NOTIFICATION_MS = 15000;
/**
 * A thing watered within this many hours goes below the others in the home page's "need water"
 * list (still listed): its soil reading may lag the watering. SQL twin:
 * app_hidden.watered_recently_interval() (migration 0011), held to this by needs-water.test.ts.
 */
export const WATERED_RECENTLY_HOURS = 12;
