// The real The Things Stack client: queue downlinks through the application's
// webhook (POST …/down/push and …/down/replace, Bearer API key). Configuration
// comes in as options (TTN_API_URL, application id, webhook id, API key from the
// environment via config.ts); nothing is read here.
//
// Every call resolves to an outcome instead of throwing, so the graphile-worker
// job can decide: `accepted` (TTS queued it: now change the local state),
// `retryable` (429, 408, 5xx, network error or time-out: try again later, after
// `retryAfterSeconds` when TTS said so) or `rejected` (any other 4xx, such as a
// wrong API key or an unknown device: retrying will not help, show the failure).
import { fetchFailureReason } from '../fetchFailure.ts';
import { buildDownlinkBody, type DownlinkInput, type TtsErrorBody } from './wire.ts';

export interface TtnClientOptions {
  /** https://eu1.cloud.thethings.network, or the fake's url. */
  apiUrl: string;
  applicationId: string;
  webhookId: string;
  /** An API key with the application's "write downlink traffic" right. */
  apiKey: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Give up on a call after this long (a retryable outcome). 10 s by default. */
  timeoutMs?: number;
}

export type DownlinkOutcome =
  | { status: 'accepted'; httpStatus: number }
  | {
      status: 'retryable';
      /** null for a network error or time-out. */
      httpStatus: number | null;
      reason: string;
      /** From TTS's Retry-After header, in seconds; null when it sent none. */
      retryAfterSeconds: number | null;
    }
  | { status: 'rejected'; httpStatus: number; reason: string };

export interface TtnClient {
  /** Add one downlink to the device's queue (Class A: sent after its next uplink). */
  pushDownlink(deviceId: string, downlink: DownlinkInput): Promise<DownlinkOutcome>;
  /** Replace the device's whole queue; `[]` clears it. */
  replaceQueue(deviceId: string, downlinks: DownlinkInput[]): Promise<DownlinkOutcome>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

async function reasonFrom(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as Partial<TtsErrorBody>;
    if (typeof body.message === 'string') detail = body.message;
  } catch {
    // not JSON: keep the text
  }
  return `The Things Stack answered ${response.status}${detail ? `: ${detail}` : ''}`;
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function createTtnClient(options: TtnClientOptions): TtnClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const devicePath = (deviceId: string) =>
    `${base}/api/v3/as/applications/${encodeURIComponent(options.applicationId)}` +
    `/webhooks/${encodeURIComponent(options.webhookId)}/devices/${encodeURIComponent(deviceId)}`;

  async function post(url: string, body: string): Promise<DownlinkOutcome> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'Bloomkeep',
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return {
        status: 'retryable',
        httpStatus: null,
        reason: fetchFailureReason(error, 'The Things Stack', timeoutMs),
        retryAfterSeconds: null,
      };
    }
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 'accepted', httpStatus: response.status };
    }
    const reason = await reasonFrom(response);
    if (isRetryableStatus(response.status)) {
      return {
        status: 'retryable',
        httpStatus: response.status,
        reason,
        retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      };
    }
    return { status: 'rejected', httpStatus: response.status, reason };
  }

  return {
    pushDownlink(deviceId, downlink) {
      return post(
        `${devicePath(deviceId)}/down/push`,
        JSON.stringify(buildDownlinkBody([downlink])),
      );
    },
    replaceQueue(deviceId, downlinks) {
      return post(
        `${devicePath(deviceId)}/down/replace`,
        JSON.stringify(buildDownlinkBody(downlinks)),
      );
    },
  };
}
