// Start ONE embedded PostgreSQL cluster for the whole run and migrate a template
// database; test files clone it (CREATE DATABASE … TEMPLATE bk_template).
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, startTemporaryCluster } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'bk_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection string to the cluster's `postgres` database. */
    superuserUrl: string;
    /** bk_authenticator's password in the test cluster. */
    authenticatorPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startTemporaryCluster('bloomkeep-test-');
  try {
    const authenticatorPassword = randomBytes(18).toString('base64url');
    await ensureDatabase(cluster.urlFor('postgres'), TEMPLATE_DATABASE);
    await migrate({ databaseUrl: cluster.urlFor(TEMPLATE_DATABASE), authenticatorPassword });
    project.provide('superuserUrl', cluster.urlFor('postgres'));
    project.provide('authenticatorPassword', authenticatorPassword);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return async () => {
    await cluster.stop();
  };
}
