// E-mail jobs queued by the database (app_private.enqueue). Tokens arrive in the
// payload (the jobs table is private and completed jobs are deleted); the database
// keeps only their hashes. The payload's appHost (the origin the user joined on,
// migration 0013) picks the links' host and the brand, but only when it is on the
// allow-list; otherwise the default host (APP_URL) applies.
import { resolveAppHost } from '../../../mail/hosts.ts';
import {
  addedByAdminEmail,
  deleteAccountEmail,
  invitationEmail,
  passwordChangedEmail,
  resetEmail,
  verificationEmail,
  type MailContext,
  type MailMessage,
} from '../../../mail/templates.ts';
import { defineTask, type WorkerTask } from '../../task.ts';

function payloadOf<T>(payload: unknown, keys: readonly (keyof T & string)[]): T {
  const value = payload as Record<string, unknown> | null;
  for (const key of keys) {
    if (typeof value?.[key] !== 'string') throw new Error(`Job payload lacks "${key}"`);
  }
  return value as T;
}

function mailTask<T>(
  name: string,
  keys: readonly (keyof T & string)[],
  build: (context: MailContext, payload: T) => MailMessage,
): WorkerTask {
  return defineTask({
    name,
    sendsMail: true,
    async run(payload, { appHosts, sendMail }) {
      const host = resolveAppHost((payload as { appHost?: unknown } | null)?.appHost, appHosts);
      await sendMail(build({ appUrl: host.url, brand: host.brand }, payloadOf<T>(payload, keys)));
    },
  });
}

export const mailTasks: readonly WorkerTask[] = [
  mailTask('user_emails__send_verification', ['email', 'userEmailId', 'token'], verificationEmail),
  mailTask('user__forgot_password', ['email', 'userId', 'token'], resetEmail),
  mailTask(
    'user__added_by_admin',
    ['email', 'userId', 'token', 'name', 'username'],
    addedByAdminEmail,
  ),
  mailTask('user__send_delete_account_email', ['email', 'token'], deleteAccountEmail),
  mailTask('user__password_changed', ['email'], passwordChangedEmail),
  mailTask(
    'invitations__send',
    ['email', 'invitationId', 'code', 'kind', 'targetName', 'inviterName'],
    invitationEmail,
  ),
];
