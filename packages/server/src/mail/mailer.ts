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

export function createMailer(options: MailerOptions): { send: SendMail; close(): void } {
  if (options.smtpUrl) {
    const smtp = createSmtpClient({ url: options.smtpUrl });
    return {
      send: (message) => smtp.send({ from: options.from, ...message }),
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
        'insert into app_private.dev_mailbox ("to", subject, text, html) values ($1, $2, $3, $4)',
        [message.to, message.subject, message.text, message.html],
      );
    },
    close: () => {},
  };
}
