// Deleting removes the photos (issue 9 §4): once a thing, an action or an account
// is deleted, the URLs of its stored photos answer 404. The worker runs in the
// server, as in production, and removes the files in its files__delete job.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../src/files/upload.ts';
import { insertThing, mintJwt, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ worker: true });
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function newUser(): Promise<{ id: string; token: string }> {
  counter += 1;
  const [row] = await server.sql<{ id: string }>(
    `insert into app_public.users (username, name) values ($1, 'Phoebe Photo') returning id`,
    [`photographer${counter}`],
  );
  return { id: row!.id, token: mintJwt({ role: 'bk_user', userId: row!.id }) };
}

/** Upload one photo and attach it (newFiles) to a thing ('product'), an action or a user. */
async function attachPhoto(token: string, type: string, id: string): Promise<UploadedFile> {
  counter += 1;
  const sessionId = `deletion-${Date.now().toString(36)}-${counter}`;
  const png = await sharp({
    create: { width: 32, height: 24, channels: 3, background: '#3a7d44' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('sessionId', sessionId);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${server.url}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const [file] = ((await response.json()) as { files: UploadedFile[] }).files;
  const attached = await server.gql(
    `mutation ($sessionId: String!, $type: String!, $id: UUID!) {
      newFiles(input: { sessionId: $sessionId, type: $type, id: $id }) { movedFiles }
    }`,
    { sessionId, type, id },
    token,
  );
  expect(attached.errors).toBeUndefined();
  return file!;
}

async function status(url: string): Promise<number> {
  const response = await fetch(`${server.url}${url}`);
  await response.arrayBuffer();
  return response.status;
}

/** Both sizes answer 404, once the worker has run the queued deletion. */
async function expectGone(file: UploadedFile): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if ((await status(file.url)) === 404 && (await status(file.thumbnailUrl)) === 404) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await status(file.url)).toBe(404);
}

describe('deleting removes the photos', () => {
  it('deleting a thing removes its photo and the photos of its actions', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Pictured planter', ownerId: user.id });
    const [action] = await server.sql<{ id: string }>(
      `insert into app_public.actions (thing_id, creator_id, type) values ($1, $2, 'WATERING')
       returning id`,
      [thing.id, user.id],
    );
    const thingPhoto = await attachPhoto(user.token, 'product', thing.id);
    const actionPhoto = await attachPhoto(user.token, 'action', action!.id);
    expect(await status(thingPhoto.url)).toBe(200);
    expect(await status(actionPhoto.thumbnailUrl)).toBe(200);

    const deleted = await server.gql(
      `mutation ($id: UUID!) { deleteThing(input: { id: $id }) { thing { id } } }`,
      { id: thing.id },
      user.token,
    );
    expect(deleted.errors).toBeUndefined();
    // Restorable for the undo window: the photos stay until the purge job runs.
    expect(await status(thingPhoto.url)).toBe(200);
    await server.sql(
      `update app_public.things set deleted_at = now() - interval '1 hour' where id = $1`,
      [thing.id],
    );
    // The job delete_thing queued, brought forward (same job key, run now).
    await server.sql(
      `select graphile_worker.add_job('things__purge', json_build_object('thingId', $1::uuid),
         run_at => now(), job_key => 'things__purge:' || $1::text)`,
      [thing.id],
    );
    await expectGone(thingPhoto);
    await expectGone(actionPhoto);
  });

  it('deleting an action removes its photo and leaves the thing’s', async () => {
    const user = await newUser();
    const thing = await insertThing(server, { name: 'Kept planter', ownerId: user.id });
    const [action] = await server.sql<{ id: string }>(
      `insert into app_public.actions (thing_id, creator_id, type) values ($1, $2, 'UPKEEP')
       returning id`,
      [thing.id, user.id],
    );
    const thingPhoto = await attachPhoto(user.token, 'product', thing.id);
    const actionPhoto = await attachPhoto(user.token, 'action', action!.id);
    const deleted = await server.gql(
      `mutation ($id: UUID!) { deleteActionById(input: { id: $id }) { deletedActionId } }`,
      { id: action!.id },
      user.token,
    );
    expect(deleted.errors).toBeUndefined();
    await expectGone(actionPhoto);
    expect(await status(thingPhoto.url)).toBe(200);
  });

  it('deleting an account removes its avatar and the photos of its private things', async () => {
    const user = await newUser();
    const privateThing = await insertThing(server, {
      name: 'Private pictured hedge',
      ownerId: user.id,
      isPublic: false,
    });
    const avatar = await attachPhoto(user.token, 'user', user.id);
    const privatePhoto = await attachPhoto(user.token, 'product', privateThing.id);
    expect(await status(avatar.url)).toBe(200);

    // The account deletion of spec §4: a token from the e-mail, then confirm.
    await server.sql(
      `insert into app_private.user_secrets (user_id, delete_token_hash, delete_token_expires_at)
       values ($1, app_private.token_hash('delete-me'), now() + interval '1 hour')
       on conflict (user_id) do update set delete_token_hash = excluded.delete_token_hash,
         delete_token_expires_at = excluded.delete_token_expires_at`,
      [user.id],
    );
    const confirmed = await server.gql(
      `mutation { confirmAccountDeletion(input: { token: "delete-me" }) { boolean } }`,
      {},
      user.token,
    );
    expect(confirmed.data).toEqual({ confirmAccountDeletion: { boolean: true } });
    await expectGone(avatar);
    await expectGone(privatePhoto);
  });
});
