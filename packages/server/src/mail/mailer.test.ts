import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { startFakeSmtpServer } from '../integrations/smtp/fake.ts';
import { createMailer, MailNotConfiguredError } from './mailer.ts';
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
      'a@example.org',
      'Hi',
      'Hello',
      '<p>Hello</p>',
    ]);
  });
});

describe('templates', () => {
  it('link to the app routes under APP_URL, escaping HTML', () => {
    const verify = verificationEmail('https://bloomkeep.example/app', {
      email: '<x>@example.org',
      userEmailId: 'id-1',
      token: 'tok',
    });
    expect(verify.text).toContain('https://bloomkeep.example/app/verify?id=id-1&token=tok');
    expect(verify.html).toContain('https://bloomkeep.example/app/verify?id=id-1&amp;token=tok');
    expect(verify.html).toContain('&lt;x&gt;@example.org');
    expect(verify.html).not.toContain('<x>');
    const reset = resetEmail('http://127.0.0.1:3000', {
      email: 'a@b.org',
      userId: 'u',
      token: 't',
    });
    expect(reset.text).toContain('http://127.0.0.1:3000/reset?userId=u&token=t');
  });
});
