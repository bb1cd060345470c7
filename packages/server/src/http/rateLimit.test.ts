// The public routes' per-address budget (http/rateLimit.ts): fixed one-minute windows per
// address, a Retry-After that counts down to the window's end, and 0 for no limit.
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows the limit per window, then says how long until the window ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, now: time.now });
    for (let i = 0; i < 3; i++) expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time.advance(45_500);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    time.advance(14_500);
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('counts each address on its own', () => {
    const limiter = createRateLimiter({ limit: 1, now: clock().now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('never answers a Retry-After below one second', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, now: time.now });
    limiter.take('a');
    time.advance(59_990);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('has no limit at 0', () => {
    const limiter = createRateLimiter({ limit: 0, now: clock().now });
    for (let i = 0; i < 1000; i++) expect(limiter.take('a').allowed).toBe(true);
  });
});
