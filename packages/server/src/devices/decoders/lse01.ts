// Dragino LSE01 soil moisture, temperature and EC sensor: 11 bytes on fPort 2,
// big-endian (layout in docs integrations.md, "Dragino soil sensors").
//
//   0-1  battery: (u16 & 0x3FFF) / 1000 V
//   2-3  external DS18B20 probe, signed int16 / 10 °C
//   4-5  soil moisture / 100 %        (raw mode: dielectric constant / 10)
//   6-7  soil temperature, signed / 100 °C   (raw mode: raw moisture value)
//   8-9  conductivity, µS/cm                 (raw mode: raw conductivity value)
//   10   flags: bits 0-3 interrupt, bit 4 sensor detected, bit 7 raw mode (firmware 1.2.1)
import {
  batteryVolts,
  hex,
  inRange,
  int16,
  uint16,
  type DecodeResult,
  type Readings,
} from './readings.ts';

export const LSE01_LENGTH = 11;

/** Ranges of the LSE01 soil probe (Dragino datasheet). */
const WATER_MAX = 100;
const TEMPERATURE_MIN = -40;
const TEMPERATURE_MAX = 85;
const CONDUCTIVITY_MAX = 20000;
/** DS18B20 range. */
const EXTERNAL_MIN = -55;
const EXTERNAL_MAX = 125;

export function decodeLse01(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== LSE01_LENGTH) {
    return {
      ok: false,
      reason: `LSE01 payload must be ${LSE01_LENGTH} bytes, got ${bytes.length}${bytes.length ? ` (${hex(bytes)})` : ''}`,
    };
  }
  const notes: string[] = [];
  const flags = bytes[10] ?? 0;
  const probeDetected = (flags & 0x10) !== 0;
  const raw = (flags & 0x80) !== 0;
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
    probeDetected,
    mode: raw ? 'raw' : 'normal',
    interrupt: (flags & 0x0f) !== 0,
    water: null,
    temperature: null,
    conductivity: null,
    dielectric: null,
  };
  if (!probeDetected) {
    notes.push('soil probe not detected: no moisture, temperature or conductivity in this uplink');
  } else if (raw) {
    // Firmware 1.2.1 mode flag: bytes 4-5 are the dielectric constant and 6-9 raw
    // counts, not calibrated moisture, temperature and EC. Reading them as such
    // would show nonsense (the documented example would claim 28200 µS/cm).
    readings.dielectric = uint16(bytes, 4) / 10;
    notes.push('raw mode (byte 10 bit 7): dielectric constant only, no calibrated readings');
  } else {
    readings.water = inRange(uint16(bytes, 4) / 100, 0, WATER_MAX, 'water', ' %', notes);
    readings.temperature = inRange(
      int16(bytes, 6) / 100,
      TEMPERATURE_MIN,
      TEMPERATURE_MAX,
      'temperature',
      ' °C',
      notes,
    );
    readings.conductivity = inRange(
      uint16(bytes, 8),
      0,
      CONDUCTIVITY_MAX,
      'conductivity',
      ' µS/cm',
      notes,
    );
  }
  return { ok: true, readings, notes };
}
