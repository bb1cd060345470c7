// The migration runner and the demo seed, against fresh databases.
import { THING_CATEGORIES } from '@bloomkeep/schema';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/db/seed.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';

const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.drop()));
});

async function query<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('migrations', () => {
  it('apply every file once; a second run applies nothing', async () => {
    const db = await createTestDatabase({ empty: true });
    databases.push(db);
    const all = readMigrations().map((m) => m.name);
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate({ databaseUrl: db.ownerUrl })).toEqual({ applied: all });
    expect(await migrate({ databaseUrl: db.ownerUrl })).toEqual({ applied: [] });
  });

  it('are safe when two servers start at once', async () => {
    const db = await createTestDatabase({ empty: true });
    databases.push(db);
    const results = await Promise.all([
      migrate({ databaseUrl: db.ownerUrl }),
      migrate({ databaseUrl: db.ownerUrl }),
    ]);
    const applied = results.flatMap((r) => r.applied);
    expect(applied).toEqual(readMigrations().map((m) => m.name));
  });

  it('declare exactly the thing categories of @bloomkeep/schema', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    const rows = await query<{ value: string }>(
      db.ownerUrl,
      `select unnest(enum_range(null::app_public.thing_category))::text as value`,
    );
    expect(rows.map((r) => r.value)).toEqual([...THING_CATEGORIES]);
  });
});

describe('demo seed', () => {
  it('fills an empty database once', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    expect(await seedDemoData(db.ownerUrl)).toEqual({ seeded: true });
    expect(await seedDemoData(db.ownerUrl)).toEqual({ seeded: false });

    const users = await query<{ username: string; is_admin: boolean }>(
      db.ownerUrl,
      'select username, is_admin from app_public.users order by username',
    );
    expect(users).toEqual(
      DEMO_ACCOUNTS.map((a) => ({ username: a.username, is_admin: a.isAdmin })).sort((a, b) =>
        a.username.localeCompare(b.username),
      ),
    );
    const [stats] = await query<{
      total: number;
      private: number;
      categories: number;
      far: number;
    }>(
      db.ownerUrl,
      `select count(*)::int as total,
              count(*) filter (where not is_public)::int as private,
              count(distinct category)::int as categories,
              -- roughly: more than 1.5 km from the centre of Totnes
              count(*) filter (where abs(location[0] - 50.4319) > 0.0135
                                  or abs(location[1] + 3.6840) > 0.021)::int as far
       from app_public.things`,
    );
    expect(stats!.total).toBeGreaterThanOrEqual(25);
    expect(stats!.private).toBeGreaterThanOrEqual(4);
    expect(stats!.categories).toBeGreaterThanOrEqual(10);
    expect(stats!.far).toBe(0);
  });
});
