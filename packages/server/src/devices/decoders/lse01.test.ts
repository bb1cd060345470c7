// LSE01 decoding: the documented example, the firmware mode flag, the probe-out
// bit and the boundaries of every field.
import { describe, expect, it } from 'vitest';
import { decodeLse01 } from './lse01.ts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));

function readings(hex: string) {
  const result = decodeLse01(bytes(hex));
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('decodeLse01', () => {
  it('reads the documented example in raw (dielectric) mode, because byte 10 = 0x90 has bit 7 set', () => {
    const { readings: r, notes } = readings('CE29 00F1 07A5 099B 6E28 90');
    expect(r).toEqual({
      battery: 3.625, // 0xCE29 & 0x3FFF = 3625 mV: the two top bits are masked off
      externalTemperature: 24.1,
      probeDetected: true,
      mode: 'raw',
      interrupt: false,
      dielectric: 195.7,
      // Not 19.57 %, 24.59 °C and 28200 µS/cm: in raw mode those bytes are raw counts.
      water: null,
      temperature: null,
      conductivity: null,
    });
    expect(notes.join()).toMatch(/raw mode/);
  });

  it('reads calibrated moisture, temperature and EC in normal mode', () => {
    const { readings: r, notes } = readings('0E29 00F1 07A5 099B 0136 10');
    expect(r).toEqual({
      battery: 3.625,
      externalTemperature: 24.1,
      probeDetected: true,
      mode: 'normal',
      interrupt: false,
      dielectric: null,
      water: 19.57,
      temperature: 24.59,
      conductivity: 310,
    });
    expect(notes).toEqual([]);
  });

  it('flags a probe pulled out of the soil instead of reading 0 %', () => {
    const { readings: r, notes } = readings('0E29 00F1 0000 0000 0000 00');
    expect(r.probeDetected).toBe(false);
    expect(r.water).toBeNull();
    expect(r.temperature).toBeNull();
    expect(r.conductivity).toBeNull();
    expect(r.battery).toBe(3.625);
    expect(notes.join()).toMatch(/probe not detected/);
  });

  it('reads temperatures as signed 16-bit integers', () => {
    const { readings: r } = readings('0E29 FF9C 07A5 FF9C 0136 10');
    expect(r.temperature).toBe(-1); // 0xFF9C = -100 → -1.00 °C
    expect(r.externalTemperature).toBe(-10); // -100 / 10
    expect(readings('0E29 0000 07A5 F060 0136 10').readings.temperature).toBe(-40); // -4000
    expect(readings('0E29 0000 07A5 FFFF 0136 10').readings.temperature).toBe(-0.01);
  });

  it('masks the battery high bits', () => {
    expect(readings('FFFF 0000 07A5 0000 0000 10').readings.battery).toBe(16.383);
    expect(readings('C000 0000 07A5 0000 0000 10').readings.battery).toBe(0);
  });

  it('accepts the extremes of each range and refuses values the probe cannot measure', () => {
    const top = readings('0E29 0000 2710 2134 4E20 10'); // 100.00 %, 85.00 °C, 20000 µS/cm
    expect(top.readings).toMatchObject({ water: 100, temperature: 85, conductivity: 20000 });
    expect(top.notes).toEqual([]);

    const beyond = readings('0E29 7FFF FFFF 7FFF FFFF 10');
    expect(beyond.readings).toMatchObject({
      water: null,
      temperature: null,
      conductivity: null,
      externalTemperature: null,
      probeDetected: true,
    });
    expect(beyond.notes).toEqual([
      "external temperature 3276.7 °C is outside the sensor's range -55 to 125 °C",
      "water 655.35 % is outside the sensor's range 0 to 100 %",
      "temperature 327.67 °C is outside the sensor's range -40 to 85 °C",
      "conductivity 65535 µS/cm is outside the sensor's range 0 to 20000 µS/cm",
    ]);
  });

  it('reads the interrupt flag from the low four bits of byte 10', () => {
    expect(readings('0E29 0000 07A5 0000 0000 11').readings.interrupt).toBe(true);
    expect(readings('0E29 0000 07A5 0000 0000 1F').readings).toMatchObject({
      interrupt: true,
      probeDetected: true,
      mode: 'normal',
    });
  });

  it('refuses a payload of the wrong length with a clear reason', () => {
    expect(decodeLse01(bytes('0E29 0000 07A5 0000 0000'))).toEqual({
      ok: false,
      reason: 'LSE01 payload must be 11 bytes, got 10 (0e 29 00 00 07 a5 00 00 00 00)',
    });
    expect(decodeLse01(new Uint8Array())).toEqual({
      ok: false,
      reason: 'LSE01 payload must be 11 bytes, got 0',
    });
    expect(decodeLse01(bytes('0E29 0000 07A5 0000 0000 10 00')).ok).toBe(false);
  });
});
