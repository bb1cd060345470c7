// When the subscription socket reconnects (spec §4, §9): client-only rules.

export const RECONNECT_ATTEMPTS = 5;
/** Close codes after which the subscription socket is not retried (spec §4). */
export const NON_RETRY_CLOSE_CODES = [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429] as const;

/**
 * Delay before reconnect attempt `attempt` (0-based): 2^attempt seconds plus
 * 0.3 to 3 seconds of randomness (spec §9). `random` is injectable for tests.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const jitterSeconds = 0.3 + random() * 2.7;
  return Math.round((2 ** attempt + jitterSeconds) * 1000);
}
