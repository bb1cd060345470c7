// Uploads that were never attached (a form abandoned after its photo was sent)
// would otherwise stay on disk for ever. The worker runs this every hour.
import type pg from 'pg';
import type { FileStorage } from '../../../files/storage.ts';
import { defineTask } from '../../task.ts';

/** How long an upload may wait to be attached by newFiles. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Deletes uploads not attached within `hours`: first their rows (so newFiles can
 * no longer attach them), then both stored sizes. Returns how many were deleted.
 */
export async function deleteUnattachedUploads(
  db: Pick<pg.Pool, 'query'>,
  storage: FileStorage,
  hours: number = UNATTACHED_UPLOAD_HOURS,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `delete from app_private.uploads
     where attached_at is null and created_at < now() - make_interval(hours => $1)
     returning id`,
    [hours],
  );
  for (const { id } of rows) {
    await storage.delete(`${id}.webp`);
    await storage.delete(`${id}-thumb.webp`);
  }
  return rows.length;
}

export const deleteUnattachedUploadsTask = defineTask({
  name: 'uploads__delete_unattached',
  // Minute 17 of every hour (off the hour, when other jobs tend to run).
  schedule: '17 * * * *',
  needs: ['storage'],
  async run(_payload, { ownerPool, storage }) {
    await deleteUnattachedUploads(ownerPool, storage!);
  },
});
