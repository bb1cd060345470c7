// The SMTP client in a real SMTP conversation with the local fake server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpClient, type SmtpClient } from './client.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake.ts';

let fake: FakeSmtpServer;
let client: SmtpClient;
beforeAll(async () => {
  fake = await startFakeSmtpServer();
  client = createSmtpClient({ url: fake.url });
});
afterAll(async () => {
  client?.close();
  await fake?.close();
});

describe('the SMTP client', () => {
  it('delivers sender, recipient, subject, text and HTML over SMTP', async () => {
    await client.send({
      from: 'no-reply@bloomkeep.example',
      to: 'steward@example.org',
      subject: 'Your bee cafe needs water',
      text: 'Water it today.',
      html: '<p>Water it <b>today</b>.</p>',
    });
    const message = await fake.waitFor('steward@example.org', /needs water/);
    expect(message).toEqual({
      envelopeFrom: 'no-reply@bloomkeep.example',
      envelopeTo: ['steward@example.org'],
      from: 'no-reply@bloomkeep.example',
      fromName: null,
      to: ['steward@example.org'],
      subject: 'Your bee cafe needs water',
      text: 'Water it today.',
      html: '<p>Water it <b>today</b>.</p>',
      headers: expect.objectContaining({ subject: 'Your bee cafe needs water' }),
    });
  });

  it('delivers extra headers as given (List-Unsubscribe, RFC 8058)', async () => {
    await client.send({
      from: 'no-reply@bloomkeep.example',
      to: 'lists@example.org',
      subject: 'Digest',
      text: 'Hello',
      headers: {
        'List-Unsubscribe': '<https://app.bloomkeep.example/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const message = await fake.waitFor('lists@example.org', /Digest/);
    expect(message.headers['list-unsubscribe']).toBe(
      '<https://app.bloomkeep.example/unsubscribe?token=abc>',
    );
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('fails the send when the server refuses the connection', async () => {
    const closed = await startFakeSmtpServer();
    await closed.close();
    const refused = createSmtpClient({ url: closed.url });
    await expect(
      refused.send({ from: 'a@example.org', to: 'b@example.org', subject: 'x', text: 'x' }),
    ).rejects.toThrow();
    refused.close();
  });
});
