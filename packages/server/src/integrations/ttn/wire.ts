// The Things Stack v3 wire formats (docs integrations.md, "The Things Stack v3"):
// the uplink webhook body TTS posts to us, and the downlink queue bodies we post to
// TTS. Types, a validating parser and builders; no I/O.
//
// TTS leaves out fields that are empty, 0 or false, so every such field has a
// default here: f_cnt 0 is omitted, f_port 0 too, simulated uplinks may have no
// session_key_id ('' then). Identity and payload are checked strictly (a body
// without them gets 400 and the reason); radio metadata is read leniently (a
// gateway entry we cannot read is skipped, never a reason to lose the reading).

/** Gateway metadata of one reception (`uplink_message.rx_metadata[]`). */
export interface TtsRxMetadata {
  gateway_ids?: { gateway_id?: string; eui?: string };
  rssi?: number;
  channel_rssi?: number;
  snr?: number;
  location?: { latitude?: number; longitude?: number; altitude?: number; source?: string };
  [key: string]: unknown;
}

/** The uplink webhook body (message type "uplink_message"). */
export interface TtsUplinkBody {
  end_device_ids: {
    device_id: string;
    application_ids: { application_id: string };
    dev_eui?: string;
    join_eui?: string;
    dev_addr?: string;
  };
  correlation_ids?: string[];
  received_at?: string;
  uplink_message: {
    session_key_id?: string;
    f_port?: number;
    f_cnt?: number;
    frm_payload?: string;
    decoded_payload?: Record<string, unknown>;
    rx_metadata?: TtsRxMetadata[];
    settings?: Record<string, unknown>;
    received_at?: string;
    [key: string]: unknown;
  };
  simulated?: boolean;
}

/** One gateway that heard the uplink. */
export interface UplinkGateway {
  id: string;
  /** dBm (`rssi`, else `channel_rssi`; omitted means 0). */
  rssi: number;
  /** dB (omitted means 0). */
  snr: number;
  latitude?: number;
  longitude?: number;
}

/** An uplink as the rest of the server sees it. */
export interface TtnUplink {
  /** TTS end device id ("eui-0004a30b001c0530"). */
  deviceId: string;
  /** 16 upper-case hex digits. */
  devEui: string;
  applicationId: string;
  /** '' when TTS sent none (simulated uplinks). */
  sessionKeyId: string;
  fCnt: number;
  fPort: number;
  frmPayload: Uint8Array;
  /** What a TTS payload formatter made of it, or null: to cross-check, never to trust. */
  decodedPayload: Record<string, unknown> | null;
  /** When the network received it (uplink_message.received_at, else the body's). */
  receivedAt: Date;
  /** Of the best gateway (highest SNR, then RSSI); null when no gateway metadata came. */
  rssi: number | null;
  snr: number | null;
  gateways: UplinkGateway[];
  /** Sent from the TTS console's "simulate uplink". */
  simulated: boolean;
  correlationIds: string[];
}

export type ParseUplinkResult = { ok: true; uplink: TtnUplink } | { ok: false; reason: string };

export const DOWNLINK_PRIORITIES = [
  'LOWEST',
  'LOW',
  'BELOW_NORMAL',
  'NORMAL',
  'ABOVE_NORMAL',
  'HIGH',
  'HIGHEST',
] as const;
export type DownlinkPriority = (typeof DOWNLINK_PRIORITIES)[number];

/** One downlink in a push or replace body, as TTS defines it. */
export interface TtsDownlink {
  f_port: number;
  frm_payload?: string;
  decoded_payload?: Record<string, unknown>;
  priority?: DownlinkPriority;
  confirmed?: boolean;
  correlation_ids?: string[];
}

/** Body of POST …/down/push and …/down/replace. */
export interface TtsDownlinkQueueBody {
  downlinks: TtsDownlink[];
}

/** A downlink as Bloomkeep asks for it: a decoded payload (TTS's formatter encodes it) or bytes. */
export type DownlinkInput = {
  fPort: number;
  /** NORMAL unless said otherwise (spec §7). */
  priority?: DownlinkPriority;
  confirmed?: boolean;
} & (
  | { decodedPayload: Record<string, unknown>; frmPayload?: undefined }
  | { frmPayload: Uint8Array; decodedPayload?: undefined }
);

/** The error body TTS answers with (gRPC-style). */
export interface TtsErrorBody {
  code: number;
  message: string;
  details?: unknown[];
}

// ---------------------------------------------------------------------------
// Parsing the uplink webhook body

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DEV_EUI = /^[0-9A-Fa-f]{16}$/;
const MAX_F_CNT = 0xffffffff;

class Malformed extends Error {}

function fail(reason: string): never {
  throw new Malformed(reason);
}

function optionalString(object: Json, key: string, where: string): string | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(`${where}${key} must be a string`);
  return value;
}

function requiredString(object: Json, key: string, where: string): string {
  const value = optionalString(object, key, where);
  if (!value) fail(`${where}${key} is missing`);
  return value;
}

