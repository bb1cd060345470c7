// API benchmark: `allThings(first: 100)` over HTTP against the very same SQL run
// directly through node-postgres, with the same role and transaction settings (begin,
// set_config of role and jwt claims, the query, commit). Both sides use 10 concurrent
// clients on loopback for a fixed time. The server runs as its own process (as
// `pnpm start` runs it, NODE_ENV=production) against a throw-away cluster; the SQL is
// captured from an in-process PostGraphile, so the raw side runs what the API runs.
//
// `pnpm bench` calls writeApiBenchmark() after its own report; alone:
//   node --import tsx scripts/bench/api.mts            (writes docs/benchmarks.md)
//   BENCH_SECONDS=5 node --import tsx scripts/bench/api.mts
// With BENCH_PROFILE=1 the server runs under --cpu-prof and the hottest functions of
// the measured rounds are printed (self and inclusive time, µs per request).
// With BENCH_BASELINE_SERVER=<another checkout>/packages/server that checkout's server
// runs too, in the same alternating rounds, as a third row; docs/benchmarks.md is then
// left alone (a comparison of two versions, e.g. a change against main).
import '../../packages/server/src/polyfill.ts';
import '../../packages/server/src/graphile-env.ts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signToken } from '../../packages/server/src/auth/jwt.ts';
import { authenticatorUrl } from '../../packages/server/src/config.ts';
import {
  ensureDatabase,
  freePort,
  startTemporaryCluster,
} from '../../packages/server/src/db/embedded.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { seedDemoData } from '../../packages/server/src/db/seed.ts';
import { createServer } from '../../packages/server/src/server.ts';
import { percentile, writeSection } from './report.mts';

const root = resolve(import.meta.dirname, '../..');
const serverRoot = join(root, 'packages/server');
// The server's own node-postgres, so that the capture below sees its queries.
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- pg resolves from packages/server only
const pg = createRequire(join(serverRoot, 'package.json'))('pg') as typeof import('pg');

const QUERY = '{ allThings(first: 100) { nodes { id name category isPublic createdAt } } }';
const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECTION = '## API against raw SQL';

interface Run {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU time per request: the server process (HTTP) or the node-postgres client. */
  cpuMsPerRequest?: number;
}

