// POST /ttn/uplink: The Things Stack v3 uplink webhook. Authenticated by a secret
// header (TTS signs nothing); a wrong or missing secret is 401 and nothing is stored.
// A malformed body is 400 with the reason. Everything else is acknowledged with 200
// and stored exactly once (app_hidden.ingest_uplink, migration 0014): a duplicate or
// retry changes nothing, and an unknown device, an undecodable payload or an
// unexpected port is kept raw with its reason, never lost. Uplinks that arrive
// together are stored together (devices/ingest.ts); each is answered once it is stored.
//
// The payload is decoded here for every model, since only the database knows which
// model the device is; it picks the decoding that applies.
import { timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { DEVICE_MODELS, type DeviceModel } from '@bloomkeep/schema';
import {
  UPLINK_FPORT,
  crossCheck,
  decodeUplink,
  describeDisagreements,
} from '../devices/decoders/index.ts';
import { parseUplinkBody, type TtnUplink } from '../integrations/ttn/wire.ts';
import { UplinkWriter } from '../devices/ingest.ts';
import { readBoundedBody } from './body.ts';
import { TTN_UPLINK_PATH, TTN_WEBHOOK_HEADER } from './paths.ts';
import { sendError, sendJson } from './respond.ts';
import type { Router } from './router.ts';

/** TTS uplink bodies are a few KiB; anything far larger is not one. */
export const MAX_UPLINK_BODY_BYTES = 64 * 1024;

export interface TtnUplinkOptions {
  pool: pg.Pool;
  /** The shared secret of the webhook's TTN_WEBHOOK_HEADER header. */
  webhookSecret: string;
}

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || expected === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What each model makes of the payload: readings, or why not (and whether it was the port). */
export function decodeForEveryModel(uplink: TtnUplink): Record<DeviceModel, unknown> {
  const decoded = {} as Record<DeviceModel, unknown>;
  for (const model of DEVICE_MODELS) {
    if (uplink.fPort !== UPLINK_FPORT[model]) {
      decoded[model] = {
        ok: false,
        status: 'unexpected_port',
        reason: `A ${model} sends on port ${UPLINK_FPORT[model]}, not ${uplink.fPort}`,
      };
      continue;
    }
    const result = decodeUplink(model, uplink.fPort, uplink.frmPayload);
    if (!result.ok) {
      decoded[model] = { ok: false, status: 'undecodable', reason: result.reason };
      continue;
    }
    const disagreement = uplink.decodedPayload
      ? describeDisagreements(crossCheck(result.readings, uplink.decodedPayload))
      : null;
    decoded[model] = {
      ok: true,
      readings: result.readings,
      notes: result.notes.length ? result.notes : undefined,
      disagreement: disagreement ?? undefined,
    };
  }
  return decoded;
}

/** The de-duplication session: TTS's session key, or for console simulations its correlation ids. */
function sessionOf(uplink: TtnUplink): string {
  if (uplink.sessionKeyId) return uplink.sessionKeyId;
  return uplink.simulated ? `simulated:${uplink.correlationIds.join(',')}` : '';
}

export function installTtnUplink(router: Router, options: TtnUplinkOptions): void {
  const writer = new UplinkWriter(options.pool);
  router.route(TTN_UPLINK_PATH, async (req, res) => {
    if (req.method !== 'POST') {
      sendError(res, 405, 'METHOD', 'Use POST', { allow: 'POST' });
      return;
    }
    if (!sameSecret(req.headers[TTN_WEBHOOK_HEADER], options.webhookSecret)) {
      // Do not read the body of an unauthenticated request.
      res.setHeader('connection', 'close');
      sendError(res, 401, 'UNAUTHENTICATED', `Missing or wrong ${TTN_WEBHOOK_HEADER} header`);
      return;
    }
    const body = await readBoundedBody(req, MAX_UPLINK_BODY_BYTES);
    if (body === null) {
      res.setHeader('connection', 'close');
      sendError(res, 413, 'TOO_LARGE', `An uplink body is at most ${MAX_UPLINK_BODY_BYTES} bytes`);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      sendError(res, 400, 'MALFORMED', 'The body is not JSON');
      return;
    }
    const parsed = parseUplinkBody(json);
    if (!parsed.ok) {
      sendError(res, 400, 'MALFORMED', parsed.reason);
      return;
    }
    const { uplink } = parsed;
    const data = {
      payload: Buffer.from(uplink.frmPayload).toString('hex'),
      fPort: uplink.fPort,
      fCnt: uplink.fCnt,
      rssi: uplink.rssi,
      snr: uplink.snr,
      gateways: uplink.gateways,
      simulated: uplink.simulated || undefined,
    };
    const status = await writer.store({
      devEui: uplink.devEui,
      session: sessionOf(uplink),
      fCnt: uplink.fCnt,
      deviceId: uplink.deviceId,
      applicationId: uplink.applicationId,
      fPort: uplink.fPort,
      receivedAt: uplink.receivedAt.toISOString(),
      decoded: decodeForEveryModel(uplink),
      data,
      body: json,
    });
    if (status === null) {
      sendError(
        res,
        400,
        'MALFORMED',
        'The body holds text that cannot be stored (a NUL character)',
      );
      return;
    }
    sendJson(res, 200, { status });
  });
}
