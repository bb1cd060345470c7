// Decoding uplinks per device model, and cross-checking what The Things Stack's
// payload formatter says. Pure functions: the POST /ttn/uplink route stores what
// they return (readings or the reason they failed, plus notes and disagreements).
// Choices: docs/decisions/0119-ttn-decoding-and-downlinks.md.
import type { DeviceModel } from '@bloomkeep/schema';
import { decodeLse01 } from './lse01.ts';
import { decodeLsph01 } from './lsph01.ts';
import { decodeTheThingsUno, UNO_FPORT } from './theThingsUno.ts';
import type { DecodeResult, Readings } from './readings.ts';

export type { DecodeResult, Readings } from './readings.ts';
export { decodeLse01, LSE01_LENGTH } from './lse01.ts';
export { decodeLsph01, LSPH01_LENGTH } from './lsph01.ts';
export {
  decodeTheThingsUno,
  encodeUnoDownlink,
  unoDownlinkPayload,
  UNO_FPORT,
  UNO_MAX_RUN_MINUTES,
  type UnoCommand,
} from './theThingsUno.ts';

/** Dragino sensors send their readings on fPort 2. */
export const SENSOR_FPORT = 2;

/** The fPort each model sends its readings on. */
export const UPLINK_FPORT: Record<DeviceModel, number> = {
  LSE01: SENSOR_FPORT,
  LSPH01: SENSOR_FPORT,
  THE_THINGS_UNO: UNO_FPORT,
};

const DECODERS: Record<DeviceModel, (bytes: Uint8Array) => DecodeResult> = {
  LSE01: decodeLse01,
  LSPH01: decodeLsph01,
  THE_THINGS_UNO: decodeTheThingsUno,
};

const MODEL_NAMES: Record<DeviceModel, string> = {
  LSE01: 'LSE01',
  LSPH01: 'LSPH01',
  THE_THINGS_UNO: 'The Things Uno',
};

/** Decode one uplink's frm_payload for a registered device of `model`. */
export function decodeUplink(model: DeviceModel, fPort: number, bytes: Uint8Array): DecodeResult {
  const decoder = DECODERS[model];
  if (!decoder) return { ok: false, reason: `no decoder for device model ${String(model)}` };
  const expected = UPLINK_FPORT[model];
  if (fPort !== expected) {
    const what = fPort === 0 ? ' (fPort 0 carries only MAC commands)' : '';
    return {
      ok: false,
      reason: `${MODEL_NAMES[model]} sends readings on fPort ${expected}, this uplink came on fPort ${fPort}${what}`,
    };
  }
  return decoder(bytes);
}

/** One field where TTS's decoded_payload and our own decoding differ. */
export interface Disagreement {
  /** Our field. */
  field: keyof Readings;
  /** The decoded_payload key it was compared with ("water_SOIL"). */
  source: string;
  /** Our value (undefined: the model has no such reading). */
  ours: Readings[keyof Readings];
  /** Their value, as sent. */
  theirs: unknown;
  /** "decoded_payload water_SOIL = 19.57, ours: none (raw mode or probe out)". */
  message: string;
}

type Kind = 'number' | 'boolean';
interface Mapping {
  field: keyof Readings;
  kind: Kind;
  /** Differences up to one step of the field's resolution are the same reading
   *  (Dragino's own formatter computes negative temperatures one step off). */
  tolerance: number;
}

/** Dragino's payload formatter keys (and the Uno's ledState) → our fields. */
const FORMATTER_KEYS: Record<string, Mapping> = {
  BatV: { field: 'battery', kind: 'number', tolerance: 0.001 },
  Bat: { field: 'battery', kind: 'number', tolerance: 0.001 },
  TempC_DS18B20: { field: 'externalTemperature', kind: 'number', tolerance: 0.1 },
  water_SOIL: { field: 'water', kind: 'number', tolerance: 0.01 },
  temp_SOIL: { field: 'temperature', kind: 'number', tolerance: 0.01 },
  TEMP_SOIL: { field: 'temperature', kind: 'number', tolerance: 0.1 },
  conduct_SOIL: { field: 'conductivity', kind: 'number', tolerance: 1 },
  PH1_SOIL: { field: 'ph', kind: 'number', tolerance: 0.01 },
  dielectric_constant: { field: 'dielectric', kind: 'number', tolerance: 0.1 },
  s_flag: { field: 'probeDetected', kind: 'boolean', tolerance: 0 },
  ledState: { field: 'ledState', kind: 'boolean', tolerance: 0 },
};

const INVALID = Symbol('invalid');

function asNumber(value: unknown): number | null | typeof INVALID {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return INVALID;
}

function asBoolean(value: unknown): boolean | null | typeof INVALID {
  if (value === null) return null;
  if (value === true || value === 1 || value === '1' || value === 'on') return true;
  if (value === false || value === 0 || value === '0' || value === 'off') return false;
  return INVALID;
}

function show(value: unknown): string {
  if (value === undefined) return 'no such reading for this model';
  if (value === null) return 'none';
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * Compare our decoding with TTS's `decoded_payload` (from a payload formatter,
 * Dragino's field names). Our decoding wins; the caller stores the returned
 * disagreements as a note. Keys we do not know are ignored; an empty list means
 * nothing to report (also when there is no decoded_payload at all).
 */
export function crossCheck(readings: Readings, decodedPayload: unknown): Disagreement[] {
  if (typeof decodedPayload !== 'object' || decodedPayload === null) return [];
  if (Array.isArray(decodedPayload)) return [];
  const disagreements: Disagreement[] = [];
  for (const [source, theirs] of Object.entries(decodedPayload)) {
    const mapping = Object.hasOwn(FORMATTER_KEYS, source) ? FORMATTER_KEYS[source] : undefined;
    if (!mapping) continue;
    const ours = readings[mapping.field];
    const parsed = mapping.kind === 'number' ? asNumber(theirs) : asBoolean(theirs);
    let same: boolean;
    if (parsed === INVALID || ours === undefined) same = false;
    else if (parsed === null || ours === null) same = parsed === ours;
    else if (typeof parsed === 'number' && typeof ours === 'number') {
      same = Math.abs(parsed - ours) <= mapping.tolerance + 1e-9;
    } else same = parsed === ours;
    if (same) continue;
    disagreements.push({
      field: mapping.field,
      source,
      ours,
      theirs,
      message: `decoded_payload ${source} = ${show(theirs)}, ours: ${show(ours)}`,
    });
  }
  return disagreements;
}

/** The disagreements as one note for storage, or null when there are none. */
export function describeDisagreements(disagreements: Disagreement[]): string | null {
  if (disagreements.length === 0) return null;
  return `payload formatter disagrees (our decoding kept): ${disagreements.map((d) => d.message).join('; ')}`;
}
