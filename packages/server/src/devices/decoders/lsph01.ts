// Dragino LSPH01 soil pH and temperature sensor: 11 bytes on fPort 2, big-endian
// (layout in docs integrations.md, "Dragino soil sensors").
//
//   0-1  battery: (u16 & 0x3FFF) / 1000 V
//   2-3  external DS18B20 probe, signed int16 / 10 °C
//   4-5  pH / 100
//   6-7  soil temperature, signed int16 / 10 °C (not / 100 as on the LSE01)
//   8    interrupt flag
//   10   message type: 0x01 is a normal uplink with readings
import {
  batteryVolts,
  hex,
  inRange,
  int16,
  uint16,
  type DecodeResult,
  type Readings,
} from './readings.ts';

export const LSPH01_LENGTH = 11;
/** Byte 10 of an uplink that carries readings; other types answer commands. */
export const LSPH01_READINGS_MESSAGE = 0x01;

const PH_MAX = 14;
const TEMPERATURE_MIN = -40;
const TEMPERATURE_MAX = 85;
const EXTERNAL_MIN = -55;
const EXTERNAL_MAX = 125;

export function decodeLsph01(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== LSPH01_LENGTH) {
    return {
      ok: false,
      reason: `LSPH01 payload must be ${LSPH01_LENGTH} bytes, got ${bytes.length}${bytes.length ? ` (${hex(bytes)})` : ''}`,
    };
  }
  const messageType = bytes[10] ?? 0;
  if (messageType !== LSPH01_READINGS_MESSAGE) {
    return {
      ok: false,
      reason: `LSPH01 message type 0x${messageType.toString(16).padStart(2, '0')} carries no readings (expected 0x01)`,
    };
  }
  const notes: string[] = [];
  const readings: Readings = {
    battery: batteryVolts(bytes),
    externalTemperature: inRange(
      int16(bytes, 2) / 10,
      EXTERNAL_MIN,
      EXTERNAL_MAX,
      'external temperature',
      ' °C',
      notes,
    ),
    ph: inRange(uint16(bytes, 4) / 100, 0, PH_MAX, 'pH', '', notes),
    temperature: inRange(
      int16(bytes, 6) / 10,
      TEMPERATURE_MIN,
      TEMPERATURE_MAX,
      'temperature',
      ' °C',
      notes,
    ),
    interrupt: (bytes[8] ?? 0) !== 0,
  };
  return { ok: true, readings, notes };
}
