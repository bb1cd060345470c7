// A local The Things Stack, for tests, the e2e run, `pnpm dev` and `pnpm simulate`.
// It speaks the real wire format over real HTTP, in both directions:
//
//   const tts = await startFakeTts({ apiKey: 'NNSXS.fake', applicationId: 'bloomkeep', webhookId: 'bloomkeep' });
//   // point the server at it: TTN_API_URL=tts.url (plus the same application id, webhook id, key)
//   await tts.waitForDownlink('eui-0004a30b001c0530');  // a downlink the server pushed
//   tts.received;               // every accepted push/replace, oldest first, with the raw body
//   tts.queue('eui-…');         // the device's queue now (push appends, replace replaces)
//   tts.failNext(2, 503);       // the next 2 requests answer 503 (or 429, with Retry-After)
//   await tts.close();
//
//   // and the other direction, TTS posting an uplink to our webhook:
//   await sendUplink(`${server}/ttn/uplink`, 'X-Bloomkeep-Secret', secret,
//     buildUplinkBody({ deviceId, devEui, applicationId, fPort: 2, fCnt: 7, frmPayload }));
//
// Like TTS it answers 401 without a valid Bearer API key, 403 when the key belongs
// to another application, 404 for an unknown webhook, 400 for a malformed body
// (errors as TTS's `{ code, message, details }`), and 200 `{}` when it queued the
// downlinks. It checks no end device list: any device id is accepted.
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  parseDownlinkBody,
  type TtsDownlink,
  type TtsErrorBody,
  type TtsUplinkBody,
} from './wire.ts';
import { readBoundedBody } from '../../http/body.ts';

export interface FakeTtsOptions {
  /** 0 (any free port) by default; a fixed port for `pnpm dev`. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
  /** The API key the server must present as `Authorization: Bearer <key>`. */
  apiKey: string;
  applicationId: string;
  webhookId: string;
}

/** One accepted push or replace call. */
export interface FakeDownlinkRecord {
  operation: 'push' | 'replace';
  deviceId: string;
  downlinks: TtsDownlink[];
  /** The request body exactly as sent. */
  rawBody: string;
  receivedAt: Date;
}

/** Every request, accepted or not: what a retry test counts. */
export interface FakeTtsRequest {
  method: string;
  path: string;
  status: number;
}

export type InjectedStatus = 429 | 500 | 502 | 503 | 504;

export interface FakeTts {
  /** http://127.0.0.1:<port>: the TTN_API_URL for the server under test. */
  url: string;
  /** Every accepted push and replace, oldest first. */
  received: FakeDownlinkRecord[];
  /** Every request with the status it got, oldest first. */
  requests: FakeTtsRequest[];
  /** The device's downlink queue as it stands. */
  queue(deviceId: string): TtsDownlink[];
  /** Answer the next `count` requests with `status` (429 sends Retry-After: `retryAfterSeconds`, 1 by default). */
  failNext(count: number, status: InjectedStatus, options?: { retryAfterSeconds?: number }): void;
  /** The first accepted push or replace (already received or still to come) for the device that matches. */
  waitForDownlink(
    deviceId: string,
    matches?: (record: FakeDownlinkRecord) => boolean,
  ): Promise<FakeDownlinkRecord>;
  close(): Promise<void>;
}

const ROUTE =
  /^\/api\/v3\/as\/applications\/([^/]+)\/webhooks\/([^/]+)\/devices\/([^/]+)\/down\/(push|replace)$/;
const MAX_BODY = 64 * 1024;

const STATUS_CODES: Record<number, { code: number; message: string }> = {
  429: { code: 8, message: 'error:pkg/ratelimit:rate_limited (rate limit exceeded)' },
  500: { code: 13, message: 'error:pkg/applicationserver:internal (internal error)' },
  502: { code: 14, message: 'error:pkg/applicationserver:unavailable (bad gateway)' },
  503: { code: 14, message: 'error:pkg/applicationserver:unavailable (service unavailable)' },
  504: { code: 4, message: 'error:pkg/applicationserver:deadline_exceeded (deadline exceeded)' },
};

