// What a decoded uplink says, and the byte helpers the Dragino decoders share.
// Pure: no I/O, no database. See docs/decisions/0119-ttn-decoding-and-downlinks.md.

/**
 * Readings decoded from one uplink.
 *
 * - A key that is absent does not apply to the model (an LSPH01 has no `water`).
 * - `null` means this uplink carries no trustworthy value for it: the probe is out
 *   of the soil, the LSE01 is in raw (dielectric) mode, or the value lies outside
 *   what the sensor can measure (the reason is in `DecodeResult.notes`).
 */
export interface Readings {
  /** Soil moisture, % (LSE01). */
  water?: number | null;
  /** Soil temperature, °C (LSE01, LSPH01). */
  temperature?: number | null;
  /** Soil electrical conductivity, µS/cm (LSE01). */
  conductivity?: number | null;
  /** Soil pH, 0–14 (LSPH01). */
  ph?: number | null;
  /** Battery, V. */
  battery?: number | null;
  /** LSE01: the soil probe answered (byte 10 bit 4). False when it is pulled out or broken. */
  probeDetected?: boolean;
  /** LSE01 raw mode only: dielectric constant of the soil. */
  dielectric?: number | null;
  /** LSE01: `raw` when firmware 1.2.1 sends dielectric and raw values (byte 10 bit 7). */
  mode?: 'normal' | 'raw';
  /** Optional DS18B20 probe, °C. */
  externalTemperature?: number | null;
  /** The Things Uno: LED / pump relay on. */
  ledState?: boolean | null;
  /** The uplink was sent because of an interrupt (button or wake pin), not the timer. */
  interrupt?: boolean;
}

export type DecodeResult =
  | {
      ok: true;
      readings: Readings;
      /** Things worth storing beside the readings ("water 655.35 % is out of range"). */
      notes: string[];
    }
  | { ok: false; reason: string };

/** Unsigned big-endian 16-bit integer at `offset`. */
export function uint16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

/** Signed (two's complement) big-endian 16-bit integer at `offset`. */
export function int16(bytes: Uint8Array, offset: number): number {
  const value = uint16(bytes, offset);
  return value & 0x8000 ? value - 0x10000 : value;
}

/** Dragino battery: the top two bits of bytes 0-1 are flags, the rest millivolts. */
export function batteryVolts(bytes: Uint8Array): number {
  return (uint16(bytes, 0) & 0x3fff) / 1000;
}

/** The value when it lies within [min, max]; otherwise null and a note saying why. */
export function inRange(
  value: number,
  min: number,
  max: number,
  label: string,
  unit: string,
  notes: string[],
): number | null {
  if (value >= min && value <= max) return value;
  notes.push(`${label} ${value}${unit} is outside the sensor's range ${min} to ${max}${unit}`);
  return null;
}

/** "0d 23 00 ..." for reasons and notes. */
export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');
}
