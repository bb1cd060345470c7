// The development mailbox is served only while e-mail stays local (issue 10).
import { describe, expect, it } from 'vitest';
import { devMailboxEnabled } from '../src/config.ts';

describe('devMailboxEnabled', () => {
  it('is on outside production while no SMTP server is configured', () => {
    expect(devMailboxEnabled({}, false)).toBe(true);
    expect(devMailboxEnabled({ SMTP_URL: '' }, false)).toBe(true);
  });

  it('is off once e-mail goes out over SMTP, even with DEV_MAILBOX=1', () => {
    expect(devMailboxEnabled({ SMTP_URL: 'smtp://mail.example:587' }, false)).toBe(false);
    expect(devMailboxEnabled({ SMTP_URL: 'smtp://mail.example:587', DEV_MAILBOX: '1' }, true)).toBe(
      false,
    );
  });

  it('is off in production unless DEV_MAILBOX=1 asks for it', () => {
    expect(devMailboxEnabled({}, true)).toBe(false);
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, true)).toBe(true);
  });
});
