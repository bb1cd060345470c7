/**
 * Runs `task` when asked, never two at once: asking while it runs queues exactly one more run,
 * however many times it is asked (a burst of live events costs at most one fetch in flight and
 * one queued). A failed run is the task's own business; the next request runs again.
 */
export function coalesce(task: () => Promise<void>): {
  request(): void;
  cancel(): void;
  /** Resolves when no run is in flight or queued (tests). */
  idle(): Promise<void>;
} {
  let active: Promise<void> | null = null;
  let queued = false;
  let cancelled = false;

  const drain = async () => {
    do {
      queued = false;
      try {
        await task();
      } catch {
        // The task reports its own failures.
      }
    } while (queued && !cancelled);
    active = null;
  };

  return {
    request() {
      if (cancelled) return;
      if (active) queued = true;
      else active = drain();
    },
    cancel() {
      cancelled = true;
      queued = false;
    },
    idle: () => active ?? Promise.resolve(),
  };
}
