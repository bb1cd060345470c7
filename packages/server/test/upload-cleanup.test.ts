// Unattached uploads are deleted after a day, rows and files; attached and recent
// ones stay. Runs the worker's clean-up against a real database and folder.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnattachedUploads } from '../src/worker/tasks/uploads/cleanup.ts';
import { FolderStorage } from '../src/files/storage.ts';
import { createTestDatabase, type TestDatabase, ownerPool } from './helpers.ts';

let db: TestDatabase;
let pool: pg.Pool;
let folder: string;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = ownerPool(db.ownerUrl, 2);
  folder = mkdtempSync(path.join(os.tmpdir(), 'bk-cleanup-'));
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('deleting unattached uploads', () => {
  it('removes uploads left unattached for a day, and nothing else', async () => {
    const storage = new FolderStorage(folder);
    const [user] = (
      await pool.query<{ id: string }>(
        `insert into app_public.users (username, name) values ('uploader', 'Up Loader') returning id`,
      )
    ).rows;
    const upload = async (age: string, attached: boolean) => {
      const id = randomUUID();
      await storage.put(`${id}.webp`, Buffer.from('image'), 'image/webp');
      await storage.put(`${id}-thumb.webp`, Buffer.from('thumb'), 'image/webp');
      await pool.query(
        `insert into app_private.uploads
           (id, session_id, user_id, width, height, bytes, created_at, attached_at, entity_type, entity_id)
         values ($1, 'session-cleanup', $2, 1, 1, 5, now() - $3::interval,
           case when $4 then now() end, case when $4 then 'user' end, case when $4 then $2::uuid end)`,
        [id, user!.id, age, attached],
      );
      return id;
    };
    const abandoned = await upload('25 hours', false);
    const recent = await upload('2 hours', false);
    const attached = await upload('30 days', true);

    expect(await deleteUnattachedUploads(pool, storage)).toBe(1);

    const { rows } = await pool.query<{ id: string }>('select id from app_private.uploads');
    expect(rows.map((row) => row.id).sort()).toEqual([recent, attached].sort());
    expect(await storage.get(`${abandoned}.webp`)).toBeNull();
    expect(await storage.get(`${abandoned}-thumb.webp`)).toBeNull();
    expect(await storage.get(`${recent}.webp`)).not.toBeNull();
    expect(await storage.get(`${attached}-thumb.webp`)).not.toBeNull();
    // Nothing left to do the second time.
    expect(await deleteUnattachedUploads(pool, storage)).toBe(0);
  });
});
