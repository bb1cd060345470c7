// The public read API partners' widgets use (issue 14, decision 0142): a few read-only
// GraphQL operations, known by name and version, answered to any origin at
// GET /graphql/public?documentId=<id>&variables=<json> (and the one subscription over
// graphql-ws at /graphql/public), always as a guest: whatever token comes with a request,
// these run as bk_anonymous, so row-level security gives partners public data only.
// Mutations and any other text or id are never answered there; /graphql sends no CORS
// headers and refuses other origins, so a partner's page cannot reach it.

export interface PublicOperation {
  /** The document id sent as `documentId`. */
  id: string;
  kind: 'query' | 'subscription';
  /** The operation's text, run exactly as written. */
  text: string;
  /** How long a public cache may keep the answer (Cache-Control max-age), in seconds. */
  maxAgeSeconds: number;
}

const operation = (op: PublicOperation) => Object.freeze(op);

/** The public operations by what partners use them for. */
export const PUBLIC_OPERATIONS = Object.freeze({
  /** The public things in a map box, coloured by indicator (the thing map widget). */
  thingsInView: operation({
    id: 'public.thingsInView.v1',
    kind: 'query',
    maxAgeSeconds: 30,
    text: `query PublicThingsInView($west: Float!, $south: Float!, $east: Float!, $north: Float!, $zoom: Float!, $categories: [ThingCategory]!, $allCategories: Boolean!) {
  mapFeatures(west: $west, south: $south, east: $east, north: $north, zoom: $zoom, thingCategories: $categories, allThings: $allCategories, devices: false, gateways: false) {
    truncated
    points { kind id name category x y indicatorColour lastActionType lastActionAt }
    clusters { kind x y count blue green orange red grey }
  }
}`,
  }),
  /** One public thing as its card shows it (the thing card widget). */
  thingCard: operation({
    id: 'public.thingCard.v1',
    kind: 'query',
    maxAgeSeconds: 15,
    text: `query PublicThingCard($id: UUID!) {
  thingById(id: $id) {
    id name category description isPublic createdAt
    indicatorColour indicatorParameter water lastSensorData thumbnail
    actions(first: 1) { nodes { type createdAt } }
  }
}`,
  }),
  /** A public thing's live readings (the thing card widget, over graphql-ws). */
  thingUpdated: operation({
    id: 'public.thingUpdated.v1',
    kind: 'subscription',
    maxAgeSeconds: 0,
    text: `subscription PublicThingUpdated($id: UUID!) {
  thingUpdated(id: $id) {
    event
    thing {
      id indicatorColour water lastSensorData
      actions(first: 1) { nodes { type createdAt } }
    }
  }
}`,
  }),
  /** A user's badges, when they chose to show them on partner sites (the badges widget). */
  badges: operation({
    id: 'public.badges.v1',
    kind: 'query',
    maxAgeSeconds: 300,
    text: `query PublicBadges($username: String!) {
  partnerBadgesShown(username: $username)
  partnerBadges(username: $username) { nodes { badgeType level title description awardedAt } }
}`,
  }),
} satisfies Record<string, PublicOperation>);

export type PublicOperationName = keyof typeof PUBLIC_OPERATIONS;

const byId = new Map<string, PublicOperation>(
  Object.values(PUBLIC_OPERATIONS).map((op) => [op.id, op]),
);

/** The public operation with this document id, or undefined. */
export function publicOperation(id: unknown): PublicOperation | undefined {
  return typeof id === 'string' ? byId.get(id) : undefined;
}

/** Where partners' requests go (relative to the API's origin). */
export const PUBLIC_GRAPHQL_PATH = '/graphql/public';
