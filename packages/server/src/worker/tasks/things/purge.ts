// Deleting a thing only hides it (migration 0009: app_public.delete_thing), so an
// undo can bring it back. delete_thing queues this job to run when the undo window
// ends; it deletes the thing for good (its actions and accesses cascade, and its
// photos go through the files__delete job). A thing restored in the meantime is
// left alone, so a job that runs late or twice does no harm.
import type pg from 'pg';
import { defineTask } from '../../task.ts';

/** Deletes the thing if it is still deleted and its undo window is over. */
export async function purgeDeletedThing(
  db: Pick<pg.Pool, 'query'>,
  thingId: string,
): Promise<boolean> {
  const { rows } = await db.query<{ purged: boolean }>(
    'select app_private.purge_thing($1) as purged',
    [thingId],
  );
  return rows[0]?.purged ?? false;
}

function thingIdOf(payload: unknown): string {
  const thingId = (payload as { thingId?: unknown } | null)?.thingId;
  if (typeof thingId !== 'string') throw new Error('things__purge needs a thingId');
  return thingId;
}

export const purgeDeletedThingTask = defineTask({
  name: 'things__purge',
  async run(payload, { ownerPool }) {
    await purgeDeletedThing(ownerPool, thingIdOf(payload));
  },
});
