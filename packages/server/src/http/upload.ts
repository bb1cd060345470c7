// POST /upload: images from signed-in users (files/upload.ts does the work).
import type pg from 'pg';
import { makeUploadHandler } from '../files/upload.ts';
import type { FileStorage } from '../files/storage.ts';
import { UPLOAD_PATH } from './paths.ts';
import type { Router } from './router.ts';

export interface UploadRouteOptions {
  pool: pg.Pool;
  jwtSecret: string;
  storage: FileStorage;
  trustProxy: boolean;
}

export function installUpload(router: Router, options: UploadRouteOptions): void {
  // Recorded through the same pool and with the same role and claims as GraphQL
  // requests, so the database's own rules apply to uploads.
  router.route(UPLOAD_PATH, makeUploadHandler(options));
}
