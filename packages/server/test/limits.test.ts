// A server that no single request can stall (issue 9 §3): page sizes, query cost,
// statement timeout, persisted operations and introspection in production, and
// /healthz answering while the heaviest allowed queries run.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ERRORS } from '@bloomkeep/schema';
import type pg from 'pg';
import { buildSchema, parse } from 'postgraphile/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type ApiSettings } from '../src/config.ts';
import { DEFAULT_LIMITS, measureOperation } from '../src/graphile/plugins/cost.ts';
import { createServer, type RunningServer } from '../src/server.ts';
import { createTestDatabase, TEST_JWT_SECRET, type TestDatabase, ownerPool } from './helpers.ts';

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; exception?: { errcode?: string }; limit?: number };
  }>;
}

async function post(server: RunningServer, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

const gql = (server: RunningServer, query: string, variables?: Record<string, unknown>) =>
  post(server, { query, variables });

const THINGS = 210;
/** The printed schema: enough to measure costs (test_sleep is not in it: it counts 1). */
const schema = buildSchema(
  readFileSync(path.join(REPO_ROOT, 'packages/schema/schema.graphql'), 'utf8'),
);
let db: TestDatabase;
let owner: pg.Pool;
let dev: RunningServer;
const servers: RunningServer[] = [];
const folder = mkdtempSync(path.join(os.tmpdir(), 'bloomkeep-limits-'));

async function start(options: { production?: boolean; api?: Partial<ApiSettings> } = {}) {
  const server = await createServer({
    authDatabaseUrl: db.authUrl,
    jwtSecret: TEST_JWT_SECRET,
    port: 0,
    production: options.production ?? false,
    api: {
      persistedOperationsFile: path.join(folder, 'missing.json'),
      ...options.api,
    },
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  db = await createTestDatabase();
  owner = ownerPool(db.ownerUrl, 2);
  // A statement that takes as long as it is asked to: the slow query the timeout must cut.
  await owner.query(`
    create function app_public.test_sleep(seconds float8) returns integer
      language sql stable as $$ select 1 from pg_sleep(seconds) $$;
    grant execute on function app_public.test_sleep(float8) to bk_anonymous;
    insert into app_public.things (name, category, location, is_public)
      select 'Thing ' || g, 'BENCH', point(-3.684, 50.431), true
      from generate_series(1, ${THINGS}) g;
  `);
  dev = await start();
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await owner?.end();
  await db?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** `count` aliases of the largest page of things, each with `fields`. */
function aliasedPages(count: number, fields = 'id name category isPublic'): string {
  const aliases = Array.from(
    { length: count },
    (_, i) => `a${i}: allThings(first: 200) { nodes { ${fields} } }`,
  );
  return `{ ${aliases.join('\n')} }`;
}

async function userCount(username: string): Promise<number> {
  const { rows } = await owner.query<{ n: number }>(
    'select count(*)::int as n from app_public.users where username = $1',
    [username],
  );
  return rows[0]!.n;
}

/** A signUp whose payload asks for `query`: refused requests must not create the user. */
function signUpAsking(username: string, query: string): string {
  return `mutation {
    signUp(input: { name: "Pat", username: "${username}", email: "${username}@example.org",
                    password: "Correct-Horse-9" }) {
      query { ${query} }
    }
  }`;
}

describe('page sizes', () => {
  it('refuses first or last over 200 with the limit in the message', async () => {
    for (const arg of ['first', 'last']) {
      const answer = await gql(dev, `{ allThings(${arg}: 201) { nodes { id } } }`);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0]!.message).toContain(`\`${arg}\` on Query.allThings`);
      expect(answer.errors![0]!.message).toContain('200');
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'PAGESZ', limit: 200 });
    }
  });

  it('serves a page of 200', async () => {
    const answer = await gql(dev, '{ allThings(first: 200) { nodes { id } } }');
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.allThings as { nodes: unknown[] }).nodes).toHaveLength(200);
  });

  it('treats a nested page size over the limit the same, given as a variable', async () => {
    const answer = await gql(
      dev,
      'query ($n: Int) { allThings(first: 1) { nodes { actions(first: $n) { totalCount } } } }',
      { n: 500 },
    );
    expect(answer.errors![0]!.message).toContain('Thing.actions');
    expect(answer.errors![0]!.extensions?.code).toBe('PAGESZ');
  });

  it('checks the same document again for other variables, however often it passed', async () => {
    const query = 'query ($n: Int) { allThings(first: $n) { nodes { id } } }';
    for (let i = 0; i < 3; i++) {
      const allowed = await gql(dev, query, { n: 2 });
      expect(allowed.errors).toBeUndefined();
      expect((allowed.data!.allThings as { nodes: unknown[] }).nodes).toHaveLength(2);
    }
    const refused = await gql(dev, query, { n: 201 });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'PAGESZ', limit: 200 });
    // Also under another operation name in the same text.
    const named = `${query.replace('query', 'query Small')}\n${query.replace('query', 'query Large')}`;
    const small = await post(dev, { query: named, operationName: 'Small', variables: { n: 2 } });
    expect(small.errors).toBeUndefined();
    const large = await post(dev, { query: named, operationName: 'Large', variables: { n: 201 } });
    expect(large.errors![0]!.extensions).toMatchObject({ code: 'PAGESZ' });
  });

  it('answers one page, not every row, when first is missing or null', async () => {
    for (const query of [
      '{ allThings { totalCount pageInfo { hasNextPage } nodes { id } } }',
      '{ allThings(first: null) { totalCount pageInfo { hasNextPage } nodes { id } } }',
    ]) {
      const answer = await gql(dev, query);
      expect(answer.errors).toBeUndefined();
      const things = answer.data!.allThings as {
        totalCount: number;
        pageInfo: { hasNextPage: boolean };
        nodes: unknown[];
      };
      expect(things.totalCount).toBe(THINGS);
      expect(things.nodes).toHaveLength(200);
      expect(things.pageInfo.hasNextPage).toBe(true);
    }
  });

  it('still pages backwards with last alone', async () => {
    const answer = await gql(dev, '{ allThings(last: 3, orderBy: [NAME_ASC]) { nodes { name } } }');
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.allThings as { nodes: unknown[] }).nodes).toHaveLength(3);
  });

  it('refuses before execution: a refused mutation changes nothing', async () => {
    const username = `pager${randomBytes(3).toString('hex')}`;
    const answer = await gql(dev, signUpAsking(username, 'allThings(first: 1000) { totalCount }'));
    expect(answer.errors![0]!.extensions?.code).toBe('PAGESZ');
    expect(await userCount(username)).toBe(0);
  });
});