function integer(object: Json, key: string, where: string, max: number): number {
  const value = object[key];
  if (value === undefined) return 0; // TTS omits 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    fail(`${where}${key} must be a whole number from 0 to ${max}`);
  }
  return value;
}

function date(value: string | undefined, where: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) fail(`${where} is not a date: ${JSON.stringify(value)}`);
  return parsed;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function gatewaysOf(metadata: unknown): UplinkGateway[] {
  if (!Array.isArray(metadata)) return [];
  const gateways: UplinkGateway[] = [];
  for (const entry of metadata) {
    if (!isObject(entry)) continue;
    const ids = isObject(entry.gateway_ids) ? entry.gateway_ids : {};
    const gateway: UplinkGateway = {
      id: typeof ids.gateway_id === 'string' ? ids.gateway_id : '',
      rssi: finite(entry.rssi) ?? finite(entry.channel_rssi) ?? 0,
      snr: finite(entry.snr) ?? 0,
    };
    const location = isObject(entry.location) ? entry.location : undefined;
    const latitude = finite(location?.latitude);
    const longitude = finite(location?.longitude);
    if (latitude !== undefined && longitude !== undefined) {
      gateway.latitude = latitude;
      gateway.longitude = longitude;
    }
    gateways.push(gateway);
  }
  return gateways;
}

/** The gateway with the best signal: highest SNR, then highest RSSI. */
function best(gateways: UplinkGateway[]): UplinkGateway | undefined {
  return gateways.reduce<UplinkGateway | undefined>(
    (top, gateway) =>
      !top || gateway.snr > top.snr || (gateway.snr === top.snr && gateway.rssi > top.rssi)
        ? gateway
        : top,
    undefined,
  );
}

function parse(json: unknown): TtnUplink {
  if (!isObject(json)) fail('the body must be a JSON object');
  const ids = json.end_device_ids;
  if (!isObject(ids)) fail('end_device_ids is missing');
  const deviceId = requiredString(ids, 'device_id', 'end_device_ids.');
  const application = ids.application_ids;
  if (!isObject(application)) fail('end_device_ids.application_ids is missing');
  const applicationId = requiredString(
    application,
    'application_id',
    'end_device_ids.application_ids.',
  );
  const devEui = optionalString(ids, 'dev_eui', 'end_device_ids.');
  if (!devEui) {
    fail(
      'end_device_ids.dev_eui is missing: uplinks are stored once per (dev_eui, session, f_cnt)',
    );
  }
  if (!DEV_EUI.test(devEui)) fail('end_device_ids.dev_eui must be 16 hexadecimal digits');

  const message = json.uplink_message;
  if (!isObject(message)) fail('uplink_message is missing: only uplink messages are accepted here');
  const sessionKeyId = optionalString(message, 'session_key_id', 'uplink_message.') ?? '';
  const fPort = integer(message, 'f_port', 'uplink_message.', 255);
  const fCnt = integer(message, 'f_cnt', 'uplink_message.', MAX_F_CNT);
  const payload = optionalString(message, 'frm_payload', 'uplink_message.') ?? '';
  if (!BASE64.test(payload)) fail('uplink_message.frm_payload must be base64');
  const decoded = message.decoded_payload;
  if (decoded !== undefined && !isObject(decoded)) {
    fail('uplink_message.decoded_payload must be a JSON object');
  }
  const receivedAt =
    date(optionalString(message, 'received_at', 'uplink_message.'), 'uplink_message.received_at') ??
    date(optionalString(json, 'received_at', ''), 'received_at') ??
    fail('received_at is missing');

  const gateways = gatewaysOf(message.rx_metadata);
  const top = best(gateways);
  const correlationIds = Array.isArray(json.correlation_ids)
    ? json.correlation_ids.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    deviceId,
    devEui: devEui.toUpperCase(),
    applicationId,
    sessionKeyId,
    fCnt,
    fPort,
    frmPayload: Uint8Array.from(Buffer.from(payload, 'base64')),
    decodedPayload: decoded === undefined ? null : decoded,
    receivedAt,
    rssi: top ? top.rssi : null,
    snr: top ? top.snr : null,
    gateways,
    simulated: json.simulated === true,
    correlationIds,
  };
}

/**
 * Validate and read a TTS v3 uplink webhook body (already JSON-parsed).
 * `{ ok: false, reason }` means the body is malformed: answer 400 with the reason.
 */
