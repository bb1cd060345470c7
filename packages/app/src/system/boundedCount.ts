// The server's bounded counts (actionCount, thingCount, thingStats: migrations
// 0005 and 0007) are exact up to COUNT_LIMIT and answer COUNT_LIMIT + 1 above it,
// so a long list is never counted to its end. Above the bound the app says "1,000+".

export const COUNT_LIMIT = 1000;

const count = new Intl.NumberFormat('en-US');

/** Whether a bounded count stopped at the bound. */
export function isAboveLimit(total: number): boolean {
  return total > COUNT_LIMIT;
}

/** "734", "1,000", or "1,000+" above the bound. */
export function formatBoundedCount(total: number): string {
  return isAboveLimit(total) ? `${count.format(COUNT_LIMIT)}+` : count.format(total);
}
