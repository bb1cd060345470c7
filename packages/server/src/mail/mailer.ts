// Delivery: the SMTP integration when SMTP_URL is set; otherwise, outside
// production, the development mailbox table (shown at GET /dev/mailbox).
import type pg from 'pg';
import { createSmtpClient } from '../integrations/smtp/client.ts';
import type { MailMessage } from './templates.ts';

export interface MailerOptions {
  /** smtp://user:pass@host:port (smtps:// for implicit TLS). */
  smtpUrl?: string;
  from: string;
  production: boolean;
  /** Owner pool: the dev mailbox is in app_private. */
  ownerPool: pg.Pool;
}

export type SendMail = (message: MailMessage) => Promise<void>;

export class MailNotConfiguredError extends Error {
  constructor() {
    super('E-mail is not configured: set SMTP_URL (the development mailbox is off in production)');
    this.name = 'MailNotConfiguredError';
  }
}

/**
 * The From header: MAIL_FROM, with the message's display name (its brand's name) in place of
 * MAIL_FROM's own when the message has one. The address is always MAIL_FROM's.
 */
export function senderFor(from: string, fromName: string | undefined): string {
  if (!fromName) return from;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const name = fromName.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
  return `"${name}" <${address}>`;
}

export function createMailer(options: MailerOptions): { send: SendMail; close(): void } {
  if (options.smtpUrl) {
    const smtp = createSmtpClient({ url: options.smtpUrl });
    return {
      send: ({ fromName, ...message }) =>
        smtp.send({ ...message, from: senderFor(options.from, fromName) }),
      close: () => smtp.close(),
    };
  }
  if (options.production) {
    console.warn(
      'WARNING: SMTP_URL is not set in production: e-mail jobs will fail until it is configured.',
    );
    return {
      send: () => Promise.reject(new MailNotConfiguredError()),
      close: () => {},
    };
  }
  return {
    async send(message) {
      await options.ownerPool.query(
        'insert into app_private.dev_mailbox ("from", "to", subject, text, html, headers) ' +
          'values ($1, $2, $3, $4, $5, $6)',
        [
          senderFor(options.from, message.fromName),
          message.to,
          message.subject,
          message.text,
          message.html,
          JSON.stringify(message.headers ?? {}),
        ],
      );
    },
    close: () => {},
  };
}
