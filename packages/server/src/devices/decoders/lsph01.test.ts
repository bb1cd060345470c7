// LSPH01 decoding: the documented example, signed /10 temperatures, ranges and
// message types.
import { describe, expect, it } from 'vitest';
import { decodeLsph01 } from './lsph01.ts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));

function readings(hex: string) {
  const result = decodeLsph01(bytes(hex));
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('decodeLsph01', () => {
  it('reads the documented example: 3.363 V, pH 5.96, 24.9 °C', () => {
    expect(readings('0D23 0000 0254 00F9 0000 01')).toEqual({
      ok: true,
      readings: {
        battery: 3.363,
        externalTemperature: 0,
        ph: 5.96,
        temperature: 24.9, // /10, not /100 as on the LSE01
        interrupt: false,
      },
      notes: [],
    });
  });

  it('reads temperatures as signed 16-bit integers, in tenths', () => {
    const { readings: r } = readings('0D23 FF9C 0254 FF9C 0000 01');
    expect(r.temperature).toBe(-10); // 0xFF9C = -100 → -10.0 °C
    expect(r.externalTemperature).toBe(-10);
    expect(readings('0D23 0000 0254 FE70 0000 01').readings.temperature).toBe(-40);
    expect(readings('0D23 0000 0254 FFFF 0000 01').readings.temperature).toBe(-0.1);
  });

  it('masks the battery high bits', () => {
    expect(readings('CD23 0000 0254 00F9 0000 01').readings.battery).toBe(3.363);
  });

  it('keeps pH 0 and 14, and refuses a pH the probe cannot measure', () => {
    expect(readings('0D23 0000 0000 00F9 0000 01').readings.ph).toBe(0);
    expect(readings('0D23 0000 0578 00F9 0000 01').readings.ph).toBe(14);
    const beyond = readings('0D23 0000 FFFF 7FFF 0000 01');
    expect(beyond.readings).toMatchObject({ ph: null, temperature: null, battery: 3.363 });
    expect(beyond.notes).toEqual([
      "pH 655.35 is outside the sensor's range 0 to 14",
      "temperature 3276.7 °C is outside the sensor's range -40 to 85 °C",
    ]);
  });

  it('reads the interrupt flag from byte 8', () => {
    expect(readings('0D23 0000 0254 00F9 0100 01').readings.interrupt).toBe(true);
  });

  it('refuses other message types and wrong lengths with a clear reason', () => {
    expect(decodeLsph01(bytes('0D23 0000 0254 00F9 0000 02'))).toEqual({
      ok: false,
      reason: 'LSPH01 message type 0x02 carries no readings (expected 0x01)',
    });
    expect(decodeLsph01(bytes('0D23 0000 0254 00F9'))).toEqual({
      ok: false,
      reason: 'LSPH01 payload must be 11 bytes, got 8 (0d 23 00 00 02 54 00 f9)',
    });
  });
});
