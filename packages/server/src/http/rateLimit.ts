// A per-client-address request budget for the partners' public routes (decision 0142):
// /graphql/public over HTTP and its subscriptions, widget fragments and oEmbed share one
// budget per address, so a page full of widgets is counted as what it is.
//
// Counted in memory, per server instance, in fixed one-minute windows: public reads are
// cheap and many, and a write to PostgreSQL for each (as sign-in's failures are counted) would
// cost more than the read it guards. Behind a load balancer with N instances an address can
// make up to N × the limit; the limit is there to stop one client from flooding the database,
// which that still does. Addresses come from client-address.ts (X-Forwarded-For only with
// TRUST_PROXY).
import type http from 'node:http';
import { clientAddress } from '../client-address.ts';
import { sendError, sendGraphQLError } from './respond.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterOptions {
  /** Requests per window and address; 0 turns the limit off. */
  limit: number;
  /** Default one minute. */
  windowMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one request from `key`, and says whether it is within the budget. */
  take(key: string): RateDecision;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit } = options;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let sweptAt = now();
  return {
    take(key) {
      if (limit <= 0) return { allowed: true };
      const at = now();
      // Forget finished windows once a window, so the map holds only recent addresses.
      if (at - sweptAt >= windowMs) {
        for (const [address, window] of windows) {
          if (at - window.start >= windowMs) windows.delete(address);
        }
        sweptAt = at;
      }
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)),
      };
    },
  };
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * The budget check of one HTTP request: false when it has answered 429 (with Retry-After)
 * itself, as a GraphQL error (`/graphql/public`) or our plain JSON error (other routes).
 */
export function withinPublicBudget(
  limiter: RateLimiter,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: { trustProxy: boolean; graphql?: boolean; headers?: Record<string, string> },
): boolean {
  const decision = limiter.take(clientAddress(req, options.trustProxy));
  if (decision.allowed) return true;
  const send = options.graphql ? sendGraphQLError : sendError;
  send(res, 429, 'RATEL', RATE_LIMITED_MESSAGE, {
    'retry-after': String(decision.retryAfterSeconds),
    ...options.headers,
  });
  return false;
}
