import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { startFakeSmtpServer } from '../integrations/smtp/fake.ts';
import { createMailer, MailNotConfiguredError, senderFor } from './mailer.ts';
import { resetEmail, verificationEmail } from './templates.ts';

const message = { to: 'a@example.org', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' };

describe('createMailer', () => {
  it('sends over SMTP from the configured sender when SMTP_URL is set', async () => {
    const smtp = await startFakeSmtpServer();
    const query = vi.fn();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'no-reply@bloomkeep.example',
      production: true,
      ownerPool: { query } as unknown as pg.Pool,
    });
    try {
      await mailer.send(message);
      expect(smtp.received).toEqual([
        expect.objectContaining({
          envelopeTo: ['a@example.org'],
          from: 'no-reply@bloomkeep.example',
          subject: 'Hi',
          text: 'Hello',
          html: '<p>Hello</p>',
        }),
      ]);
      expect(query).not.toHaveBeenCalled();
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('fails every job in production without SMTP_URL, after a clear warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const query = vi.fn();
    const mailer = createMailer({
      from: 'x@example.org',
      production: true,
      ownerPool: { query } as unknown as pg.Pool,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/SMTP_URL is not set in production/));
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailNotConfiguredError);
    expect(query).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stores messages in the dev mailbox outside production', async () => {
    const query = vi.fn().mockResolvedValue({ rows: [] });
    const mailer = createMailer({
      from: 'x@example.org',
      production: false,
      ownerPool: { query } as unknown as pg.Pool,
    });
    await mailer.send(message);
    expect(query).toHaveBeenCalledWith(expect.stringMatching(/app_private\.dev_mailbox/), [
      'x@example.org',
      'a@example.org',
      'Hi',
      'Hello',
      '<p>Hello</p>',
      '{}',
    ]);
  });
});

describe('senderFor', () => {
  it("puts the brand's name before MAIL_FROM's address", () => {
    expect(senderFor('Bloomkeep <no-reply@bloomkeep.example>', 'Bee Cafe Club')).toBe(
      '"Bee Cafe Club" <no-reply@bloomkeep.example>',
    );
    expect(senderFor('no-reply@bloomkeep.example', 'Say "hi"')).toBe(
      '"Say \\"hi\\"" <no-reply@bloomkeep.example>',
    );
    expect(senderFor('Bloomkeep <no-reply@bloomkeep.example>', undefined)).toBe(
      'Bloomkeep <no-reply@bloomkeep.example>',
    );
  });
});

describe('templates', () => {
  it('link to the app routes under APP_URL, escaping HTML', () => {
    const verify = verificationEmail(
      { appUrl: 'https://bloomkeep.example/app', brand: 'default' },
      {
        email: '<x>@example.org',
        userEmailId: 'id-1',
        token: 'tok',
      },
    );
    expect(verify.text).toContain('https://bloomkeep.example/app/verify?id=id-1&token=tok');
    expect(verify.html).toContain('https://bloomkeep.example/app/verify?id=id-1&amp;token=tok');
    expect(verify.html).toContain('&lt;x&gt;@example.org');
    expect(verify.html).not.toContain('<x>');
    const reset = resetEmail(
      { appUrl: 'http://127.0.0.1:3000', brand: 'default' },
      {
        email: 'a@b.org',
        userId: 'u',
        token: 't',
      },
    );
    expect(reset.text).toContain('http://127.0.0.1:3000/reset?userId=u&token=t');
  });
});
