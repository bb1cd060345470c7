// Seeds the demo once for the whole e2e run: a server starts on an empty data folder (installing,
// migrating and seeding as `pnpm start` does) and stops cleanly; every test file's server then
// starts from a copy (server.ts). Test files stay isolated from each other: each has its own
// copy, its own PostgreSQL and its own server.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DATA_ENV, SERVER_BUILT_ENV, buildServer, startServer } from './server.ts';

export default async function setup(): Promise<() => void> {
  buildServer();
  process.env[SERVER_BUILT_ENV] = '1';
  const parent = mkdtempSync(join(tmpdir(), 'bloomkeep-e2e-seeded-'));
  // PostgreSQL runs as an unprivileged user when we are root: the parent must be traversable.
  chmodSync(parent, 0o755);
  const seeded = join(parent, 'data');
  const server = await startServer({ dataFolder: seeded });
  await server.stop();
  // Test files run in workers started after this, which inherit the environment.
  process.env[SEEDED_DATA_ENV] = seeded;
  return () => rmSync(parent, { recursive: true, force: true });
}
