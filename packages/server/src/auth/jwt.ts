// Verification of incoming JWTs. PostGraphile v5 signs the tokens that sign-in
// functions return but does not verify the ones clients send: that happens here.
//
// Speed: a secret passed as a string makes jsonwebtoken try createPublicKey first
// (hundreds of µs per call); a secret KeyObject built once per secret costs a few
// µs. An HTTP request is verified once: claimsForRequest memoizes per request
// object, for the HTTP pre-check and the GraphQL context alike. And a client sends
// the same token with every request: a token that verified is remembered (a bounded
// LRU per secret, docs/decisions/0149), so the next request with the very same
// bytes checks only its expiry instead of decoding and HMAC-ing it again.
import { createSecretKey, type KeyObject } from 'node:crypto';
import type http from 'node:http';
import jwt from 'jsonwebtoken';
import { ROLES, type Role } from '@bloomkeep/schema';
import { JWT_AUDIENCE } from '../config.ts';

export const ANONYMOUS_ROLE: Role = 'bk_anonymous';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A rejected token: the HTTP layer answers 401. */
export class AuthenticationError extends Error {
  readonly statusCode = 401;
  constructor(message: string) {
    super(message);
    this.name = 'AuthenticationError';
  }
}

export interface Claims {
  role: Role;
  userId: string | null;
  /** The user's token version when the token was issued (absent in older tokens). */
  tokenVersion?: number | null;
  /** A guest's session (the guest token's random id): their side of a chat (migration 0036). */
  sessionId?: string | null;
}

/** Extract the token from an `Authorization: Bearer …` value; undefined when absent. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value.trim());
  if (!match) throw new AuthenticationError('Authorization header must be "Bearer <token>"');
  return match[1];
}

const secretKeys = new Map<string, KeyObject>();

/** The HS256 key for `secret`, built once per secret (a server has one). */
export function secretKeyFor(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

/** How many verified tokens each secret remembers (about one per active session). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface Verified {
  claims: Claims;
  /** The token's `exp`, in seconds since the epoch. */
  exp: number;
}

/** Tokens that verified, per secret, least recently used first (Map keeps insertion order). */
const verifiedTokens = new Map<string, Map<string, Verified>>();

/** `exp` as jsonwebtoken reads it: expired from that second on. */
function expired(exp: number): boolean {
  return Math.floor(Date.now() / 1000) >= exp;
}

/**
 * Verify an HS256 token: signature, expiry (required), audience, and a role from the
 * whitelist. A signed-in role must name its user.
 *
 * Only a token that passed every check is remembered, keyed by its exact text: the same
 * bytes with the same secret verify the same way every time, except for expiry, which is
 * checked again on every use. (`nbf` only ever becomes true, and our tokens carry none.)
 */
export function verifyToken(token: string, secret: string): Claims {
  let cache = verifiedTokens.get(secret);
  const known = cache?.get(token);
  if (known) {
    if (expired(known.exp)) {
      cache!.delete(token);
      throw new AuthenticationError('Your session has expired');
    }
    // Most recently used last.
    cache!.delete(token);
    cache!.set(token, known);
    return known.claims;
  }
  const { exp, ...verified } = verifyTokenAfresh(token, secret);
  // Shared by every request with this token: nobody may change it.
  const claims = Object.freeze(verified);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(secret, cache);
  }
  if (cache.size >= VERIFIED_TOKEN_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(token, { claims, exp });
  return claims;
}

