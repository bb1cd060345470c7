// Decoding by model and port, The Things Uno format, and the cross-check against
// TTS's decoded_payload.
import { describe, expect, it } from 'vitest';
import {
  crossCheck,
  decodeUplink,
  describeDisagreements,
  encodeUnoDownlink,
  unoDownlinkPayload,
  type Readings,
} from './index.ts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));

describe('decodeUplink', () => {
  it('decodes each model on its port', () => {
    expect(decodeUplink('LSE01', 2, bytes('0E29 00F1 07A5 099B 0136 10'))).toMatchObject({
      ok: true,
      readings: { water: 19.57, temperature: 24.59, conductivity: 310 },
    });
    expect(decodeUplink('LSPH01', 2, bytes('0D23 0000 0254 00F9 0000 01'))).toMatchObject({
      ok: true,
      readings: { ph: 5.96, temperature: 24.9, battery: 3.363 },
    });
    expect(decodeUplink('THE_THINGS_UNO', 1, bytes('01'))).toEqual({
      ok: true,
      readings: { ledState: true },
      notes: [],
    });
    expect(decodeUplink('THE_THINGS_UNO', 1, bytes('00'))).toMatchObject({
      readings: { ledState: false },
    });
  });

  it('refuses an unexpected port with a clear reason', () => {
    const lse01 = bytes('0E29 00F1 07A5 099B 0136 10');
    expect(decodeUplink('LSE01', 5, lse01)).toEqual({
      ok: false,
      reason: 'LSE01 sends readings on fPort 2, this uplink came on fPort 5',
    });
    expect(decodeUplink('LSPH01', 0, new Uint8Array())).toEqual({
      ok: false,
      reason:
        'LSPH01 sends readings on fPort 2, this uplink came on fPort 0 (fPort 0 carries only MAC commands)',
    });
    expect(decodeUplink('THE_THINGS_UNO', 2, bytes('01'))).toEqual({
      ok: false,
      reason: 'The Things Uno sends readings on fPort 1, this uplink came on fPort 2',
    });
  });

  it('refuses an Uno payload that is not one state byte', () => {
    expect(decodeUplink('THE_THINGS_UNO', 1, bytes('02'))).toEqual({
      ok: false,
      reason: 'The Things Uno state byte must be 0x00 or 0x01, got 0x02',
    });
    expect(decodeUplink('THE_THINGS_UNO', 1, bytes('0100')).ok).toBe(false);
  });
});

describe('The Things Uno downlinks', () => {
  it('encode the state and an optional run time', () => {
    expect([...encodeUnoDownlink({ ledState: true })]).toEqual([1]);
    expect([...encodeUnoDownlink({ ledState: false })]).toEqual([0]);
    expect([...encodeUnoDownlink({ ledState: true, minutes: 15 })]).toEqual([1, 15]);
    expect(unoDownlinkPayload({ ledState: true })).toEqual({ ledState: 'on' });
    expect(unoDownlinkPayload({ ledState: true, minutes: 255 })).toEqual({
      ledState: 'on',
      minutes: 255,
    });
  });

  it('refuse a run time the byte cannot carry', () => {
    expect(() => encodeUnoDownlink({ ledState: true, minutes: 256 })).toThrow(/1 to 255/);
    expect(() => encodeUnoDownlink({ ledState: true, minutes: 0 })).toThrow(/1 to 255/);
    expect(() => unoDownlinkPayload({ ledState: true, minutes: 2.5 })).toThrow(/1 to 255/);
    expect(() => unoDownlinkPayload({ ledState: false, minutes: 5 })).toThrow(/switching on/);
  });
});

describe('crossCheck', () => {
  const lse01: Readings = {
    battery: 3.625,
    externalTemperature: 24.1,
    probeDetected: true,
    mode: 'normal',
    interrupt: false,
    dielectric: null,
    water: 19.57,
    temperature: -1,
    conductivity: 310,
  };

  it("agrees with Dragino's formatter output, strings and its off-by-one negatives included", () => {
    expect(
      crossCheck(lse01, {
        Node_type: 'LSE01',
        BatV: 3.625,
        TempC_DS18B20: '24.10',
        water_SOIL: '19.57',
        temp_SOIL: '-0.99', // Dragino computes (value - 0xFFFF) / 100
        conduct_SOIL: 310,
        s_flag: 1,
        i_flag: 0,
      }),
    ).toEqual([]);
  });

  it('has nothing to say without a decoded_payload', () => {
    expect(crossCheck(lse01, undefined)).toEqual([]);
    expect(crossCheck(lse01, null)).toEqual([]);
    expect(crossCheck(lse01, {})).toEqual([]);
    expect(crossCheck(lse01, [1, 2])).toEqual([]);
  });

  it('lists every field where the formatter differs, and keeps our reading', () => {
    // A formatter that ignores the mode flag reads raw counts as calibrated values.
    const raw: Readings = {
      ...lse01,
      mode: 'raw',
      water: null,
      temperature: null,
      conductivity: null,
      dielectric: 195.7,
    };
    const disagreements = crossCheck(raw, {
      BatV: 3.625,
      water_SOIL: '19.57',
      temp_SOIL: '24.59',
      conduct_SOIL: 28200,
      PH1_SOIL: 7,
      s_flag: 'maybe',
    });
    expect(
      disagreements.map(({ field, source, ours, theirs }) => ({ field, source, ours, theirs })),
    ).toEqual([
      { field: 'water', source: 'water_SOIL', ours: null, theirs: '19.57' },
      { field: 'temperature', source: 'temp_SOIL', ours: null, theirs: '24.59' },
      { field: 'conductivity', source: 'conduct_SOIL', ours: null, theirs: 28200 },
      { field: 'ph', source: 'PH1_SOIL', ours: undefined, theirs: 7 },
      { field: 'probeDetected', source: 's_flag', ours: true, theirs: 'maybe' },
    ]);
    expect(raw.water).toBeNull();
    expect(describeDisagreements(disagreements)).toBe(
      'payload formatter disagrees (our decoding kept): decoded_payload water_SOIL = "19.57", ours: none; ' +
        'decoded_payload temp_SOIL = "24.59", ours: none; decoded_payload conduct_SOIL = 28200, ours: none; ' +
        'decoded_payload PH1_SOIL = 7, ours: no such reading for this model; ' +
        'decoded_payload s_flag = "maybe", ours: true',
    );
    expect(describeDisagreements([])).toBeNull();
  });

  it('flags a difference bigger than one step of resolution', () => {
    expect(crossCheck(lse01, { water_SOIL: 19.59, BatV: 3.627 }).map((d) => d.source)).toEqual([
      'water_SOIL',
      'BatV',
    ]);
    expect(
      crossCheck({ ph: 5.96, temperature: 24.9 }, { PH1_SOIL: '5.96', TEMP_SOIL: '25.1' }).map(
        (d) => d.source,
      ),
    ).toEqual(['TEMP_SOIL']);
  });

  it("compares the Uno's ledState as on/off", () => {
    expect(crossCheck({ ledState: true }, { ledState: 'on' })).toEqual([]);
    expect(crossCheck({ ledState: true }, { ledState: 'off' })).toHaveLength(1);
  });
});
