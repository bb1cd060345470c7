// packages/schema/schema.graphql is the contract the app compiles against: it must
// be exactly what the server exposes.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { printGraphqlSchema, SCHEMA_FILE } from '../src/schema-print.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('matches the committed schema.graphql', async () => {
  const printed = await printGraphqlSchema(db.authUrl);
  const committed = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '';
  expect(
    printed,
    'packages/schema/schema.graphql is out of date: run `pnpm schema:print` and commit the result',
  ).toBe(committed);
});
