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
