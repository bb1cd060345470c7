// Print the GraphQL schema the API exposes: the contract in packages/schema.
import path from 'node:path';
// The graphql instance PostGraphile itself uses (avoids a dual ESM/CJS copy under vitest).
import { lexicographicSortSchema, printSchema } from 'postgraphile/graphql';
import pg from 'pg';
import { makeSchema } from 'postgraphile';
import { REPO_ROOT } from './config.ts';
import { makePreset } from './graphile.ts';

export const SCHEMA_FILE = path.join(REPO_ROOT, 'packages/schema/schema.graphql');

/** Introspect the database as bk_authenticator and print the sorted SDL. */
export async function printGraphqlSchema(authDatabaseUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: authDatabaseUrl, max: 2 });
  try {
    // The secret does not affect the schema's shape.
    const { schema } = await makeSchema(makePreset({ pool, jwtSecret: 'schema-printing' }));
    return printSchema(lexicographicSortSchema(schema)) + '\n';
  } finally {
    await pool.end();
  }
}
