// A rain gauge the server has not cached yet (decision 0127: requests never call the EA).
// The page asks for it once (refreshRainfallStation queues a job), then looks again a few
// times, further apart each time, and stops after about half a minute with a way to try
// again: the EA may be slow, down, or may not know the id at all.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, EmptyState, ProgressBar, Stack } from '@bloomkeep/ui';
import { useRefreshRainfallStationMutation } from '../../mutations/RefreshRainfallStationMutation';
import { errorText } from '../../relay/errors';
import { PageTitle } from '../../system/PageTitle';
import { RainfallNotFound } from './RainfallNotFound';
import * as styles from './Rainfall.css';

/** Waits before each look (about 30 s in all): a job usually runs within seconds. */
export const REFETCH_DELAYS_MS: readonly number[] = [2000, 3000, 5000, 8000, 12_000];

export interface RainfallFetchingProps {
  stationId: string;
  /** Loads the page's query from the server again; resolves once it has answered. */
  refetch: () => Promise<unknown>;
  delaysMs?: readonly number[];
}

type State = { step: 'fetching' } | { step: 'gave-up' } | { step: 'failed'; message: string };

export function RainfallFetching({
  stationId,
  refetch,
  delaysMs = REFETCH_DELAYS_MS,
}: RainfallFetchingProps) {
  const [refresh] = useRefreshRainfallStationMutation();
  const [state, setState] = useState<State>({ step: 'fetching' });
  const [attempt, setAttempt] = useState(0);
  // The latest functions, without restarting the looks when the page renders again.
  const latest = useRef({ refresh, refetch });
  useEffect(() => {
    latest.current = { refresh, refetch };
  });
  // One ask per attempt, even when StrictMode runs the effect twice.
  const asked = useRef<{ attempt: number; done: Promise<unknown> } | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
    void (async () => {
      if (asked.current?.attempt !== attempt) {
        asked.current = { attempt, done: latest.current.refresh(stationId) };
      }
      try {
        await asked.current.done;
      } catch (error) {
        if (!stopped) setState({ step: 'failed', message: errorText(error) });
        return;
      }
      // Each look that finds the station re-renders the page with it, which unmounts this.
      for (const ms of delaysMs) {
        await wait(ms);
        if (stopped) return;
        await latest.current.refetch().catch(() => undefined);
        if (stopped) return;
      }
      setState({ step: 'gave-up' });
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // One ask per attempt: "Try again" starts a new one.
  }, [stationId, attempt, delaysMs]);

  const tryAgain = useCallback(() => {
    setState({ step: 'fetching' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.step === 'gave-up') {
    return <RainfallNotFound action={<Button onPress={tryAgain}>Try again</Button>} />;
  }
  return (
    <PageTitle title={`Rain gauge ${stationId}`}>
      {state.step === 'failed' ? (
        <EmptyState
          title="We could not ask for this rain gauge"
          description={state.message}
          action={<Button onPress={tryAgain}>Try again</Button>}
        />
      ) : (
        <div className={styles.fetching} role="status">
          <Stack space="small">
            <p>Fetching this station’s readings from the Environment Agency…</p>
            <ProgressBar label="Fetching readings" isIndeterminate hideValue />
          </Stack>
        </div>
      )}
    </PageTitle>
  );
}