describe('query cost', () => {
  it('allows 31 aliased full pages (cost just under the limit)', async () => {
    const query = aliasedPages(31);
    const { cost } = measureOperation(schema, parse(query), undefined, {}, DEFAULT_LIMITS);
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    const answer = await gql(dev, query);
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data!)).toHaveLength(31);
  });

  it('refuses 40 aliases, counted through fragments too, with the limit in the message', async () => {
    const direct = aliasedPages(40);
    const viaFragments = `
      { ${Array.from({ length: 40 }, (_, i) => `a${i}: allThings(first: 200) { ...Page }`).join('\n')} }
      fragment Page on ThingsConnection { nodes { ...Fields } }
      fragment Fields on Thing { id name category isPublic }`;
    for (const query of [direct, viaFragments]) {
      const answer = await gql(dev, query);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0]!.message).toMatch(/too large.*limit is 25000/);
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'COSTLY', limit: 25000 });
    }
  });

  it('refuses nested lists before execution: the mutation does not happen', async () => {
    const username = `nester${randomBytes(3).toString('hex')}`;
    const answer = await gql(
      dev,
      signUpAsking(
        username,
        'allThings(first: 200) { nodes { actions(first: 200) { nodes { id } } } }',
      ),
    );
    expect(answer.errors![0]!.extensions?.code).toBe('COSTLY');
    expect(answer.errors![0]!.message).toContain('limit is 25000');
    expect(await userCount(username)).toBe(0);
  });
});

describe('statement timeout', () => {
  it('cuts a slow statement and answers with the catalogue message', async () => {
    const server = await start({ api: { statementTimeoutMs: 200 } });
    const answer = await gql(server, '{ testSleep(seconds: 5) }');
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]!.message).toBe(SERVER_ERRORS.TIMEO);
    expect(answer.errors![0]!.extensions?.exception?.errcode).toBe('TIMEO');
    // The same statement within the limit runs.
    expect((await gql(server, '{ testSleep(seconds: 0.01) }')).data).toEqual({ testSleep: 1 });
  });
});

