import { describe, expect, it } from 'vitest';
import { AuthStore } from './authStore';
import { keepSignedInCookie, signedInCookie } from './signedInCookie';
import { memoryStorage, testJwt } from '../testing/renderRoute';

describe('the signed-in cookie', () => {
  it('lasts as long as the sign-in and carries no token', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(signedInCookie(true, now + 3_600_000, now)).toBe(
      'bk_signed_in=1; Path=/; Max-Age=3600; SameSite=Lax',
    );
    expect(signedInCookie(false, null, now)).toBe('bk_signed_in=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('follows signing in and out', () => {
    const auth = new AuthStore({ storage: memoryStorage() });
    const jar = { cookie: '' };
    keepSignedInCookie(auth, jar);
    expect(jar.cookie).toMatch(/^bk_signed_in=;/);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    auth.setToken(testJwt({ role: 'bk_user', user_id: 'u1', exp }));
    expect(jar.cookie).toMatch(/^bk_signed_in=1;/);
    expect(jar.cookie).not.toContain(auth.getState().token!);
    auth.setToken(testJwt({ role: 'bk_anonymous', exp }));
    expect(jar.cookie).toMatch(/^bk_signed_in=;.*Max-Age=0/);
    auth.setToken(testJwt({ role: 'bk_user', user_id: 'u1', exp }));
    auth.reset();
    expect(jar.cookie).toMatch(/^bk_signed_in=;/);
  });
});
