// GET /dev/mailbox: the e-mails that would have been sent (newest first), as JSON.
// Development only; with NODE_ENV=production it exists only with DEV_MAILBOX=1.
import type pg from 'pg';
import { sendError, sendJson } from './respond.ts';
import { DEV_MAILBOX_PATH } from './paths.ts';
import type { Router } from './router.ts';

export interface DevMailboxOptions {
  pool: pg.Pool;
  /** Off: a plain 404 (not the app's index.html, which the app would take for a page). */
  enabled: boolean;
}

export function installDevMailbox(router: Router, { pool, enabled }: DevMailboxOptions): void {
  router.route(DEV_MAILBOX_PATH, async (req, res) => {
    if (!enabled) {
      sendError(res, 404, 'NOT_FOUND', 'There is no development mailbox in production');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'METHOD', 'Use GET to read the mailbox', { allow: 'GET, HEAD' });
      return;
    }
    try {
      const { rows } = await pool.query<{
        from: string;
        to: string;
        subject: string;
        text: string;
        html: string;
        created_at: Date;
      }>('select * from app_hidden.dev_mailbox()');
      sendJson(
        res,
        200,
        rows.map((row) => ({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          createdAt: row.created_at.toISOString(),
        })),
      );
    } catch (error) {
      console.error(error);
      sendJson(res, 500, { error: 'Mailbox unavailable' });
    }
  });
}