describe('persisted operations and introspection', () => {
  const THINGS_QUERY =
    'query Names { allThings(first: 2, orderBy: [NAME_ASC]) { nodes { name } } }';
  const INTROSPECTION = 'query Intro { __schema { queryType { name } } }';
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  let file: string;

  beforeAll(() => {
    // The shape relay-compiler's persistConfig writes.
    file = path.join(folder, 'persisted-queries.json');
    writeFileSync(
      file,
      JSON.stringify({ [md5(THINGS_QUERY)]: THINGS_QUERY, [md5(INTROSPECTION)]: INTROSPECTION }),
    );
  });

  const names = { allThings: { nodes: [{ name: 'Thing 1' }, { name: 'Thing 10' }] } };

  it('in production, accepts known operations and refuses other text and unknown ids', async () => {
    const server = await start({ production: true, api: { persistedOperationsFile: file } });
    const known = await post(server, { documentId: md5(THINGS_QUERY), operationName: 'Names' });
    expect(known.status).toBe(200);
    expect(known.data).toEqual(names);

    // The text of a known operation is that operation; any other text is refused.
    expect((await gql(server, THINGS_QUERY)).data).toEqual(names);
    const text = await gql(server, THINGS_QUERY.replace('first: 2', 'first: 3'));
    expect(text.status).toBe(400);
    expect(text.data ?? null).toBeNull();
    expect(text.errors![0]!.message).toMatch(/approved document id/);

    const unknown = await post(server, { documentId: md5('query { __typename }') });
    expect(unknown.status).toBe(400);
    expect(unknown.errors![0]!.message).toMatch(/approved document id/);
  });

  it('in production, refuses introspection', async () => {
    const server = await start({ production: true, api: { persistedOperationsFile: file } });
    const answer = await post(server, { documentId: md5(INTROSPECTION) });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors![0]!.message).toMatch(/introspection has been disabled/);
  });

  it('in production, allows text and introspection when the settings say so', async () => {
    const server = await start({
      production: true,
      api: { persistedOperationsFile: file, allowUnpersistedOperations: true, introspection: true },
    });
    expect((await gql(server, THINGS_QUERY)).data).toEqual(names);
    expect((await gql(server, INTROSPECTION)).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
  });

  it('in development, accepts text, known ids, and works without the map file', async () => {
    const server = await start({ api: { persistedOperationsFile: file } });
    expect((await gql(server, THINGS_QUERY)).data).toEqual(names);
    expect((await post(server, { documentId: md5(THINGS_QUERY) })).data).toEqual(names);
    expect((await gql(server, INTROSPECTION)).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    // `dev` has no map file: text still works, and an id is refused, not a crash.
    expect((await gql(dev, THINGS_QUERY)).data).toEqual(names);
    expect((await post(dev, { documentId: md5(THINGS_QUERY) })).status).toBe(400);
  });
});

describe('health under load', () => {
  it('answers /healthz while the heaviest allowed queries run in parallel', async () => {
    // The heaviest query the limits allow: cost just under the limit, plus a
    // statement that runs for a while (well within the statement timeout).
    const heavy = aliasedPages(31).replace(/\}$/, ' slow: testSleep(seconds: 0.5) }');
    const { cost } = measureOperation(schema, parse(heavy), undefined, {}, DEFAULT_LIMITS);
    expect(cost).toBeGreaterThan(DEFAULT_LIMITS.maxCost * 0.95);
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);

    const finished: string[] = [];
    const heavyAnswers = Array.from({ length: 4 }, (_, i) =>
      gql(dev, heavy).then((answer) => {
        finished.push(`heavy${i}`);
        return answer;
      }),
    );
    const health = fetch(`${dev.url}/healthz`).then(async (response) => {
      finished.push('health');
      return { status: response.status, body: await response.json() };
    });

    expect(await health).toEqual({ status: 200, body: { status: 'ok' } });
    const answers = await Promise.all(heavyAnswers);
    // Health answered while heavy queries were still in flight.
    expect(finished.indexOf('health')).toBeLessThan(finished.length - 1);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(Object.keys(answer.data!)).toHaveLength(32);
      expect((answer.data!.a30 as { nodes: unknown[] }).nodes).toHaveLength(200);
    }
  });
});
