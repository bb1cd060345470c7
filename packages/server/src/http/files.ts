// GET /files/<key>: stored images, cacheable forever (files/upload.ts serves them).
import { makeFileHandler } from '../files/upload.ts';
import type { FileStorage } from '../files/storage.ts';
import { FILES_PREFIX } from './paths.ts';
import type { Router } from './router.ts';

export function installFiles(router: Router, { storage }: { storage: FileStorage }): void {
  router.prefix(FILES_PREFIX, makeFileHandler({ storage }));
}
