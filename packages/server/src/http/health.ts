// GET /healthz: 200 when the database answers, 503 otherwise.
import type pg from 'pg';
import { sendJson } from './respond.ts';
import { HEALTH_PATH } from './paths.ts';
import type { Router } from './router.ts';

export function installHealth(router: Router, { pool }: { pool: pg.Pool }): void {
  router.route(HEALTH_PATH, (_req, res) =>
    pool.query('select 1').then(
      () => sendJson(res, 200, { status: 'ok' }),
      () => sendJson(res, 503, { status: 'unavailable' }),
    ),
  );
}
