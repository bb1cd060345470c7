// Data at scale (issue 9, "Growth"): seeds 100,000 things and 1,000,000 actions
// into a fresh server's database with generate_series (seed-growth.sql), then
// times each route's real data query, the text that the app sends (from Relay's
// generated artifacts), over HTTP as a guest and as a signed-in user.
// Writes its own section of docs/benchmarks.md; asserts nothing about time.
//
// Run by `pnpm bench` (scripts/bench.mts), or alone:
//   npx tsx scripts/bench/data.mts
// or against a running server that already holds the data:
//   BENCH_URL=http://127.0.0.1:3000 BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/data.mts
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type PgModule from 'pg';
import { startServer } from '../../packages/app/e2e/server.ts';
import { percentile, writeSection } from './report.mts';

const root = resolve(import.meta.dirname, '../..');
// node-postgres is the server's dependency; borrow it rather than add it to the root.
const pg = createRequire(join(root, 'packages/server/package.json'))('pg') as typeof PgModule;
const generated = join(root, 'packages/app/src/__generated__');
const persisted = join(root, 'packages/app/persisted-queries.json');
/** Seeding stops with an error after this long (the statement timeout of the seed). */
const SEED_TIMEOUT_MS = 5 * 60 * 1000;
const RUNS = Number(process.env.BENCH_DATA_RUNS ?? 60);

interface RouteCase {
  route: string;
  operation: string;
  variables: (ctx: Context) => Record<string, unknown>;
  roles: Role[];
}
type Role = 'guest' | 'user';
interface Context {
  signedIn: boolean;
  thingId: string;
  userId: string;
}

/** The bounded count's filters (thingCount) when the list has none, as thingListVariables sends them. */
const NO_THING_COUNT_FILTERS = { search: null, category: null, access: null, ids: null };

/** Each route's loader query with the variables its loader sends by default. */
const ROUTES: RouteCase[] = [
  {
    route: '/',
    operation: 'HomeRouteQuery',
    // As homeRouteVariables sends them on the default host with no recent things.
    variables: (c) => ({
      signedIn: c.signedIn,
      hasRecent: false,
      category: null,
      yourCondition: { access: 'OWNED' },
      recentCondition: { ids: [] },
      galleryCondition: { hasImage: true },
    }),
    roles: ['guest', 'user'],
  },
  {
    route: '/ (near you)',
    operation: 'NearbyThingsQuery',
    variables: () => ({ latitude: 50.4316, longitude: -3.6866, first: 6 }),
    roles: ['guest', 'user'],
  },
  {
    route: '/things',
    operation: 'ThingsOverviewRouteQuery',
    variables: (c) => ({ signedIn: c.signedIn }),
    roles: ['guest', 'user'],
  },
  {
    route: '/things/search',
    operation: 'ThingSearchRouteQuery',
    variables: () => ({
      condition: {},
      orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'],
      ...NO_THING_COUNT_FILTERS,
    }),
    roles: ['guest', 'user'],
  },
  {
    route: '/things/search?q=oak',
    operation: 'ThingSearchRouteQuery',
    variables: () => ({
      condition: { search: 'oak 12' },
      orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'],
      ...NO_THING_COUNT_FILTERS,
      search: 'oak 12',
    }),
    roles: ['guest'],
  },
  {
    route: '/things/{id}',
    operation: 'ThingRouteQuery',
    variables: (c) => ({ id: c.thingId }),
    roles: ['guest', 'user'],
  },
  {
    route: '/activity',
    operation: 'ActivityRouteQuery',
    variables: () => ({ condition: {}, search: null, type: null, thingId: null }),
    roles: ['guest', 'user'],
  },
  {
    route: '/scorer',
    operation: 'ScorerRouteQuery',
    variables: (c) => ({ period: 'MONTH', signedIn: c.signedIn }),
    roles: ['guest', 'user'],
  },
  {
    route: '/account/things',
    operation: 'AccountThingsRouteQuery',
    variables: () => ({}),
    roles: ['user'],
  },
  {
    route: '/account/badges',
    operation: 'BadgesRouteQuery',
    variables: (c) => ({ userId: c.userId }),
    roles: ['user'],
  },
];

/** The query text the app sends, from Relay's generated artifact. */
function operationText(operation: string): string | null {
  const file = join(generated, `${operation}.graphql.ts`);
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
  if (match) return JSON.parse(match[1]!) as string;
  // Persisted operations: the artifact holds only the id; the text is in the
  // persisted-queries file that relay-compiler writes.
  const id = /"id": "([0-9a-f]+)"/.exec(source)?.[1];
  if (!id || !existsSync(persisted)) return null;
  return (JSON.parse(readFileSync(persisted, 'utf8')) as Record<string, string>)[id] ?? null;
}