export function parseUplinkBody(json: unknown): ParseUplinkResult {
  try {
    return { ok: true, uplink: parse(json) };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: error.message };
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Building bodies (the fake, the simulator and tests send these)

export interface UplinkBodyInput {
  deviceId: string;
  /** 16 hex digits. */
  devEui: string;
  applicationId: string;
  fPort: number;
  frmPayload: Uint8Array;
  fCnt?: number;
  sessionKeyId?: string;
  decodedPayload?: Record<string, unknown>;
  /** Now by default. */
  receivedAt?: Date;
  /** None by default (then rx_metadata is left out). */
  gateways?: UplinkGateway[];
  simulated?: boolean;
  joinEui?: string;
  devAddr?: string;
}

/** An uplink webhook body exactly as TTS would post it, empty, 0 and false fields left out. */
export function buildUplinkBody(input: UplinkBodyInput): TtsUplinkBody {
  const receivedAt = (input.receivedAt ?? new Date()).toISOString();
  const ids: TtsUplinkBody['end_device_ids'] = {
    device_id: input.deviceId,
    application_ids: { application_id: input.applicationId },
    dev_eui: input.devEui.toUpperCase(),
  };
  if (input.joinEui) ids.join_eui = input.joinEui;
  if (input.devAddr) ids.dev_addr = input.devAddr;
  const message: TtsUplinkBody['uplink_message'] = {};
  if (input.sessionKeyId) message.session_key_id = input.sessionKeyId;
  if (input.fPort) message.f_port = input.fPort;
  if (input.fCnt) message.f_cnt = input.fCnt;
  if (input.frmPayload.length)
    message.frm_payload = Buffer.from(input.frmPayload).toString('base64');
  if (input.decodedPayload) message.decoded_payload = input.decodedPayload;
  if (input.gateways?.length) {
    message.rx_metadata = input.gateways.map((gateway) => {
      const entry: TtsRxMetadata = { gateway_ids: { gateway_id: gateway.id } };
      if (gateway.rssi) {
        entry.rssi = gateway.rssi;
        entry.channel_rssi = gateway.rssi;
      }
      if (gateway.snr) entry.snr = gateway.snr;
      if (gateway.latitude !== undefined && gateway.longitude !== undefined) {
        entry.location = {
          latitude: gateway.latitude,
          longitude: gateway.longitude,
          source: 'SOURCE_REGISTRY',
        };
      }
      return entry;
    });
  }
  message.settings = {
    data_rate: { lora: { bandwidth: 125000, spreading_factor: 7, coding_rate: '4/5' } },
    frequency: '868300000',
  };
  message.received_at = receivedAt;
  const body: TtsUplinkBody = {
    end_device_ids: ids,
    correlation_ids: [`as:up:${crypto.randomUUID()}`],
    received_at: receivedAt,
    uplink_message: message,
  };
  if (input.simulated) body.simulated = true;
  return body;
}

/** One downlink in TTS's shape: f_port, then the payload, then the priority. */
export function toTtsDownlink(input: DownlinkInput): TtsDownlink {
  const downlink: TtsDownlink = { f_port: input.fPort };
  if (input.frmPayload !== undefined) {
    downlink.frm_payload = Buffer.from(input.frmPayload).toString('base64');
  } else {
    downlink.decoded_payload = input.decodedPayload;
  }
  downlink.priority = input.priority ?? 'NORMAL';
  if (input.confirmed) downlink.confirmed = true;
  return downlink;
}

/** The body of a push or replace call. */
export function buildDownlinkBody(downlinks: DownlinkInput[]): TtsDownlinkQueueBody {
  return { downlinks: downlinks.map(toTtsDownlink) };
}

export type ParseDownlinkResult =
  { ok: true; downlinks: TtsDownlink[] } | { ok: false; reason: string };

/** Validate a push or replace body as TTS does (used by the fake). */
export function parseDownlinkBody(json: unknown): ParseDownlinkResult {
  if (!isObject(json) || !Array.isArray(json.downlinks)) {
    return { ok: false, reason: 'the body must be {"downlinks":[...]}' };
  }
  const downlinks: TtsDownlink[] = [];
  for (const [index, entry] of json.downlinks.entries()) {
    const where = `downlinks[${index}]`;
    if (!isObject(entry)) return { ok: false, reason: `${where} must be an object` };
    const { f_port, frm_payload, decoded_payload, priority, confirmed } = entry;
    if (typeof f_port !== 'number' || !Number.isInteger(f_port) || f_port < 1 || f_port > 223) {
      return { ok: false, reason: `${where}.f_port must be a whole number from 1 to 223` };
    }
    if ((frm_payload === undefined) === (decoded_payload === undefined)) {
      return { ok: false, reason: `${where} needs exactly one of frm_payload and decoded_payload` };
    }
    if (
      frm_payload !== undefined &&
      (typeof frm_payload !== 'string' || !BASE64.test(frm_payload))
    ) {
      return { ok: false, reason: `${where}.frm_payload must be base64` };
    }
    if (decoded_payload !== undefined && !isObject(decoded_payload)) {
      return { ok: false, reason: `${where}.decoded_payload must be a JSON object` };
    }
    if (priority !== undefined && !DOWNLINK_PRIORITIES.includes(priority as DownlinkPriority)) {
      return {
        ok: false,
        reason: `${where}.priority must be one of ${DOWNLINK_PRIORITIES.join(', ')}`,
      };
    }
    if (confirmed !== undefined && typeof confirmed !== 'boolean') {
      return { ok: false, reason: `${where}.confirmed must be true or false` };
    }
    downlinks.push(entry as unknown as TtsDownlink);
  }
  return { ok: true, downlinks };
}
