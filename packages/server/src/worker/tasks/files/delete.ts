// Photos go when what they show is deleted: deleting a thing, an action or an
// account deletes its upload rows in SQL (migration 0004), which queues their
// stored files in app_private.files_to_delete and adds a files__delete job. The
// worker runs that job at once; this removes the files, then their queue rows, so
// a failure leaves the rest queued for the job's next attempt.
import type pg from 'pg';
import type { FileStorage } from '../../../files/storage.ts';
import { defineTask } from '../../task.ts';

const BATCH = 200;

/** Deletes every queued file from storage. Returns how many were deleted. */
export async function deleteQueuedFiles(
  db: Pick<pg.Pool, 'query'>,
  storage: FileStorage,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = await db.query<{ key: string }>(
      'select key from app_private.files_to_delete order by queued_at, key limit $1',
      [BATCH],
    );
    for (const { key } of rows) {
      await storage.delete(key);
      await db.query('delete from app_private.files_to_delete where key = $1', [key]);
      deleted += 1;
    }
    if (rows.length < BATCH) return deleted;
  }
}

export const deleteQueuedFilesTask = defineTask({
  name: 'files__delete',
  needs: ['storage'],
  async run(_payload, { ownerPool, storage }) {
    await deleteQueuedFiles(ownerPool, storage!);
  },
});
