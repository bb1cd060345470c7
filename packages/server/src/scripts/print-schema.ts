// `pnpm schema:print`: write packages/schema/schema.graphql from the migrations.
// Uses DATABASE_URL when set (migrating it first); otherwise a temporary embedded
// cluster that is removed afterwards.
import '../polyfill.ts';
import '../graphile-env.ts';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { authenticatorUrl, loadConfig, REPO_ROOT } from '../config.ts';
import { ensureDatabase, startTemporaryCluster } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { printGraphqlSchema, SCHEMA_FILE } from '../schema-print.ts';

async function run(): Promise<void> {
  // Only an external database needs the configuration (and its secrets in DATA_DIR).
  const config = process.env.DATABASE_URL ? loadConfig() : undefined;
  const cluster = config ? undefined : await startTemporaryCluster('bloomkeep-schema-');
  try {
    let databaseUrl: string;
    let password: string;
    if (config?.databaseUrl) {
      databaseUrl = config.databaseUrl;
      password = config.authenticatorPassword;
    } else {
      await ensureDatabase(cluster!.urlFor('postgres'), 'bloomkeep');
      databaseUrl = cluster!.urlFor('bloomkeep');
      password = randomBytes(18).toString('base64url');
    }
    await migrate({
      databaseUrl,
      authenticatorPassword: config?.authDatabaseUrl ? undefined : password,
    });
    const sdl = await printGraphqlSchema(
      config?.authDatabaseUrl ?? authenticatorUrl(databaseUrl, password),
    );
    writeFileSync(SCHEMA_FILE, sdl);
    console.log(`Wrote ${path.relative(REPO_ROOT, SCHEMA_FILE)}`);
  } finally {
    await cluster?.stop();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
