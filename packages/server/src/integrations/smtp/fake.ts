// A local SMTP server for tests and development: it speaks real SMTP on
// 127.0.0.1, parses each message with mailparser and keeps it in memory.
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedSmtpMessage } from './wire.ts';

export interface FakeSmtpServer {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  received: ReceivedSmtpMessage[];
  /** The first message (already received or still to come) to `to` whose subject matches. */
  waitFor(to: string, subject: RegExp): Promise<ReceivedSmtpMessage>;
  close(): Promise<void>;
}

function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedSmtpMessage[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const from = session.envelope.mailFrom;
          const message: ReceivedSmtpMessage = {
            envelopeFrom: from ? from.address : null,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: addresses(mail.from)[0] ?? null,
            fromName: mail.from?.value[0]?.name || null,
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          };
          received.push(message);
          arrivals.emit('message', message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const matches = (to: string, subject: RegExp) => (message: ReceivedSmtpMessage) =>
    message.envelopeTo.includes(to) && subject.test(message.subject);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, subject) {
      const test = matches(to, subject);
      const hit = received.find(test);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve) => {
        const listener = (message: ReceivedSmtpMessage) => {
          if (!test(message)) return;
          arrivals.off('message', listener);
          resolve(message);
        };
        arrivals.on('message', listener);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