export async function startFakeTts(options: FakeTtsOptions): Promise<FakeTts> {
  const received: FakeDownlinkRecord[] = [];
  const requests: FakeTtsRequest[] = [];
  const queues = new Map<string, TtsDownlink[]>();
  const arrivals = new EventEmitter();
  const injected: { status: InjectedStatus; retryAfterSeconds: number }[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const send = (status: number, body: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
      return status;
    };
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, details: [] } satisfies TtsErrorBody);

    const failure = injected.shift();
    if (failure) {
      const { code, message } = STATUS_CODES[failure.status] ?? { code: 2, message: 'error' };
      return send(
        failure.status,
        { code, message, details: [] },
        failure.status === 429 ? { 'retry-after': String(failure.retryAfterSeconds) } : {},
      );
    }

    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const route = ROUTE.exec(path);
    if (!route) return error(404, 5, 'error:pkg/web:not_found (route not found)');
    if (request.method !== 'POST') return error(405, 12, 'error:pkg/web:method_not_allowed');

    const authorization = request.headers.authorization ?? '';
    const key = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (!key) return error(401, 16, 'error:pkg/auth:unauthenticated (unauthenticated)');
    if (key !== options.apiKey) {
      return error(401, 16, 'error:pkg/identityserver:api_key_not_found (API key not found)');
    }
    const [, application = '', webhook = '', device = '', operation] = route.map((part) =>
      decodeURIComponent(part),
    );
    if (application !== options.applicationId) {
      return error(
        403,
        7,
        `error:pkg/auth/rights:no_application_rights (no rights for application \`${application}\`)`,
      );
    }
    if (webhook !== options.webhookId) {
      return error(
        404,
        5,
        'error:pkg/applicationserver/io/web:webhook_not_found (webhook not found)',
      );
    }

    const body = await readBoundedBody(request, MAX_BODY);
    if (body === null) return error(413, 3, 'error:pkg/web:request_too_large');
    const rawBody = body.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return error(400, 3, 'error:pkg/jsonpb:unmarshal (invalid JSON)');
    }
    const parsed = parseDownlinkBody(json);
    if (!parsed.ok) return error(400, 3, `error:pkg/ttnpb:field_value (${parsed.reason})`);

    const record: FakeDownlinkRecord = {
      operation: operation === 'replace' ? 'replace' : 'push',
      deviceId: device,
      downlinks: parsed.downlinks,
      rawBody,
      receivedAt: new Date(),
    };
    const queue = record.operation === 'replace' ? [] : (queues.get(device) ?? []);
    queues.set(device, [...queue, ...parsed.downlinks]);
    received.push(record);
    arrivals.emit('downlink', record);
    return send(200, {});
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    handle(request, response).then(
      (status) => requests.push({ method: request.method ?? '', path, status }),
      () => {
        requests.push({ method: request.method ?? '', path, status: 500 });
        if (!response.headersSent) response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    received,
    requests,
    queue: (deviceId) => [...(queues.get(deviceId) ?? [])],
    failNext(count, status, failOptions = {}) {
      for (let i = 0; i < count; i += 1) {
        injected.push({ status, retryAfterSeconds: failOptions.retryAfterSeconds ?? 1 });
      }
    },
    waitForDownlink(deviceId, matches = () => true) {
      const test = (record: FakeDownlinkRecord) => record.deviceId === deviceId && matches(record);
      const hit = received.find(test);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve) => {
        const listener = (record: FakeDownlinkRecord) => {
          if (!test(record)) return;
          arrivals.off('downlink', listener);
          resolve(record);
        };
        arrivals.on('downlink', listener);
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export interface SendUplinkOptions {
  /** Abort after this long (TTS itself waits 5 s). No limit by default. */
  timeoutMs?: number;
}

/**
 * POST an uplink to a webhook as TTS does: JSON body, the configured secret
 * header. Resolves with the webhook's answer; network errors reject.
 */
export async function sendUplink(
  webhookUrl: string,
  secretHeaderName: string,
  secret: string,
  body: TtsUplinkBody | string,
  options: SendUplinkOptions = {},
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'TheThingsStack/3 (Bloomkeep fake)',
  };
  if (secretHeaderName) headers[secretHeaderName] = secret;
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
  return { status: response.status, body: await response.text() };
}