/** The superuser URL of a server started by startServer(), from its banner and data folder. */
export function ownerUrlFromOutput(output: string): string {
  const dir = /Starting embedded PostgreSQL in (.+)\/pg …/.exec(output)?.[1];
  if (!dir) throw new Error('Could not find the data folder in the server output');
  const password = readFileSync(join(dir, 'pg-password'), 'utf8').trim();
  const port = readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/bloomkeep`;
}

async function seed(databaseUrl: string): Promise<{ things: number; actions: number; ms: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t = performance.now();
    const { rows: before } = await client.query<{ n: number }>(
      `select count(*)::int as n from app_public.users where username = 'benchowner'`,
    );
    if (before[0]!.n === 0) {
      await client.query(`set statement_timeout = ${SEED_TIMEOUT_MS}`);
      await client.query('begin');
      await client.query(readFileSync(join(import.meta.dirname, 'seed-growth.sql'), 'utf8'));
      await client.query('commit');
      await client.query('vacuum analyze');
    }
    const ms = performance.now() - t;
    const { rows } = await client.query<{ things: number; actions: number }>(
      `select (select count(*) from app_public.things)::int as things,
              (select count(*) from app_public.actions)::int as actions`,
    );
    return { ...rows[0]!, ms };
  } finally {
    await client.end();
  }
}

interface Timing {
  route: string;
  role: Role;
  p50: number;
  p95: number;
  error?: string;
}

export async function benchData(target?: {
  url: string;
  databaseUrl: string;
}): Promise<{ section: string; timings: Timing[] }> {
  // The bench sends the operations' text (and a sign-in of its own), which a
  // production server refuses unless told to accept unpersisted operations.
  const server = target ? null : await startServer({ allowTextOperations: true });
  const url = target?.url ?? server!.url;
  try {
    const databaseUrl = target?.databaseUrl ?? ownerUrlFromOutput(server!.output());
    console.log('Seeding 100,000 things and 1,000,000 actions …');
    const seeded = await seed(databaseUrl);
    console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s`);

    const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: { message: string }[];
      };
    };
    const signIn = await post(
      'mutation ($u: String!, $p: String!) { signIn(input: { username: $u, password: $p }) { jwtToken } }',
      { u: 'stewardsam', p: 'Bloomkeep-steward-1' },
    );
    const token = (signIn.data?.signIn as { jwtToken?: string } | undefined)?.jwtToken;
    if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(signIn.errors)}`);
    const me = await post('{ currentUser { id } }', {}, token);
    const userId = (me.data?.currentUser as { id: string }).id;
    const some = await post(
      '{ allThings(first: 1, condition: { search: "Bench planter 5001" }) { nodes { id } } }',
      {},
    );
    const thingId = (some.data?.allThings as { nodes: { id: string }[] }).nodes[0]!.id;

    const timings: Timing[] = [];
    for (const route of ROUTES) {
      const text = operationText(route.operation);
      for (const role of route.roles) {
        const ctx: Context = { signedIn: role === 'user', thingId, userId };
        if (!text) {
          timings.push({ route: route.route, role, p50: NaN, p95: NaN, error: 'no query text' });
          continue;
        }
        const variables = route.variables(ctx);
        const auth = role === 'user' ? token : undefined;
        const first = await post(text, variables, auth);
        if (first.errors?.length) {
          timings.push({
            route: route.route,
            role,
            p50: NaN,
            p95: NaN,
            error: first.errors[0]!.message,
          });
          continue;
        }
        for (let i = 0; i < 5; i++) await post(text, variables, auth);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await post(text, variables, auth);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        const timing = {
          route: route.route,
          role,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
        };
        console.log(
          `${timing.route} (${role}): p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`,
        );
        timings.push(timing);
      }
    }

    const fmt = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)} ms`);
    const section = `## Data at scale

${seeded.things.toLocaleString('en-US')} things and ${seeded.actions.toLocaleString('en-US')} actions, seeded in SQL
(\`scripts/bench/seed-growth.sql\`, ${(seeded.ms / 1000).toFixed(1)} s including \`vacuum analyze\`). Each route's
data query is the text the app sends (Relay's generated artifact), posted over HTTP ${RUNS} times in a row
after a warm-up, as a guest (no token) and as a signed-in user (stewardsam). Goal: p50 ≤ 20 ms.
Load average while measuring: ${loadavg()[0]!.toFixed(1)} (other work on the machine slows every figure).

| Route | Query | Role | p50 | p95 |
| --- | --- | --- | ---: | ---: |
${timings
  .map((t) => {
    const operation = ROUTES.find((r) => r.route === t.route)!.operation;
    return `| \`${t.route}\` | \`${operation}\` | ${t.role} | ${t.error ? `error: ${t.error}` : fmt(t.p50)} | ${fmt(t.p95)} |`;
  })
  .join('\n')}
`;
    return { section, timings };
  } finally {
    await server?.stop();
  }
}

/** What bench.mts calls: measure, then write the section. */
export async function runDataBench(): Promise<void> {
  const target =
    process.env.BENCH_URL && process.env.BENCH_DATABASE_URL
      ? { url: process.env.BENCH_URL, databaseUrl: process.env.BENCH_DATABASE_URL }
      : undefined;
  const { section } = await benchData(target);
  await writeSection(join(root, 'docs/benchmarks.md'), 'data', section);
  console.log(section);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runDataBench();
}
