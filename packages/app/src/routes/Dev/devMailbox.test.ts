import { describe, expect, it } from 'vitest';
import { fetchDevMailbox, linkify, localHref } from './devMailbox';

const respond = (status: number, body: unknown) =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
    })) as unknown as typeof fetch;

describe('development mailbox', () => {
  it('reads the messages the server kept', async () => {
    const mail = { to: 'a@b.org', subject: 'Hi', text: 't', html: '<p>t</p>', createdAt: 'x' };
    await expect(fetchDevMailbox(respond(200, [mail]))).resolves.toEqual([mail]);
  });

  it('has no mailbox in production (404) or behind a static host (HTML)', async () => {
    await expect(fetchDevMailbox(respond(404, { error: 'Not found' }))).resolves.toBeNull();
    await expect(fetchDevMailbox(respond(200, '<!doctype html>'))).resolves.toBeNull();
  });

  it('reports other failures', async () => {
    await expect(fetchDevMailbox(respond(500, { error: 'x' }))).rejects.toThrow('HTTP 500');
  });

  it('turns the links of a plain-text mail into parts', () => {
    expect(linkify('Verify email: http://localhost:3000/verify?id=1&token=2\n\nBye')).toEqual([
      { kind: 'text', text: 'Verify email: ' },
      { kind: 'link', href: 'http://localhost:3000/verify?id=1&token=2' },
      { kind: 'text', text: '\n\nBye' },
    ]);
  });

  it('keeps links to this site inside the app', () => {
    const origin = 'http://localhost:3000';
    expect(localHref('http://localhost:3000/reset?userId=1&token=2', origin)).toBe(
      '/reset?userId=1&token=2',
    );
    expect(localHref('https://elsewhere.example/x', origin)).toBe('https://elsewhere.example/x');
  });
});
