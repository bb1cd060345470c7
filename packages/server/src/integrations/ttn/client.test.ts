// The TTS client against the local fake over real HTTP: the documented push
// body, queue replacement, and how each answer is classified for the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTtnClient, parseRetryAfter, type TtnClient } from './client.ts';
import { startFakeTts, type FakeTts } from './fake.ts';

const options = {
  apiKey: 'NNSXS.FAKE-KEY',
  applicationId: 'bloomkeep-app',
  webhookId: 'bloomkeep',
};
const DEVICE = 'eui-0004a30b001c0530';

let tts: FakeTts;
let client: TtnClient;
beforeAll(async () => {
  tts = await startFakeTts(options);
  client = createTtnClient({ ...options, apiUrl: tts.url });
});
afterAll(async () => {
  await tts?.close();
});

describe('the TTS client', () => {
  it('pushes a downlink with the documented body, and TTS queues it', async () => {
    const outcome = await client.pushDownlink(DEVICE, {
      fPort: 1,
      decodedPayload: { ledState: 'on' },
      priority: 'NORMAL',
    });
    expect(outcome).toEqual({ status: 'accepted', httpStatus: 200 });
    const record = await tts.waitForDownlink(DEVICE);
    expect(record.rawBody).toBe(
      '{"downlinks":[{"f_port":1,"decoded_payload":{"ledState":"on"},"priority":"NORMAL"}]}',
    );
    expect(tts.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/v3/as/applications/bloomkeep-app/webhooks/bloomkeep/devices/${DEVICE}/down/push`,
      status: 200,
    });
    expect(tts.queue(DEVICE)).toEqual([
      { f_port: 1, decoded_payload: { ledState: 'on' }, priority: 'NORMAL' },
    ]);
  });

  it('sends bytes as base64 and clears the queue with replace', async () => {
    const device = 'eui-00000000000000aa';
    await client.pushDownlink(device, { fPort: 1, frmPayload: Uint8Array.of(1, 20) });
    expect(tts.queue(device)).toEqual([{ f_port: 1, frm_payload: 'ARQ=', priority: 'NORMAL' }]);
    expect(await client.replaceQueue(device, [])).toEqual({ status: 'accepted', httpStatus: 200 });
    expect(tts.received.at(-1)).toMatchObject({
      operation: 'replace',
      rawBody: '{"downlinks":[]}',
    });
    expect(tts.queue(device)).toEqual([]);
  });

  it('reports a wrong or missing API key as rejected, and TTS queues nothing', async () => {
    const before = tts.received.length;
    const wrong = createTtnClient({ ...options, apiKey: 'NNSXS.WRONG', apiUrl: tts.url });
    expect(
      await wrong.pushDownlink(DEVICE, { fPort: 1, decodedPayload: { ledState: 'off' } }),
    ).toEqual({
      status: 'rejected',
      httpStatus: 401,
      reason:
        'The Things Stack answered 401: error:pkg/identityserver:api_key_not_found (API key not found)',
    });
    const none = createTtnClient({ ...options, apiKey: '', apiUrl: tts.url });
    expect(
      await none.pushDownlink(DEVICE, { fPort: 1, decodedPayload: { ledState: 'off' } }),
    ).toMatchObject({
      status: 'rejected',
      httpStatus: 401,
    });
    const otherApp = createTtnClient({
      ...options,
      applicationId: 'someone-else',
      apiUrl: tts.url,
    });
    expect(
      await otherApp.pushDownlink(DEVICE, { fPort: 1, decodedPayload: { ledState: 'off' } }),
    ).toMatchObject({
      status: 'rejected',
      httpStatus: 403,
    });
    expect(tts.received.length).toBe(before);
  });

  it('reports an unknown webhook as rejected, and the fake refuses a malformed body as TTS does', async () => {
    const otherWebhook = createTtnClient({ ...options, webhookId: 'not-there', apiUrl: tts.url });
    expect(
      await otherWebhook.pushDownlink(DEVICE, { fPort: 1, decodedPayload: { ledState: 'on' } }),
    ).toMatchObject({ status: 'rejected', httpStatus: 404 });
    const response = await fetch(
      `${tts.url}/api/v3/as/applications/bloomkeep-app/webhooks/bloomkeep/devices/${DEVICE}/down/push`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}` },
        body: '{"downlinks":[{"f_port":0,"frm_payload":"AQ=="}]}',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 3,
      message:
        'error:pkg/ttnpb:field_value (downlinks[0].f_port must be a whole number from 1 to 223)',
      details: [],
    });
  });

  it('reports 429 as retryable with the Retry-After TTS sent, and the retry goes through', async () => {
    tts.failNext(1, 429, { retryAfterSeconds: 30 });
    const downlink = { fPort: 1, decodedPayload: { ledState: 'off' } };
    expect(await client.pushDownlink(DEVICE, downlink)).toEqual({
      status: 'retryable',
      httpStatus: 429,
      reason:
        'The Things Stack answered 429: error:pkg/ratelimit:rate_limited (rate limit exceeded)',
      retryAfterSeconds: 30,
    });
    expect(await client.pushDownlink(DEVICE, downlink)).toEqual({
      status: 'accepted',
      httpStatus: 200,
    });
  });

  it('reports 503 as retryable', async () => {
    tts.failNext(2, 503);
    const downlink = { fPort: 1, decodedPayload: { ledState: 'on' } };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await client.pushDownlink(DEVICE, downlink)).toMatchObject({
        status: 'retryable',
        httpStatus: 503,
        retryAfterSeconds: null,
      });
    }
    expect(await client.pushDownlink(DEVICE, downlink)).toMatchObject({ status: 'accepted' });
  });

  it('reports an unreachable TTS as retryable', async () => {
    const gone = await startFakeTts(options);
    await gone.close();
    const unreachable = createTtnClient({ ...options, apiUrl: gone.url });
    expect(
      await unreachable.pushDownlink(DEVICE, { fPort: 1, decodedPayload: { ledState: 'on' } }),
    ).toMatchObject({
      status: 'retryable',
      httpStatus: null,
      reason: expect.stringMatching(/^could not reach The Things Stack: /),
      retryAfterSeconds: null,
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-24T20:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Tue, 24 Nov 2026 20:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Tue, 24 Nov 2026 19:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
