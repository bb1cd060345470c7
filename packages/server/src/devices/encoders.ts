// Uplink encoders: the inverse of the decoders beside them (byte layouts in
// docs integrations.md, decision 0119). The demo seed and `pnpm simulate` build their uplinks
// with them, and tests and benchmarks send real payloads through the webhook; round trips
// through the decoders are tested in test/demo-devices.test.ts.

function writeUint16(bytes: Uint8Array, offset: number, value: number, label: string): void {
  const v = Math.round(value);
  if (!(v >= 0 && v <= 0xffff)) throw new RangeError(`${label} ${value} does not fit in 16 bits`);
  bytes[offset] = v >> 8;
  bytes[offset + 1] = v & 0xff;
}

function writeInt16(bytes: Uint8Array, offset: number, value: number, label: string): void {
  const v = Math.round(value);
  if (!(v >= -0x8000 && v <= 0x7fff)) {
    throw new RangeError(`${label} ${value} does not fit in a signed 16-bit integer`);
  }
  writeUint16(bytes, offset, v < 0 ? v + 0x10000 : v, label);
}

function writeBattery(bytes: Uint8Array, volts: number): void {
  const millivolts = Math.round(volts * 1000);
  if (!(millivolts >= 0 && millivolts <= 0x3fff)) {
    throw new RangeError(`battery ${volts} V does not fit in 14 bits of millivolts`);
  }
  writeUint16(bytes, 0, millivolts, 'battery');
}

export interface Lse01Uplink {
  battery: number;
  /** The optional DS18B20 probe, °C (0 when none is fitted). */
  externalTemperature?: number;
  /** False: the soil probe is out of the soil (bit 4 clear); moisture, temperature, EC are not sent. */
  probeDetected: boolean;
  water?: number;
  temperature?: number;
  conductivity?: number;
  interrupt?: boolean;
}

/** LSE01, normal mode: 11 bytes for fPort 2. */
export function encodeLse01(uplink: Lse01Uplink): Uint8Array {
  const bytes = new Uint8Array(11);
  writeBattery(bytes, uplink.battery);
  writeInt16(bytes, 2, (uplink.externalTemperature ?? 0) * 10, 'external temperature');
  if (uplink.probeDetected) {
    writeUint16(bytes, 4, (uplink.water ?? 0) * 100, 'water');
    writeInt16(bytes, 6, (uplink.temperature ?? 0) * 100, 'temperature');
    writeUint16(bytes, 8, uplink.conductivity ?? 0, 'conductivity');
  }
  bytes[10] = (uplink.probeDetected ? 0x10 : 0) | (uplink.interrupt ? 0x01 : 0);
  return bytes;
}

export interface Lsph01Uplink {
  battery: number;
  externalTemperature?: number;
  ph: number;
  temperature: number;
  interrupt?: boolean;
}

/** LSPH01 readings uplink (message type 0x01): 11 bytes for fPort 2. */
export function encodeLsph01(uplink: Lsph01Uplink): Uint8Array {
  const bytes = new Uint8Array(11);
  writeBattery(bytes, uplink.battery);
  writeInt16(bytes, 2, (uplink.externalTemperature ?? 0) * 10, 'external temperature');
  writeUint16(bytes, 4, uplink.ph * 100, 'pH');
  writeInt16(bytes, 6, uplink.temperature * 10, 'temperature');
  bytes[8] = uplink.interrupt ? 1 : 0;
  bytes[10] = 0x01;
  return bytes;
}

/** The Things Uno's state uplink: 1 byte for fPort 1. */
export function encodeTheThingsUno(uplink: { ledState: boolean }): Uint8Array {
  return Uint8Array.of(uplink.ledState ? 1 : 0);
}
