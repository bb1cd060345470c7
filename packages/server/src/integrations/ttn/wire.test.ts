// The TTS v3 uplink webhook body: the documented example, TTS's omitted
// defaults, malformed bodies with their reasons, and the downlink bodies.
import { describe, expect, it } from 'vitest';
import {
  buildDownlinkBody,
  buildUplinkBody,
  parseDownlinkBody,
  parseUplinkBody,
  type TtnUplink,
} from './wire.ts';

const LSE01 = Uint8Array.from(Buffer.from('0E2900F107A5099B013610', 'hex'));

/** The example from docs integrations.md, with a real LSE01 payload. */
function example(): Record<string, unknown> {
  return {
    end_device_ids: {
      device_id: 'eui-0004a30b001c0530',
      application_ids: { application_id: 'app1' },
      dev_eui: '0004A30B001C0530',
      join_eui: '800000000000000C',
      dev_addr: '00BCB929',
    },
    correlation_ids: ['as:up:01E0WV5Q6YSGD4J8N4VVSHVSJH'],
    received_at: '2020-02-12T15:15:46.014Z',
    uplink_message: {
      session_key_id: 'AXA50...',
      f_port: 2,
      f_cnt: 1,
      frm_payload: Buffer.from(LSE01).toString('base64'),
      decoded_payload: {},
      rx_metadata: [{ gateway_ids: { gateway_id: 'gtw1' }, rssi: -35, channel_rssi: -35, snr: 5 }],
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } },
        frequency: '868300000',
      },
      received_at: '2020-02-12T15:15:45.787Z',
    },
    simulated: true,
  };
}

function parsed(body: unknown): TtnUplink {
  const result = parseUplinkBody(body);
  if (!result.ok) throw new Error(result.reason);
  return result.uplink;
}

describe('parseUplinkBody', () => {
  it('reads the documented example', () => {
    expect(parsed(example())).toEqual({
      deviceId: 'eui-0004a30b001c0530',
      devEui: '0004A30B001C0530',
      applicationId: 'app1',
      sessionKeyId: 'AXA50...',
      fCnt: 1,
      fPort: 2,
      frmPayload: LSE01,
      decodedPayload: {},
      receivedAt: new Date('2020-02-12T15:15:45.787Z'),
      rssi: -35,
      snr: 5,
      gateways: [{ id: 'gtw1', rssi: -35, snr: 5 }],
      simulated: true,
      correlationIds: ['as:up:01E0WV5Q6YSGD4J8N4VVSHVSJH'],
    });
  });

  it('defaults the fields TTS leaves out when they are empty, 0 or false', () => {
    const uplink = parsed({
      end_device_ids: {
        device_id: 'eui-0004a30b001c0530',
        application_ids: { application_id: 'app1' },
        dev_eui: '0004a30b001c0530',
      },
      received_at: '2020-02-12T15:15:46.014Z',
      uplink_message: {},
    });
    expect(uplink).toMatchObject({
      devEui: '0004A30B001C0530', // one spelling, for de-duplication
      sessionKeyId: '',
      fCnt: 0,
      fPort: 0,
      frmPayload: new Uint8Array(),
      decodedPayload: null,
      receivedAt: new Date('2020-02-12T15:15:46.014Z'),
      rssi: null,
      snr: null,
      gateways: [],
      simulated: false,
      correlationIds: [],
    });
  });

  it('takes RSSI and SNR from the best gateway and skips metadata it cannot read', () => {
    const body = example();
    (body.uplink_message as Record<string, unknown>).rx_metadata = [
      { gateway_ids: { gateway_id: 'far' }, rssi: -118, snr: -7.5 },
      'junk',
      {
        gateway_ids: { gateway_id: 'near' },
        channel_rssi: -61, // no rssi: channel_rssi stands in
        snr: 9.25,
        location: { latitude: 51.5, longitude: -0.12, altitude: 20 },
      },
      { gateway_ids: { gateway_id: 'zero-snr' }, rssi: -40 }, // snr 0 omitted
      { rssi: 'loud' },
    ];
    const uplink = parsed(body);
    expect(uplink.gateways).toEqual([
      { id: 'far', rssi: -118, snr: -7.5 },
      { id: 'near', rssi: -61, snr: 9.25, latitude: 51.5, longitude: -0.12 },
      { id: 'zero-snr', rssi: -40, snr: 0 },
      { id: '', rssi: 0, snr: 0 },
    ]);
    expect({ rssi: uplink.rssi, snr: uplink.snr }).toEqual({ rssi: -61, snr: 9.25 });
  });

  it('refuses a malformed body with a reason the route can answer 400 with', () => {
    type Body = Record<string, Record<string, unknown>>;
    const change = (mutate: (body: Body) => void) => {
      const body = example() as unknown as Body;
      mutate(body);
      return body;
    };
    const cases: [unknown, string][] = [
      [null, 'the body must be a JSON object'],
      [[example()], 'the body must be a JSON object'],
      [change((b) => delete b.end_device_ids), 'end_device_ids is missing'],
      [change((b) => delete b.end_device_ids!.device_id), 'end_device_ids.device_id is missing'],
      [
        change((b) => (b.end_device_ids!.device_id = 7)),
        'end_device_ids.device_id must be a string',
      ],
      [
        change((b) => delete b.end_device_ids!.application_ids),
        'end_device_ids.application_ids is missing',
      ],
      [
        change((b) => delete b.end_device_ids!.dev_eui),
        'end_device_ids.dev_eui is missing: uplinks are stored once per (dev_eui, session, f_cnt)',
      ],
      [
        change((b) => (b.end_device_ids!.dev_eui = '0004A30B001C05')),
        'end_device_ids.dev_eui must be 16 hexadecimal digits',
      ],
      [
        change((b) => delete b.uplink_message),
        'uplink_message is missing: only uplink messages are accepted here',
      ],
      [
        change((b) => (b.uplink_message!.f_cnt = -1)),
        'uplink_message.f_cnt must be a whole number from 0 to 4294967295',
      ],
      [
        change((b) => (b.uplink_message!.f_cnt = '3')),
        'uplink_message.f_cnt must be a whole number from 0 to 4294967295',
      ],
      [
        change((b) => (b.uplink_message!.f_port = 256)),
        'uplink_message.f_port must be a whole number from 0 to 255',
      ],
      [
        change((b) => (b.uplink_message!.frm_payload = 'not base64!')),
        'uplink_message.frm_payload must be base64',
      ],
      [
        change((b) => (b.uplink_message!.decoded_payload = [1])),
        'uplink_message.decoded_payload must be a JSON object',
      ],
      [
        change((b) => (b.uplink_message!.received_at = 'yesterday')),
        'uplink_message.received_at is not a date: "yesterday"',
      ],
      [
        change((b) => {
          delete b.received_at;
          delete b.uplink_message!.received_at;
        }),
        'received_at is missing',
      ],
    ];
    for (const [body, reason] of cases) {
      expect(parseUplinkBody(body)).toEqual({ ok: false, reason });
    }
  });
});

