// The migration runner and the demo seed, against fresh databases.
import { THING_CATEGORIES } from '@bloomkeep/schema';
import pg from 'pg';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../src/db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PHOTOS, DEMO_THINGS, seedDemoData } from '../src/db/seed.ts';
import { FolderStorage } from '../src/files/storage.ts';
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

  it('upgrade a database of the first version in place, keeping its users', async () => {
    const db = await createTestDatabase({ empty: true });
    databases.push(db);
    const firstOnly = mkdtempSync(path.join(os.tmpdir(), 'bk-migrations-'));
    try {
      cpSync(
        path.join(MIGRATIONS_DIR, '0001_users_things_auth.sql'),
        path.join(firstOnly, '0001_users_things_auth.sql'),
      );
      await migrate({ databaseUrl: db.ownerUrl, migrationsDir: firstOnly });
    } finally {
      rmSync(firstOnly, { recursive: true, force: true });
    }
    await query(
      db.ownerUrl,
      `with u as (insert into app_public.users (username, name) values ('olduser', 'Old User')
                  returning id)
       select app_private.set_password(id, 'Old-Pass-1') from u`,
    );
    const [before] = await query<{ password_hash: string }>(
      db.ownerUrl,
      'select password_hash from app_private.user_secrets',
    );
    expect(before!.password_hash).toMatch(/^\$2a\$06\$/);
    const { applied } = await migrate({ databaseUrl: db.ownerUrl });
    expect(applied).toEqual(
      readMigrations()
        .map((m) => m.name)
        .slice(1),
    );
    const [ok] = await query<{ result: { outcome: string } }>(
      db.ownerUrl,
      `select app_public.sign_in_attempt('olduser', 'Old-Pass-1') as result`,
    );
    expect(ok!.result.outcome).toBe('OK');
    // The old cost-6 hash was upgraded to cost 10 on that sign-in.
    const [secret] = await query<{ password_hash: string }>(
      db.ownerUrl,
      'select password_hash from app_private.user_secrets',
    );
    expect(secret!.password_hash).toMatch(/^\$2a\$10\$/);
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
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'bk-seed-files-'));
    const storage = new FolderStorage(filesDir);
    expect(await seedDemoData(db.ownerUrl, { activity: 500, storage })).toEqual({
      seeded: true,
    });
    expect(await seedDemoData(db.ownerUrl)).toEqual({ seeded: false });

    // The demo accounts can sign in; the neighbours only appear in activity.
    const users = await query<{ username: string; is_admin: boolean }>(
      db.ownerUrl,
      `select username, is_admin from app_public.users u
       where exists (select 1 from app_private.user_secrets s where s.user_id = u.id)
       order by username`,
    );
    expect(users).toEqual(
      DEMO_ACCOUNTS.map((a) => ({ username: a.username, is_admin: a.isAdmin })).sort((a, b) =>
        a.username.localeCompare(b.username),
      ),
    );
    const [activity] = await query<{ actions: number; created: number; things: number }>(
      db.ownerUrl,
      `select count(*) filter (where type <> 'CREATED')::int as actions,
              count(*) filter (where type = 'CREATED')::int as created,
              (select count(*)::int from app_public.things t
               where not exists (select 1 from app_public.thing_accesses a
                                 where a.thing_id = t.id and a.is_owner)) as things
       from app_public.actions`,
    );
    // Every thing has an owner and a CREATED action; the history was recorded.
    expect(activity).toEqual({ actions: 500, created: DEMO_THINGS.length, things: 0 });
    // Some public things have a photo, stored like an upload (display size and thumbnail).
    const photos = await query<{ image: string }>(
      db.ownerUrl,
      'select image from app_public.things where has_image and is_public',
    );
    expect(photos).toHaveLength(DEMO_PHOTOS);
    for (const { image } of photos) {
      const key = image.replace('/files/', '');
      expect((await storage.get(key))?.contentType).toBe('image/webp');
      expect(await storage.get(key.replace('.webp', '-thumb.webp'))).not.toBeNull();
    }
    rmSync(filesDir, { recursive: true, force: true });
    const emails = await query<{ username: string; email: string; ok: boolean }>(
      db.ownerUrl,
      `select u.username, e.email::text, e.is_primary and e.is_verified as ok
       from app_public.user_emails e join app_public.users u on u.id = e.user_id
       order by u.username`,
    );
    expect(emails).toEqual([
      { username: 'admin', email: 'admin@bloomkeep.example', ok: true },
      { username: 'organiserolu', email: 'olu@bloomkeep.example', ok: true },
      { username: 'stewardsam', email: 'sam@bloomkeep.example', ok: true },
    ]);
    // bcrypt with cost 10; verified addresses queue no verification e-mail. The one job is
    // the forecast fetch for the demo things' places (migration 0021).
    const hashes = await query<{ password_hash: string }>(
      db.ownerUrl,
      'select password_hash from app_private.user_secrets',
    );
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$2a\$10\$/);
    expect(await query(db.ownerUrl, 'select task_identifier from graphile_worker.jobs')).toEqual([
      { task_identifier: 'weather__refresh' },
    ]);

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
              count(*) filter (where abs(location[1] - 50.4319) > 0.0135
                                  or abs(location[0] + 3.6840) > 0.021)::int as far
       from app_public.things`,
    );
    expect(stats!.total).toBeGreaterThanOrEqual(25);
    expect(stats!.private).toBeGreaterThanOrEqual(4);
    expect(stats!.categories).toBeGreaterThanOrEqual(10);
    expect(stats!.far).toBe(0);
  });
});
