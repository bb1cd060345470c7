// Live updates (spec §4, §7): thingUpdated over graphql-ws yields the thing, re-read
// under the subscriber's own claims, and what happened to it. A private thing yields
// nothing to strangers, and a bad token closes the socket with 4401.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const users: Record<string, string> = {};
const tokens: Record<string, string> = {};
let privateThingId = '';
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name) values
       ('live_owner', 'Olive Owner'), ('live_stranger', 'Sid Stranger')
     returning id, username`,
  );
  for (const row of rows) {
    users[row.username.slice(5)] = row.id;
    tokens[row.username.slice(5)] = mintJwt({ role: 'bk_user', userId: row.id });
  }
  privateThingId = (
    await insertThing(server, {
      name: 'Live private planter',
      ownerId: users.owner!,
      isPublic: false,
    })
  ).id;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server?.close();
});

function wsClient(token?: string, onClosed?: (code: number) => void) {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    on: { closed: (event) => onClosed?.((event as { code: number }).code) },
  });
  clients.push(client);
  return client;
}

const THING_UPDATED = `subscription ($id: UUID!) {
  thingUpdated(id: $id) { event thing { name water indicatorColour } }
}`;

interface Update {
  data?: {
    thingUpdated: { event: string; thing: { water: number; indicatorColour: string } | null };
  };
  errors?: Array<{ message: string }>;
}

/** Subscribe, wait until the server listens, then run `act` and return the first result. */
async function firstUpdate(
  client: Client,
  id: string,
  act: () => Promise<unknown>,
  query = THING_UPDATED,
): Promise<Update> {
  const iterator = client.iterate<Update['data']>({ query, variables: { id } });
  const next = iterator.next();
  // LISTEN is set up asynchronously after the subscribe message; poll the notification
  // until a result arrives (each act is idempotent to repeat).
  let result: IteratorResult<Update> | undefined;
  next.then((value) => (result = value as IteratorResult<Update>)).catch(() => undefined);
  for (let attempt = 0; attempt < 50 && !result; attempt++) {
    await act();
    await Promise.race([next.catch(() => undefined), new Promise((r) => setTimeout(r, 100))]);
  }
  const value = (await next) as IteratorResult<Update>;
  await iterator.return?.();
  return value.value;
}

describe('thingUpdated', () => {
  it('tells the owner of a new reading, with the colour it gives', async () => {
    let water = 12;
    const update = await firstUpdate(wsClient(tokens.owner), privateThingId, () =>
      server.sql(
        `update app_public.things set water = $2, last_sensor_data = now() where id = $1`,
        [privateThingId, water++],
      ),
    );
    expect(update.errors).toBeUndefined();
    expect(update.data!.thingUpdated.event).toBe('SENSOR_DATA');
    expect(update.data!.thingUpdated.thing!.indicatorColour).toBe('RED');
  });

  it('tells the owner that an action was recorded', async () => {
    const update = await firstUpdate(wsClient(tokens.owner), privateThingId, () =>
      server.sql(
        `insert into app_public.actions (thing_id, creator_id, type) values ($1, $2, 'UPKEEP')`,
        [privateThingId, users.owner],
      ),
    );
    expect(update.data!.thingUpdated.event).toBe('ACTION_RECORDED');
  });

  it('refuses a stranger a private thing, and sends them nothing', async () => {
    const update = await firstUpdate(wsClient(tokens.stranger), privateThingId, () =>
      server.sql(
        `update app_public.things set water = 50, last_sensor_data = now() where id = $1`,
        [privateThingId],
      ),
    ).catch((errors: unknown): Update => ({ errors: errors as Update['errors'] }));
    expect(update.data?.thingUpdated?.thing ?? null).toBeNull();
    expect(JSON.stringify(update.errors)).toContain('No such thing');
  });

  it('gives many guests and the owner of a public thing every reading, each as they may see it', async () => {
    // One notification wakes every subscriber; the guests share one computation of it
    // (sharedStreams.ts). Each must still hear the thing under their own claims, and none may be
    // left with data from before the last change: after a burst of readings, everyone's last
    // event has the last.
    const publicThingId = (
      await insertThing(server, { name: 'Busy public bed', ownerId: users.owner!, isPublic: true })
    ).id;
    const query = `subscription ($id: UUID!) {
      thingUpdated(id: $id) { event thing { water canEdit } }
    }`;
    type Event = { thingUpdated: { thing: { water: number; canEdit: boolean } } };
    const subscribers = [tokens.owner, ...Array.from({ length: 20 }, () => undefined)];
    const heard = subscribers.map(() => [] as Event[]);
    const stops = subscribers.map((token, i) =>
      wsClient(token).subscribe<Event>(
        { query, variables: { id: publicThingId } },
        {
          next: (result) => heard[i]!.push(result.data!),
          error: () => undefined,
          complete: () => undefined,
        },
      ),
    );
    const reading = (water: number) =>
      server.sql(
        `update app_public.things set water = $2, last_sensor_data = now() where id = $1`,
        [publicThingId, water],
      );
    // Everyone is listening once everyone has heard something.
    for (let attempt = 0; attempt < 50 && heard.some((events) => events.length === 0); attempt++) {
      await reading(1);
      await new Promise((r) => setTimeout(r, 100));
    }
    // A burst: 29 readings committed a millisecond apart, so that one reading's event is still
    // being computed when the next is announced.
    await server.sql(
      `do $$ begin
         for w in 2..30 loop
           update app_public.things set water = w, last_sensor_data = now() where id = '${publicThingId}';
           commit;
           perform pg_sleep(0.001);
         end loop;
       end $$`,
    );
    const last = (events: Event[]) => events.at(-1)?.thingUpdated.thing.water;
    for (let wait = 0; wait < 100 && heard.some((events) => last(events) !== 30); wait++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const stop of stops) stop();
    expect(heard.map(last)).toEqual(subscribers.map(() => 30));
    expect(heard[0]!.every((event) => event.thingUpdated.thing.canEdit)).toBe(true);
    expect(
      heard
        .slice(1)
        .flat()
        .some((event) => event.thingUpdated.thing.canEdit),
    ).toBe(false);
  });

  it('gives two guests who ask for different fields each their own fields', async () => {
    // Guests share a computation only when they ask the same question (sharedStreams.ts).
    const thingId = (
      await insertThing(server, {
        name: 'Two questions bed',
        ownerId: users.owner!,
        isPublic: true,
      })
    ).id;
    const ask = (fields: string) =>
      firstUpdate(
        wsClient(),
        thingId,
        () =>
          server.sql(
            `update app_public.things set water = 41, last_sensor_data = now() where id = $1`,
            [thingId],
          ),
        `subscription ($id: UUID!) { thingUpdated(id: $id) { thing { ${fields} } } }`,
      ).then((update) => update.data!.thingUpdated.thing);
    const [water, name] = await Promise.all([ask('water'), ask('name')]);
    expect(water).toEqual({ water: 41 });
    expect(name).toEqual({ name: 'Two questions bed' });
  });

  it('closes the socket with 4401 for a bad token', async () => {
    let closedWith: number | undefined;
    const client = wsClient('not-a-token', (code) => (closedWith = code));
    await expect(firstUpdate(client, privateThingId, async () => undefined)).rejects.toBeTruthy();
    expect(closedWith).toBe(4401);
  });
});
