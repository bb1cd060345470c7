/**
 * Why a call to an outside service got no answer: it timed out (AbortSignal.timeout) or could
 * not connect (fetch's error, whose cause says why). Each client wraps it in its own outcome.
 */
export function fetchFailureReason(error: unknown, service: string, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `${service} did not answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return `could not reach ${service}: ${message}`;
}

/** The answer of a GET to an outside service, body read, or why there was none. */
export type FetchedText =
  { answered: true; response: Response; body: string } | { answered: false; reason: string };

/**
 * GETs `url` as JSON within `timeoutMs`, the body included: a stalled body is an outage too.
 * Shared by the JSON clients (EA, weather), each of which reads the answer its own way.
 */
export async function fetchText(
  doFetch: typeof fetch,
  url: string,
  service: string,
  timeoutMs: number,
): Promise<FetchedText> {
  try {
    const response = await doFetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Bloomkeep' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { answered: true, response, body: await response.text() };
  } catch (error) {
    return { answered: false, reason: fetchFailureReason(error, service, timeoutMs) };
  }
}

/** A non-2xx answer: worth retrying later (429, 5xx) or refused for good (other 4xx). */
export function httpFailure(
  service: string,
  httpStatus: number,
  detail: string,
): { status: 'unavailable' | 'rejected'; httpStatus: number; reason: string } {
  const reason = `${service} answered ${httpStatus}${detail ? `: ${detail}` : ''}`;
  return {
    status: httpStatus === 429 || httpStatus >= 500 ? 'unavailable' : 'rejected',
    httpStatus,
    reason,
  };
}
