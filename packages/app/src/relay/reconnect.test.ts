import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect';

describe('reconnectDelayMs', () => {
  it('grows as 2^attempt seconds plus 0.3–3 s of jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(1300);
    expect(reconnectDelayMs(3, () => 1)).toBe(11000);
  });
});