describe('buildUplinkBody', () => {
  it('leaves out 0, empty and false fields as TTS does, and parses back', () => {
    const receivedAt = new Date('2026-05-01T10:00:00.000Z');
    const body = buildUplinkBody({
      deviceId: 'eui-a84041000181c7e2',
      devEui: 'a84041000181c7e2',
      applicationId: 'bloomkeep',
      fPort: 2,
      fCnt: 0,
      frmPayload: LSE01,
      receivedAt,
      gateways: [{ id: 'gw', rssi: -80, snr: 0 }],
    });
    expect(body.uplink_message).not.toHaveProperty('f_cnt');
    expect(body.uplink_message).not.toHaveProperty('session_key_id');
    expect(body.uplink_message.rx_metadata).toEqual([
      { gateway_ids: { gateway_id: 'gw' }, rssi: -80, channel_rssi: -80 },
    ]);
    expect(body).not.toHaveProperty('simulated');
    expect(parsed(JSON.parse(JSON.stringify(body)))).toMatchObject({
      deviceId: 'eui-a84041000181c7e2',
      devEui: 'A84041000181C7E2',
      applicationId: 'bloomkeep',
      sessionKeyId: '',
      fCnt: 0,
      fPort: 2,
      frmPayload: LSE01,
      decodedPayload: null,
      receivedAt,
      rssi: -80,
      snr: 0,
      simulated: false,
    });
  });
});

describe('downlink bodies', () => {
  it('are built in the documented shape', () => {
    expect(
      JSON.stringify(buildDownlinkBody([{ fPort: 1, decodedPayload: { ledState: 'on' } }])),
    ).toBe('{"downlinks":[{"f_port":1,"decoded_payload":{"ledState":"on"},"priority":"NORMAL"}]}');
    expect(
      JSON.stringify(
        buildDownlinkBody([{ fPort: 1, frmPayload: Uint8Array.of(1, 15), priority: 'HIGH' }]),
      ),
    ).toBe('{"downlinks":[{"f_port":1,"frm_payload":"AQ8=","priority":"HIGH"}]}');
    expect(JSON.stringify(buildDownlinkBody([]))).toBe('{"downlinks":[]}');
  });

  it('are validated as TTS does', () => {
    const one = (downlink: unknown) => parseDownlinkBody({ downlinks: [downlink] });
    expect(one({ f_port: 1, decoded_payload: { ledState: 'off' } }).ok).toBe(true);
    expect(parseDownlinkBody({})).toEqual({
      ok: false,
      reason: 'the body must be {"downlinks":[...]}',
    });
    expect(one({ f_port: 0, frm_payload: 'AQ==' })).toEqual({
      ok: false,
      reason: 'downlinks[0].f_port must be a whole number from 1 to 223',
    });
    expect(one({ f_port: 1 })).toEqual({
      ok: false,
      reason: 'downlinks[0] needs exactly one of frm_payload and decoded_payload',
    });
    expect(one({ f_port: 1, frm_payload: 'AQ==', priority: 'URGENT' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^downlinks\[0\]\.priority must be one of LOWEST/),
    });
  });
});
