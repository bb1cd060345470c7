// The public read API partners' widgets use (decision 0142, http/publicGraphql.ts): the public
// operations of @bloomkeep/schema by document id over GET and their subscription over
// graphql-ws, always as a guest, with CORS for any origin, the operation's cache age and a
// per-address budget. Everything else (text, other ids, mutations, other methods, broken
// variables) is a clear 4xx. Real HTTP, real PostgreSQL.
import { createClient, type Client } from 'graphql-ws';
import { PUBLIC_OPERATIONS } from '@bloomkeep/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let ownerToken = '';
let ownerId = '';
let publicThingId = '';
let privateThingId = '';
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const [owner] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name, badges_on_partner_sites)
     values ('pub_owner', 'Pat Owner', true) returning id`,
  );
  ownerId = owner!.id;
  ownerToken = mintJwt({ role: 'bk_user', userId: ownerId });
  await server.sql(
    `insert into app_public.users (username, name) values ('pub_shy', 'Shy Steward')`,
  );
  publicThingId = (
    await insertThing(server, { name: 'Quay bee cafe', ownerId, category: 'BEECAFE' })
  ).id;
  privateThingId = (
    await insertThing(server, { name: 'Back garden planter', ownerId, isPublic: false })
  ).id;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

function publicUrl(params: Record<string, string>): string {
  return `${server.url}/graphql/public?${new URLSearchParams(params)}`;
}

async function get(params: Record<string, string>, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(publicUrl(params), {
    ...init,
    headers: { accept: 'application/graphql-response+json, application/json', ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Answer['body']) : {},
  };
}

const thingCard = (id: string, init?: RequestInit) =>
  get({ documentId: PUBLIC_OPERATIONS.thingCard.id, variables: JSON.stringify({ id }) }, init);

/** Around the test things (helpers.ts insertThing places them at Totnes). */
const TOTNES = { west: -3.75, south: 50.4, east: -3.6, north: 50.46, zoom: 14 };
const WORLD = { west: -180, south: -85, east: 180, north: 85, zoom: 0 };

describe('GET /graphql/public', () => {
  it('answers a public query by its id, to any origin, cached for the operation’s age', async () => {
    const answer = await thingCard(publicThingId, {
      headers: { origin: 'https://partner.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({
      thingById: { id: publicThingId, name: 'Quay bee cafe', category: 'BEECAFE', isPublic: true },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe(
      `public, max-age=${PUBLIC_OPERATIONS.thingCard.maxAgeSeconds}`,
    );
  });

  it('runs as a guest whatever token comes: the owner’s private thing stays hidden', async () => {
    const withToken = await thingCard(privateThingId, {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(withToken.status).toBe(200);
    expect(withToken.body.data).toEqual({ thingById: null });
    // Through /graphql the same token does see it: the token is valid, the public API ignores it.
    const app = await server.gql<{ thingById: { name: string } | null }>(
      `query ($id: UUID!) { thingById(id: $id) { name } }`,
      { id: privateThingId },
      ownerToken,
    );
    expect(app.data?.thingById?.name).toBe('Back garden planter');
    // A token that is not even valid changes nothing either (no 401: it is not read).
    const bogus = await thingCard(publicThingId, { headers: { authorization: 'Bearer nonsense' } });
    expect(bogus.status).toBe(200);
  });

  it('gives the map public things only', async () => {
    const answer = await get({
      documentId: PUBLIC_OPERATIONS.thingsInView.id,
      variables: JSON.stringify({ ...TOTNES, categories: [], allCategories: true }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(
      `public, max-age=${PUBLIC_OPERATIONS.thingsInView.maxAgeSeconds}`,
    );
    const features = answer.body.data!.mapFeatures as {
      points: Array<{ id: string; name: string }>;
      clusters: unknown[];
    };
    const names = features.points.map((point) => point.name);
    expect(names).toContain('Quay bee cafe');
    expect(names).not.toContain('Back garden planter');
  });

  it('answers the whole world at the widest zoom without trouble', async () => {
    const answer = await get({
      documentId: PUBLIC_OPERATIONS.thingsInView.id,
      variables: JSON.stringify({ ...WORLD, categories: ['BEECAFE'], allCategories: false }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('shows badges only for people who opted in, and an unknown name like one who has not', async () => {
    await server.sql(
      `insert into app_public.user_badges (user_id, badge_type_id)
       select $1, id from app_public.badge_types where is_active order by id limit 1
       on conflict do nothing`,
      [ownerId],
    );
    const badges = (username: string) =>
      get({ documentId: PUBLIC_OPERATIONS.badges.id, variables: JSON.stringify({ username }) });
    const shown = await badges('pub_owner');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=300');
    expect(shown.body.data).toMatchObject({ partnerBadgesShown: true });
    expect((shown.body.data!.partnerBadges as { nodes: unknown[] }).nodes.length).toBeGreaterThan(
      0,
    );
    const shy = await badges('pub_shy');
    const unknown = await badges('nobody_at_all');
    const sqlish = await badges("x' or '1'='1");
    expect(shy.body).toEqual({ data: { partnerBadgesShown: false, partnerBadges: { nodes: [] } } });
    expect(unknown.body).toEqual(shy.body);
    expect(sqlish.body).toEqual(shy.body);
  });

  it('answers the preflight for GET only, and names no Authorization', async () => {
    const response = await fetch(`${server.url}/graphql/public`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-allow-headers')).not.toMatch(/authorization/i);
  });
});

describe('what the public API refuses', () => {
  const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

  it('query text, alone or with an id', async () => {
    const text = await get({ query: '{ __typename }' });
    expect(text.status).toBe(400);
    expect(codeOf(text)).toBe('PUBLIC_ONLY');
    expect(text.headers.get('access-control-allow-origin')).toBe('*');
    expect(text.headers.get('cache-control')).not.toMatch(/public/);
    const both = await get({
      documentId: PUBLIC_OPERATIONS.thingCard.id,
      query: 'query { currentUser { email } }',
      variables: JSON.stringify({ id: publicThingId }),
    });
    expect(both.status).toBe(400);
    expect(codeOf(both)).toBe('PUBLIC_ONLY');
  });

  it('an unknown document id, including the app’s own persisted ones', async () => {
    for (const documentId of [
      'public.thingCard.v9',
      'deadbeef'.repeat(8),
      '',
      '../../etc/passwd',
    ]) {
      const answer = await get({ documentId });
      expect(answer.status, documentId).toBe(400);
      expect(codeOf(answer)).toBe('PUBLIC_ONLY');
    }
    expect((await get({})).status).toBe(400);
  });

  it('the subscription over GET', async () => {
    const answer = await get({
      documentId: PUBLIC_OPERATIONS.thingUpdated.id,
      variables: JSON.stringify({ id: publicThingId }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/WebSocket/);
  });

  it('a mutation, whichever way it is sent', async () => {
    const mutation =
      'mutation { register(input: {username: "x", email: "x@example.com"}) { clientMutationId } }';
    const post = await fetch(`${server.url}/graphql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
      body: JSON.stringify({ query: mutation }),
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const persisted = await fetch(`${server.url}/graphql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: PUBLIC_OPERATIONS.thingCard.id, variables: {} }),
    });
    expect(persisted.status).toBe(405);
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      expect((await fetch(`${server.url}/graphql/public`, { method })).status).toBe(405);
    }
    const inGet = await get({ query: mutation });
    expect(inGet.status).toBe(400);
  });

  it('variables that are not a JSON object, or do not fit the operation', async () => {
    for (const variables of ['{', 'not json', '[1,2]', '"a string"', '42']) {
      const answer = await get({ documentId: PUBLIC_OPERATIONS.thingCard.id, variables });
      expect(answer.status, variables).toBe(400);
      expect(codeOf(answer)).toBe('BAD_VARIABLES');
    }
    const wrongType = await get({
      documentId: PUBLIC_OPERATIONS.thingCard.id,
      variables: JSON.stringify({ id: "1' or '1'='1" }),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data ?? null).toBeNull();
    const missing = await get({ documentId: PUBLIC_OPERATIONS.thingCard.id });
    expect(missing.status).toBe(400);
    const outOfRange = await get({
      documentId: PUBLIC_OPERATIONS.thingsInView.id,
      variables: JSON.stringify({
        ...WORLD,
        zoom: 'huge',
        categories: ['NOT_A_CATEGORY'],
        allCategories: false,
      }),
    });
    expect(outOfRange.status).toBe(400);
  });

  it('a map box too large for its zoom, before the database is asked', async () => {
    for (const box of [
      { ...WORLD, zoom: 18 },
      { ...TOTNES, zoom: 99 },
      { ...TOTNES, south: 50.5, north: 50.4 },
      { ...TOTNES, west: -1e308, east: 1e308 },
    ]) {
      const answer = await get({
        documentId: PUBLIC_OPERATIONS.thingsInView.id,
        variables: JSON.stringify({ ...box, categories: [], allCategories: true }),
      });
      expect(answer.status, JSON.stringify(box)).toBe(400);
      expect(codeOf(answer)).toBe('BAD_VARIABLES');
      expect(answer.body.errors?.[0]?.message).toMatch(/map box|Zoom|South|Longitudes/);
    }
  });

  it('variables too large for a URL, without holding the server', async () => {
    const huge = JSON.stringify({ id: publicThingId, pad: 'x'.repeat(100_000) });
    const response = await fetch(
      publicUrl({ documentId: PUBLIC_OPERATIONS.thingCard.id, variables: huge }),
    );
    expect(response.status).toBe(431);
    // The server still answers.
    expect((await thingCard(publicThingId)).status).toBe(200);
  });
});

describe('the public subscription over graphql-ws', () => {
  function publicClient(connectionParams: Record<string, unknown> = {}) {
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql/public`,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  /** The first result of a subscription, with `act` repeated until one arrives. */
  async function first(
    client: Client,
    payload: Record<string, unknown>,
    act: () => Promise<unknown> = async () => {},
  ): Promise<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }> {
    const iterator = client.iterate(payload as never);
    const next = iterator.next();
    let done = false;
    next.then(() => (done = true)).catch(() => (done = true));
    for (let attempt = 0; attempt < 50 && !done; attempt++) {
      await act();
      await Promise.race([next.catch(() => undefined), new Promise((r) => setTimeout(r, 100))]);
    }
    try {
      const value = await next;
      await iterator.return?.();
      return value.value as never;
    } catch (errors) {
      return { errors: errors as Array<{ message: string }> };
    }
  }

  it('sends a public thing’s updates to a guest, by the subscription’s id', async () => {
    let water = 30;
    const update = await first(
      publicClient(),
      {
        query: '',
        documentId: PUBLIC_OPERATIONS.thingUpdated.id,
        variables: { id: publicThingId },
      },
      () =>
        server.sql(
          `update app_public.things set water = $2, last_sensor_data = now() where id = $1`,
          [publicThingId, water++],
        ),
    );
    expect(update.errors).toBeUndefined();
    expect(update.data).toMatchObject({
      thingUpdated: { event: 'SENSOR_DATA', thing: { id: publicThingId } },
    });
  });

  it('gives a private thing’s updates to nobody, even with the owner’s token', async () => {
    const update = await first(
      publicClient({ authorization: `Bearer ${ownerToken}` }),
      {
        query: '',
        documentId: PUBLIC_OPERATIONS.thingUpdated.id,
        variables: { id: privateThingId },
      },
      () =>
        server.sql(
          `update app_public.things set water = 51, last_sensor_data = now() where id = $1`,
          [privateThingId],
        ),
    );
    expect(update.data?.thingUpdated ?? null).toBeNull();
    expect(update.errors?.length).toBeGreaterThan(0);
  });

  it('refuses text, queries and unknown ids over the socket', async () => {
    const client = publicClient();
    const text = await first(client, {
      query: `subscription { thingUpdated(id: "${publicThingId}") { event } }`,
    });
    expect(text.errors?.[0]?.message).toMatch(/documentId/);
    const query = await first(client, {
      query: '',
      documentId: PUBLIC_OPERATIONS.thingCard.id,
      variables: { id: publicThingId },
    });
    expect(query.errors?.[0]?.message).toMatch(/Only the public subscription/);
    const unknown = await first(client, { query: '', documentId: 'public.nothing.v1' });
    expect(unknown.errors?.[0]?.message).toMatch(/Unknown documentId/);
  });
});

describe('the per-address budget', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ trustProxy: true, api: { publicRateLimit: 3 } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  const ask = (address: string) =>
    fetch(
      `${limited.url}/graphql/public?${new URLSearchParams({
        documentId: PUBLIC_OPERATIONS.badges.id,
        variables: JSON.stringify({ username: 'anyone' }),
      })}`,
      { headers: { 'x-forwarded-for': address } },
    );

  it('answers 429 with Retry-After past the limit, per address, and CORS so widgets can read it', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('203.0.113.7')).status).toBe(200);
    const refused = await ask('203.0.113.7');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await refused.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('RATEL');
    // Another address has its own budget.
    expect((await ask('198.51.100.9')).status).toBe(200);
  });

  it('counts socket upgrades too', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 3; i++) await ask(address);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(
        `${limited.url.replace(/^http/, 'ws')}/graphql/public`,
        'graphql-transport-ws',
        {
          headers: { 'x-forwarded-for': address },
        },
      );
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', reject);
    });
    expect(status).toBe(429);
  });
});
