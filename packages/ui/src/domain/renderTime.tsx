// "Now" for relative times ("watered 3 minutes ago") as a page renders. A server-rendered
// page (docs/decisions/0141) must render the same words in the browser as on the server,
// or React throws the server's page away: both read the time the server rendered it at,
// handed down by a RenderTimeProvider. Everywhere else "now" is the clock.
import { createContext, useContext, useState, type ReactNode } from 'react';

const RenderTimeContext = createContext<Date | null>(null);

/** Fixes "now" for everything that mounts inside (null: the clock). */
export function RenderTimeProvider({ time, children }: { time: Date | null; children: ReactNode }) {
  return <RenderTimeContext.Provider value={time}>{children}</RenderTimeContext.Provider>;
}

/**
 * "Now" for this render's relative times: `now` (a story's or a test's fixed date), else the
 * provider's time, else the clock's (read again at every render).
 */
export function useRenderTime(now?: Date): Date {
  const fixed = useContext(RenderTimeContext);
  return now ?? fixed ?? new Date();
}

/**
 * "Now" fixed when the component mounts, for a page whose ages and advice must agree with
 * each other while it is open: the provider's time, or the clock's at mount.
 */
export function useMountTime(): Date {
  const fixed = useContext(RenderTimeContext);
  const [mounted] = useState(() => fixed ?? new Date());
  return mounted;
}
