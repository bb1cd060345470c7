// The real SMTP client: nodemailer over smtp:// (STARTTLS when offered) or
// smtps:// (implicit TLS), from SMTP_URL.
import nodemailer from 'nodemailer';
import type { SmtpMessage } from './wire.ts';

export interface SmtpClientOptions {
  /** smtp://user:pass@host:port, or smtps:// for implicit TLS. */
  url: string;
}

export interface SmtpClient {
  send(message: SmtpMessage): Promise<void>;
  close(): void;
}

export function createSmtpClient(options: SmtpClientOptions): SmtpClient {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