function verifyTokenAfresh(token: string, secret: string): Claims & { exp: number } {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secretKeyFor(secret), {
      algorithms: ['HS256'],
      audience: JWT_AUDIENCE,
    });
  } catch (error) {
    const reason =
      error instanceof jwt.TokenExpiredError ? 'Your session has expired' : 'Invalid token';
    throw new AuthenticationError(reason);
  }
  if (typeof payload !== 'object' || typeof payload.exp !== 'number') {
    throw new AuthenticationError('Invalid token');
  }
  const role: unknown = payload.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw new AuthenticationError('Invalid token');
  }
  const userId: unknown = payload.user_id ?? null;
  if (userId !== null && (typeof userId !== 'string' || !UUID.test(userId))) {
    throw new AuthenticationError('Invalid token');
  }
  if (role !== ANONYMOUS_ROLE && userId === null) {
    throw new AuthenticationError('Invalid token');
  }
  const tokenVersion: unknown = payload.token_version ?? null;
  if (
    tokenVersion !== null &&
    !(Number.isSafeInteger(tokenVersion) && (tokenVersion as number) >= 0)
  ) {
    throw new AuthenticationError('Invalid token');
  }
  const sessionId: unknown = payload.session_id ?? null;
  if (sessionId !== null && (typeof sessionId !== 'string' || !UUID.test(sessionId))) {
    throw new AuthenticationError('Invalid token');
  }
  return {
    role: role as Role,
    userId,
    ...(tokenVersion === null ? {} : { tokenVersion: tokenVersion as number }),
    ...(sessionId === null ? {} : { sessionId }),
    exp: payload.exp,
  };
}

/** Claims for a request: anonymous without a token, verified otherwise. */
export function claimsFromAuthorization(
  header: string | string[] | undefined,
  secret: string,
): Claims {
  const token = bearerToken(header);
  return token === undefined ? { role: ANONYMOUS_ROLE, userId: null } : verifyToken(token, secret);
}

const requestClaims = new WeakMap<
  http.IncomingMessage,
  { secret: string; result: Claims | AuthenticationError }
>();

/**
 * Claims for an HTTP request, verified once however often they are asked for (the
 * HTTP pre-check, then the GraphQL context). A rejected token throws the same
 * AuthenticationError each time.
 */
export function claimsForRequest(req: http.IncomingMessage, secret: string): Claims {
  let entry = requestClaims.get(req);
  if (!entry || entry.secret !== secret) {
    let result: Claims | AuthenticationError;
    try {
      result = claimsFromAuthorization(req.headers.authorization, secret);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      result = error;
    }
    entry = { secret, result };
    requestClaims.set(req, entry);
  }
  if (entry.result instanceof AuthenticationError) throw entry.result;
  return entry.result;
}

/**
 * The transaction settings RLS reads (`role`, `jwt.claims.*`), and the client's
 * address for sign-in rate limiting (`request.ip`).
 */
export function pgSettingsFor(claims: Claims, clientIp?: string): Record<string, string> {
  return {
    role: claims.role,
    'jwt.claims.user_id': claims.userId ?? '',
    'jwt.claims.role': claims.role,
    'request.ip': clientIp ?? '',
    // Compared with the user's current version in SQL (current_user_id()).
    ...(claims.tokenVersion == null
      ? {}
      : { 'jwt.claims.token_version': String(claims.tokenVersion) }),
    // A guest's side of a chat (app_hidden.chat_recipient_id, migration 0036).
    ...(claims.sessionId ? { 'jwt.claims.session_id': claims.sessionId } : {}),
  };
}

export interface SignOptions {
  role: Role | string;
  userId?: string | null;
  /** Seconds from now; negative for an already expired token. Default one hour. */
  expiresInSeconds?: number;
  audience?: string;
  tokenVersion?: number;
  /** A guest's session id (what sign_in_as_guest puts in the token). */
  sessionId?: string;
  algorithm?: jwt.Algorithm;
}

/** Mint a token the way the database's sign-in functions do (tests, scripts, jobs). */
export function signToken(secret: string, options: SignOptions): string {
  const exp = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600);
  return jwt.sign(
    {
      role: options.role,
      user_id: options.userId ?? null,
      exp,
      aud: options.audience ?? JWT_AUDIENCE,
      ...(options.tokenVersion === undefined ? {} : { token_version: options.tokenVersion }),
      ...(options.sessionId === undefined ? {} : { session_id: options.sessionId }),
    },
    secret,
    { algorithm: options.algorithm ?? 'HS256' },
  );
}
