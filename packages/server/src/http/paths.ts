// Every path the server answers, in one place (the app owns all the others).
import { PUBLIC_GRAPHQL_PATH, WIDGETS_PATH } from '@bloomkeep/schema';

export const HEALTH_PATH = '/healthz';
export const GRAPHQL_PATH = '/graphql';
/** Development only (GraphiQL). */
export const GRAPHIQL_PATH = '/graphiql';
export const UPLOAD_PATH = '/upload';
/** Stored images: /files/<key>. */
export const FILES_PREFIX = '/files/';
export const DEV_MAILBOX_PATH = '/dev/mailbox';
/** The app build's hashed assets. */
export const ASSETS_PREFIX = '/assets/';
/** The Things Stack v3 uplink webhook (integrations.md). */
export const TTN_UPLINK_PATH = '/ttn/uplink';
/** The header that carries the webhook secret; set it on the TTS webhook as an additional header. */
export const TTN_WEBHOOK_HEADER = 'x-bloomkeep-webhook-secret';
/** The daily digest's one-click unsubscribe (GET: a confirm page; POST: unsubscribe, RFC 8058). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

// Partners (decision 0142). The paths partners paste come from @bloomkeep/schema (embeds.ts,
// publicApi.ts); these are the server's side of them.
/** The public read API (GET, any origin) and its subscription (WebSocket): http/publicGraphql.ts. */
export { PUBLIC_GRAPHQL_PATH };
/** The widget script's build (packages/widgets/dist): http/widgets.ts. */
export const WIDGETS_PREFIX = WIDGETS_PATH;
/** Server-rendered card and badges markup for the widgets: http/widgetFragments.ts. */
export const WIDGET_FRAGMENTS_PREFIX = `${WIDGETS_PATH}fragments/`;
/** The iframe pages (/embed/things/map, /embed/things/{id}, /embed/users/{username}/badges): http/embeds.ts. */
export const EMBED_PREFIX = '/embed/';
/** oEmbed for thing pages: http/embeds.ts. */
export const OEMBED_PATH = '/oembed';
