import type http from 'node:http';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  bearerToken,
  claimsForRequest,
  claimsFromAuthorization,
  pgSettingsFor,
  secretKeyFor,
  signToken,
  verifyToken,
} from './jwt.ts';

const secret = 'unit-test-secret';
const userId = '0b6f0d7e-8f2a-4c55-9b35-2f6f4b4f6a01';

function rejects(fn: () => unknown): void {
  expect(fn).toThrow(AuthenticationError);
  try {
    fn();
  } catch (error) {
    expect((error as AuthenticationError).statusCode).toBe(401);
  }
}

describe('bearerToken', () => {
  it('reads "Bearer <token>" and nothing else', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    rejects(() => bearerToken('Basic abc'));
    rejects(() => bearerToken('Bearer a b'));
  });
});

describe('verifyToken', () => {
  it('returns the role and user of a valid token', () => {
    const token = signToken(secret, { role: 'bk_user', userId });
    expect(verifyToken(token, secret)).toEqual({ role: 'bk_user', userId });
  });

  it('accepts a guest token without a user', () => {
    const token = signToken(secret, { role: 'bk_anonymous' });
    expect(verifyToken(token, secret)).toEqual({ role: 'bk_anonymous', userId: null });
  });

  it('rejects other algorithms, secrets, audiences, expired or expiry-less tokens', () => {
    rejects(() =>
      verifyToken(signToken(secret, { role: 'bk_user', userId, algorithm: 'HS512' }), secret),
    );
    rejects(() => verifyToken(signToken('other', { role: 'bk_user', userId }), secret));
    rejects(() =>
      verifyToken(signToken(secret, { role: 'bk_user', userId, audience: 'x' }), secret),
    );
    rejects(() =>
      verifyToken(signToken(secret, { role: 'bk_user', userId, expiresInSeconds: -1 }), secret),
    );
    rejects(() =>
      verifyToken(jwt.sign({ role: 'bk_user', user_id: userId, aud: 'bloomkeep' }, secret), secret),
    );
  });

  it('carries the token version, and rejects a malformed one', () => {
    const token = signToken(secret, { role: 'bk_user', userId, tokenVersion: 3 });
    expect(verifyToken(token, secret)).toEqual({ role: 'bk_user', userId, tokenVersion: 3 });
    const sign = (version: unknown) =>
      jwt.sign(
        {
          role: 'bk_user',
          user_id: userId,
          aud: 'bloomkeep',
          exp: Math.floor(Date.now() / 1000) + 60,
          token_version: version,
        },
        secret,
      );
    for (const version of ['1', -1, 1.5, "0'; reset role"]) {
      rejects(() => verifyToken(sign(version), secret));
    }
  });

  it('rejects roles outside the whitelist and malformed users', () => {
    for (const role of ['postgres', 'bk_authenticator', 'BK_ADMIN', '']) {
      rejects(() => verifyToken(signToken(secret, { role, userId }), secret));
    }
    rejects(() =>
      verifyToken(signToken(secret, { role: 'bk_user', userId: "x'; drop table" }), secret),
    );
    rejects(() => verifyToken(signToken(secret, { role: 'bk_admin' }), secret));
  });
});

describe('verifyToken, for a token it verified before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still refuses it once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = signToken(secret, { role: 'bk_user', userId, expiresInSeconds: 60 });
    expect(verifyToken(token, secret)).toEqual({ role: 'bk_user', userId });
    vi.setSystemTime(Date.now() + 59_000);
    expect(verifyToken(token, secret)).toEqual({ role: 'bk_user', userId });
    vi.setSystemTime(Date.now() + 1_000);
    expect(() => verifyToken(token, secret)).toThrow('Your session has expired');
    expect(() => verifyToken(token, secret)).toThrow('Your session has expired');
  });

  it('refuses it under another secret, and refuses a copy with another signature', () => {
    const token = signToken(secret, { role: 'bk_admin', userId });
    expect(verifyToken(token, secret).role).toBe('bk_admin');
    rejects(() => verifyToken(token, 'another-secret'));
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    rejects(() => verifyToken(forged, secret));
  });

  it('gives claims that no caller can change for the next request', () => {
    const token = signToken(secret, { role: 'bk_user', userId });
    const claims = verifyToken(token, secret);
    expect(() => {
      (claims as { role: string }).role = 'bk_admin';
    }).toThrow(TypeError);
    expect(verifyToken(token, secret).role).toBe('bk_user');
  });
});

describe('claimsFromAuthorization and pgSettingsFor', () => {
  it('treats a request without a token as a guest', () => {
    const claims = claimsFromAuthorization(undefined, secret);
    expect(pgSettingsFor(claims)).toEqual({
      role: 'bk_anonymous',
      'jwt.claims.user_id': '',
      'jwt.claims.role': 'bk_anonymous',
      'request.ip': '',
    });
  });

  it('sets the role and user of a verified token', () => {
    const header = `Bearer ${signToken(secret, { role: 'bk_admin', userId })}`;
    expect(pgSettingsFor(claimsFromAuthorization(header, secret), '192.0.2.1')).toEqual({
      role: 'bk_admin',
      'jwt.claims.user_id': userId,
      'jwt.claims.role': 'bk_admin',
      'request.ip': '192.0.2.1',
    });
  });

  it('passes the token version for SQL to compare', () => {
    const header = `Bearer ${signToken(secret, { role: 'bk_user', userId, tokenVersion: 2 })}`;
    expect(pgSettingsFor(claimsFromAuthorization(header, secret))).toMatchObject({
      'jwt.claims.user_id': userId,
      'jwt.claims.token_version': '2',
    });
  });
});

describe('secretKeyFor', () => {
  it('builds the HS256 key once per secret and verifies with it', () => {
    const key = secretKeyFor(secret);
    expect(key.type).toBe('secret');
    expect(secretKeyFor(secret)).toBe(key);
    expect(secretKeyFor('another-secret')).not.toBe(key);
    const token = signToken(secret, { role: 'bk_user', userId });
    expect(jwt.verify(token, key, { algorithms: ['HS256'] })).toMatchObject({ user_id: userId });
  });
});

describe('claimsForRequest', () => {
  const requestWith = (authorization?: string) =>
    ({ headers: authorization ? { authorization } : {} }) as http.IncomingMessage;

  it('verifies a request once: later calls get the same claims', () => {
    const req = requestWith(`Bearer ${signToken(secret, { role: 'bk_user', userId })}`);
    const claims = claimsForRequest(req, secret);
    expect(claims).toEqual({ role: 'bk_user', userId });
    expect(claimsForRequest(req, secret)).toBe(claims);
    // Another request with the same token gets the same claims.
    expect(claimsForRequest(requestWith(req.headers.authorization), secret)).toEqual(claims);
  });

  it('rejects a bad token every time it is asked, and treats no token as a guest', () => {
    const bad = requestWith('Bearer not-a-token');
    let first: unknown;
    try {
      claimsForRequest(bad, secret);
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(AuthenticationError);
    expect(() => claimsForRequest(bad, secret)).toThrow(first as Error);
    expect(claimsForRequest(requestWith(), secret)).toEqual({
      role: 'bk_anonymous',
      userId: null,
    });
  });
});