/** User + system CPU time of a process so far, in ms (Linux /proc). */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** `clients` loops for `seconds`, each awaiting one request at a time. */
async function load(request: () => Promise<void>, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await request();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Rounds added up (latency percentiles: the median round's). */
function combine(runs: Run[]): Run {
  const requests = runs.reduce((n, run) => n + run.requests, 0);
  const seconds = runs.reduce((n, run) => n + run.seconds, 0);
  const median = [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;
  return { requests, seconds, perSecond: requests / seconds, p50: median.p50, p99: median.p99 };
}

/** The SQL PostGraphile runs for QUERY (text and values), captured in-process. */
async function captureSql(authUrl: string, jwtSecret: string, token: string) {
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const original = pg.Client.prototype.query;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) {
    const [config, values] = args;
    const text: unknown = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string' && /app_public\.things|"things"/.test(text)) {
      seen.push({ text, values: (typeof config === 'object' ? config.values : values) ?? [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  // The query is sent as text, which production takes only when told to.
  const server = await createServer({
    authDatabaseUrl: authUrl,
    jwtSecret,
    production: true,
    api: { allowUnpersistedOperations: true },
  });
  try {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY }),
    });
    const body = (await response.json()) as { data?: { allThings: { nodes: unknown[] } } };
    if (body.data?.allThings.nodes.length !== 100) throw new Error(JSON.stringify(body));
  } finally {
    pg.Client.prototype.query = original;
    await server.close();
  }
  if (seen.length !== 1) throw new Error(`Expected one query, saw ${seen.length}`);
  return seen[0]!;
}

export interface ApiBenchmark {
  http: Run;
  sql: Run;
  /** With BENCH_BASELINE_SERVER: the other checkout's server, in the same rounds. */
  baseline?: Run;
  /** The machine's 1-minute load average when the rounds began and ended. */
  load?: { before: number; after: number; cores: number };
  profile?: string;
}

export async function runApiBenchmark(): Promise<ApiBenchmark> {
  const cluster = await startTemporaryCluster('bloomkeep-bench-api-');
  const dataDir = mkdtempSync(join(tmpdir(), 'bloomkeep-bench-api-data-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  try {
    const password = randomBytes(18).toString('base64url');
    await ensureDatabase(cluster.urlFor('postgres'), 'bloomkeep');
    const ownerUrl = cluster.urlFor('bloomkeep');
    const authUrl = authenticatorUrl(ownerUrl, password);
    await migrate({ databaseUrl: ownerUrl, authenticatorPassword: password });
    await seedDemoData(ownerUrl);
    // The demo has about 50 things: make sure a page of 100 is full.
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    await owner.query(
      `insert into app_public.things (name, category, location, is_public)
       select 'Bench thing ' || i, 'BENCH', point(-3.68 + i / 10000.0, 50.43), true
       from generate_series(1, 150) i`,
    );
    await owner.end();

    // A guest token, as the app holds one: the JWT check is part of the cost.
    const token = signToken(jwtSecret, { role: 'bk_anonymous', expiresInSeconds: 3600 });
    const captured = await captureSql(authUrl, jwtSecret, token);

    // Raw: the same statement, role and settings through node-postgres.
    const pool = new pg.Pool({ connectionString: authUrl, max: CLIENTS });
    const settings = JSON.stringify(
      Object.entries({
        role: 'bk_anonymous',
        'jwt.claims.user_id': '',
        'jwt.claims.role': 'bk_anonymous',
        'request.ip': '127.0.0.1',
      }),
    );
    const raw = async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          'select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el',
          [settings],
        );
        const { rows } = await client.query(captured.text, captured.values);
        if (rows.length === 0) throw new Error('no rows');
        await client.query('commit');
      } finally {
        client.release();
      }
    };

    // HTTP: the real server process (and, to compare a change, a baseline's).
    // Kept after the run, to open in Chrome DevTools (Performance, Load profile).
    const profileDir =
      process.env.BENCH_PROFILE === '1'
        ? mkdtempSync(join(tmpdir(), 'bloomkeep-bench-api-profile-'))
        : undefined;
    const startServer = async (cwd: string, name: string, profile?: string) => {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [
          ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
          '--import',
          'tsx',
          'src/main.ts',
        ],
        {
          cwd,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            // The bench sends GraphQL text; production otherwise takes only persisted ids.
            ALLOW_UNPERSISTED_OPERATIONS: '1',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: ownerUrl,
            AUTH_DATABASE_URL: authUrl,
            JWT_SECRET: jwtSecret,
            DATA_DIR: join(dataDir, name),
            SMTP_URL: '',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const exited = new Promise((done) => child.once('exit', done));
      const url = `http://127.0.0.1:${port}`;
      for (;;) {
        const ok = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (child.exitCode !== null) throw new Error('The server exited before it was ready');
        await new Promise((done) => setTimeout(done, 250));
      }
      const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
      const body = JSON.stringify({ query: QUERY });
      const request = () =>
        new Promise<void>((done, fail) => {
          const req = http.request(`${url}/graphql`, {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization: `Bearer ${token}`,
            },
          });
          req.on('response', (res) => {
            let length = 0;
            res.on('data', (chunk: Buffer) => (length += chunk.length));
            res.on('end', () =>
              res.statusCode === 200 && length > 1000
                ? done()
                : fail(new Error(`${res.statusCode}`)),
            );
          });
          req.on('error', fail);
          req.end(body);
        });
      const stop = async () => {
        agent.destroy();
        child.kill('SIGTERM');
        await exited;
      };
      return { pid: child.pid!, request, stop };
    };
    const server = await startServer(serverRoot, 'server', profileDir);
    // BENCH_BASELINE_SERVER: another checkout's packages/server, measured in the same rounds.
    const baselineRoot = process.env.BENCH_BASELINE_SERVER;
    const baseline = baselineRoot
      ? await startServer(resolve(baselineRoot), 'baseline')
      : undefined;
    // Warm up all, then alternate short rounds, so that a busy neighbour on the
    // machine slows every side alike rather than whichever ran at the time.
    await load(raw, 2);
    await load(server.request, 2); // JIT, plan cache
    if (baseline) await load(baseline.request, 2);
    const rounds = { http: [] as Run[], sql: [] as Run[], baseline: [] as Run[] };
    // CPU time per request is steadier than requests per second on a busy machine: the
    // server process's (from /proc) for HTTP, this process's for node-postgres.
    const cpu = { server: 0, client: 0, baseline: 0 };
    // The profile's clock is CLOCK_MONOTONIC in µs, as process.hrtime's (same machine).
    const window = { from: process.hrtime.bigint() / 1000n, to: 0n };
    // A shared machine's business, for the reader of the figures (1-minute averages).
    const loadBefore = loadavg()[0]!;
    for (let i = 0; i < Math.max(1, Math.round(SECONDS / 2)); i++) {
      const clientBefore = process.cpuUsage();
      rounds.sql.push(await load(raw, 2));
      const clientUsed = process.cpuUsage(clientBefore);
      cpu.client += (clientUsed.user + clientUsed.system) / 1000;
      const serverBefore = processCpuMs(server.pid);
      rounds.http.push(await load(server.request, 2));
      cpu.server += processCpuMs(server.pid) - serverBefore;
      if (baseline) {
        const baselineBefore = processCpuMs(baseline.pid);
        rounds.baseline.push(await load(baseline.request, 2));
        cpu.baseline += processCpuMs(baseline.pid) - baselineBefore;
      }
    }
    window.to = process.hrtime.bigint() / 1000n;
    const machine = { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() };
    const sql = combine(rounds.sql);
    const httpRun = combine(rounds.http);
    httpRun.cpuMsPerRequest = cpu.server / httpRun.requests;
    sql.cpuMsPerRequest = cpu.client / sql.requests;
    let baselineRun: Run | undefined;
    if (baseline) {
      baselineRun = combine(rounds.baseline);
      baselineRun.cpuMsPerRequest = cpu.baseline / baselineRun.requests;
    }
    await pool.end();
    await server.stop();
    await baseline?.stop();

    let profile: string | undefined;
    if (profileDir) {
      const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (file) {
        const path = join(profileDir, file);
        profile = `${path}\n${summarizeProfile(path, window, httpRun.requests)}`;
        writeFileSync(
          `${path}.window.json`,
          JSON.stringify({
            from: String(window.from),
            to: String(window.to),
            requests: httpRun.requests,
          }),
        );
      }
    }
    return { http: httpRun, sql, baseline: baselineRun, load: machine, profile };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * Self time per package (or file), the top functions by self time and by inclusive time
 * (a function's own time plus its callees'), from a .cpuprofile: only the samples taken in
 * `window` (the measured rounds, µs of CLOCK_MONOTONIC), as µs per HTTP request too.
 */
export function summarizeProfile(
  file: string,
  window: { from: bigint; to: bigint },
  requests: number,
): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const [from, to] = [Number(window.from), Number(window.to)];
  // Each sample counts for the sampling interval: a sample taken after the process was
  // off the CPU (a busy machine) would otherwise carry the whole gap.
  const interval = [...profile.timeDeltas].sort((a, b) => a - b)[profile.timeDeltas.length >> 1]!;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + interval);
  });
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node);
  }
  /** The nearest caller outside Node's own modules (who wrote to the socket?). */
  const caller = (node: ProfileNode): ProfileNode | undefined => {
    let parent = parents.get(node.id);
    while (parent && (!parent.callFrame.url || parent.callFrame.url.startsWith('node:'))) {
      if (parent.callFrame.functionName === '(root)') return undefined;
      parent = parents.get(parent.id);
    }
    return parent;
  };
  const group = (node: ProfileNode): string => {
    const url = node.callFrame.url;
    if (!url || url.startsWith('node:internal/stream_base')) {
      const from = caller(node);
      const name = `(${node.callFrame.functionName || 'native'})`;
      if (from) return `${group(from)} ${name}`;
    }
    if (!url) {
      // Native code (socket writes …) counts for the JavaScript that called it.
      const parent = parents.get(node.id);
      const name = `(${node.callFrame.functionName || 'native'})`;
      return parent && parent.callFrame.functionName !== '(root)'
        ? `${group(parent)} ${name}`.replace(/( \(\w+\))+( \(\w+\))$/, '$2')
        : name;
    }
    const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (match) return match[1]!;
    if (url.startsWith('node:')) return url;
    return url.replace(/^.*\/packages\//, 'packages/');
  };
  // Busy time only: leave out idling.
  for (const [id] of self) {
    if (byId.get(id)!.callFrame.functionName === '(idle)') self.delete(id);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const where = (node: ProfileNode) => {
    const { url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/packages\//, 'packages/');
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  };
  for (const [id, time] of self) {
    const node = byId.get(id)!;
    const key = group(node);
    packages.set(key, (packages.get(key) ?? 0) + time);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${key}`;
    functions.set(fn, (functions.get(fn) ?? 0) + time);
    // Each function on the stack once, however deep the recursion.
    const seen = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame; frame = parents.get(frame.id)) {
      if (!frame.callFrame.url) continue;
      const name = where(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    }
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([name, time]) =>
          `${((100 * time) / total).toFixed(1).padStart(5)}% ${(time / requests).toFixed(0).padStart(5)} µs  ${name}`,
      )
      .join('\n');
  return [
    `Server busy CPU in the measured rounds: ${(total / 1000).toFixed(0)} ms sampled, ` +
      `${(total / requests / 1000).toFixed(2)} ms per request (share, µs per request):`,
    `\nSelf time by package:\n${top(packages, 15)}`,
    `\nTop functions (self time):\n${top(functions, 25)}`,
    `\nTop functions (inclusive time):\n${top(inclusive, 60)}`,
  ].join('\n');
}

export function formatApiBenchmark({ http: h, sql, baseline, load }: ApiBenchmark): string {
  const row = (name: string, run: Run) =>
    `| ${name} | ${run.perSecond.toFixed(0)} | ${run.p50.toFixed(1)} / ${run.p99.toFixed(1)} ms | ${(run.cpuMsPerRequest ?? NaN).toFixed(2)} ms | ${run.requests.toLocaleString('en-US')} |`;
  return `${SECTION}

\`allThings(first: 100)\` as a guest (with its token), ${CLIENTS} concurrent clients on loopback,
${SECONDS} s each in alternating 2 s rounds, against the same SQL with the same role and transaction settings run directly
through node-postgres. Ratio: **${(h.perSecond / sql.perSecond).toFixed(2)}×** (goal ≥ 0.8×). CPU per request is the
server process's for HTTP and the node-postgres client's for SQL (PostgreSQL's own time is in
neither); on a busy machine it is steadier than requests per second.${
    load
      ? ` Load average (1 min) ${load.before.toFixed(1)} at the start and ${load.after.toFixed(1)} at the end, on ${load.cores} cores.`
      : ''
  }

| Path | Requests/s | p50 / p99 | CPU per request | Requests |
| --- | ---: | ---: | ---: | ---: |
${row('GraphQL over HTTP (server process, production)', h)}
${row('Same SQL through node-postgres (begin, set_config, query, commit)', sql)}
${baseline ? `${row('Baseline server (BENCH_BASELINE_SERVER)', baseline)}\n\nBaseline ratio: **${(baseline.perSecond / sql.perSecond).toFixed(2)}×**.\n` : ''}`;
}

/** Run, then put the section into docs/benchmarks.md (replacing an older one). */
export async function writeApiBenchmark(
  file = join(root, 'docs/benchmarks.md'),
): Promise<ApiBenchmark> {
  const result = await runApiBenchmark();
  const section = formatApiBenchmark(result);
  if (!result.baseline) await writeSection(file, 'api', section);
  console.log(section);
  if (result.profile) console.log(result.profile);
  return result;
}

if (import.meta.filename === process.argv[1]) {
  await writeApiBenchmark();
}
