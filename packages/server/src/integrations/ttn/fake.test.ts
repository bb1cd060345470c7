// The fake's other direction: an uplink posted to a webhook exactly as TTS would.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { sendUplink } from './fake.ts';
import { buildUplinkBody, parseUplinkBody } from './wire.ts';

it('posts an uplink in the webhook format, with the secret header', async () => {
  const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
  const webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as AddressInfo;
  try {
    const answer = await sendUplink(
      `http://127.0.0.1:${port}/ttn/uplink`,
      'X-Bloomkeep-Webhook-Secret',
      's3cret',
      buildUplinkBody({
        deviceId: 'eui-a84041000181c7e2',
        devEui: 'A84041000181C7E2',
        applicationId: 'bloomkeep',
        fPort: 2,
        fCnt: 42,
        sessionKeyId: 'AXA1',
        frmPayload: Uint8Array.from(
          Buffer.from('0D2300000254 00F9000001'.replace(/\s/g, ''), 'hex'),
        ),
        simulated: true,
      }),
    );
    expect(answer).toEqual({ status: 204, body: '' });
    const [request] = seen;
    expect(request?.headers['x-bloomkeep-webhook-secret']).toBe('s3cret');
    expect(request?.headers['content-type']).toBe('application/json');
    const parsed = parseUplinkBody(JSON.parse(request?.body ?? ''));
    expect(parsed).toMatchObject({
      ok: true,
      uplink: {
        deviceId: 'eui-a84041000181c7e2',
        fCnt: 42,
        fPort: 2,
        sessionKeyId: 'AXA1',
        simulated: true,
      },
    });
  } finally {
    await new Promise((resolve) => webhook.close(resolve));
  }
});
