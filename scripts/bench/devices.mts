// Devices (issue 11): sustained ingestion through the real uplink webhook, exactly-once
// under repeated delivery, and the fan-out of one uplink to many open thingUpdated
// subscriptions. Runs its own production server (embedded PostgreSQL) and writes the
// "devices" section of docs/benchmarks.md. Nothing asserts on time.
//
//   tsx scripts/bench/devices.mts      (also part of `pnpm bench`)
import http from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { buildUplinkBody } from '../../packages/server/src/integrations/ttn/wire.ts';
import { encodeLse01 } from '../../packages/server/src/devices/encoders.ts';
import { TTN_WEBHOOK_HEADER } from '../../packages/server/src/http/paths.ts';
import {
  E2E_TTN_WEBHOOK_SECRET,
  startServer,
  type RunningServer,
} from '../../packages/app/e2e/server.ts';
import { launchBrowser } from '../../packages/app/e2e/browser.ts';
import { benchChart } from './chart.mts';
import { percentile, writeSection } from './report.mts';

const root = resolve(import.meta.dirname, '../..');
// graphql-ws and ws are the server package's (test) dependencies.
const serverRequire = createRequire(join(root, 'packages/server/package.json'));
interface WsClient {
  subscribe(
    payload: { query: string; variables: Record<string, unknown> },
    sink: { next(): void; error(): void; complete(): void },
  ): () => void;
  dispose(): Promise<void> | void;
}
const { createClient } = serverRequire('graphql-ws') as {
  createClient(options: Record<string, unknown>): WsClient;
};
const WebSocket = serverRequire('ws') as unknown;

/** LSE01 payload with the given moisture (%), probe in the soil. */
const lse01 = (water: number) =>
  encodeLse01({ battery: 3.55, probeDetected: true, water, temperature: 16.5, conductivity: 420 });

function uplinkBody(deviceId: string, session: string, fCnt: number, water: number): string {
  return JSON.stringify(
    buildUplinkBody({
      deviceId,
      devEui: deviceId.slice(4).toUpperCase(),
      applicationId: 'bloomkeep-bench',
      fPort: 2,
      fCnt,
      sessionKeyId: session,
      frmPayload: lse01(water),
      gateways: [{ id: 'gtw-bench', rssi: -82, snr: 6.5 }],
    }),
  );
}

// The load client shares the 2 cores with the server and PostgreSQL: it posts with node:http
// over kept-alive connections, as lean as a client gets, so that the figure is the server's
// (fetch spent more CPU per request than the server's whole webhook).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function postUplink(server: RunningServer, body: string): Promise<number> {
  return new Promise((resolvePost, rejectPost) => {
    const request = http.request(
      `${server.url}/ttn/uplink`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [TTN_WEBHOOK_HEADER]: E2E_TTN_WEBHOOK_SECRET,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolvePost(response.statusCode ?? 0));
        response.on('error', rejectPost);
      },
    );
    request.on('error', rejectPost);
    request.end(body);
  });
}

/** Send every body with `concurrency` requests in flight; returns uplinks per second. */
async function sendAll(server: RunningServer, bodies: string[], concurrency: number) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        if ((await postUplink(server, body)) !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rate: bodies.length / seconds, seconds, failed };
}

export async function runDevicesBench(): Promise<void> {
  const browser = await launchBrowser();
  const chartMs = await benchChart(browser);
  await browser.close();
  const server = await startServer({ allowTextOperations: true });
  try {
    const signIn = async (username: string, password: string) =>
      (
        await server.graphql<{ signIn: { jwtToken: string } }>(
          `mutation ($username: String!, $password: String!) {
            signIn(input: { username: $username, password: $password }) { jwtToken } }`,
          { username, password },
        )
      ).signIn.jwtToken;
    const token = await signIn('stewardsam', 'Bloomkeep-steward-1');
    // Two demo owners register the 50 probes: one person may register 30 an hour (0014).
    const owners = [token, await signIn('organiserolu', 'Bloomkeep-organiser-1')];
    const { createThing } = await server.graphql<{ createThing: { thing: { id: string } } }>(
      `mutation { createThing(input: { name: "Bench bed", isPublic: true, x: -3.68, y: 50.43,
        category: FLOWERBED }) { thing { id } } }`,
      {},
      token,
    );
    const thingId = createThing.thing.id;
    const devices = Array.from({ length: 50 }, (_, i) => `eui-be0c${String(i).padStart(12, '0')}`);
    for (const [i, deviceId] of devices.entries()) {
      await server.graphql(
        `mutation ($deviceId: String!, $thingId: UUID) { createDevice(input: { model: LSE01,
          name: "Bench probe", isPublic: true, x: -3.68, y: 50.43, deviceId: $deviceId,
          thingId: $thingId }) { device { id } } }`,
        { deviceId, thingId: i === 0 ? thingId : null },
        owners[i % owners.length],
      );
    }
    const rows = async () =>
      (
        await server.graphql<{ allSensorData: { totalCount: number } }>(
          '{ allSensorData(first: 0) { totalCount } }',
          {},
          token,
        )
      ).allSensorData.totalCount;

    // 1. Sustained ingestion: 20,000 distinct uplinks from 50 devices, 32 in flight.
    const count = 20_000;
    const bodies = Array.from({ length: count }, (_, i) =>
      uplinkBody(
        devices[i % devices.length]!,
        'AXBENCH1',
        Math.floor(i / devices.length) + 1,
        20 + (i % 40),
      ),
    );
    const before = await rows();
    const ingestion = await sendAll(server, bodies, 32);
    const stored = (await rows()) - before;

    // While ingesting: how long a reader waits for the things list (the app stays responsive).
    const readerTimes: number[] = [];
    const busyBodies = Array.from({ length: 6_000 }, (_, i) =>
      uplinkBody(devices[i % devices.length]!, 'AXBENCH2', Math.floor(i / devices.length) + 1, 30),
    );
    const busy = sendAll(server, busyBodies, 32);
    let busyDone = false;
    void busy.then(() => (busyDone = true));
    while (!busyDone) {
      const t = performance.now();
      await server.graphql('{ allThings(first: 24) { nodes { name } } }');
      readerTimes.push(performance.now() - t);
    }
    await busy;
    readerTimes.sort((a, b) => a - b);

    // 2. Exactly once: 10,000 uplinks, each delivered 5 times, interleaved.
    const once = Array.from({ length: 10_000 }, (_, i) =>
      uplinkBody(devices[i % devices.length]!, 'AXBENCH3', Math.floor(i / devices.length) + 1, 40),
    );
    const deliveries = [...once, ...once, ...once, ...once, ...once];
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = (i * 7919) % (i + 1);
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const beforeOnce = await rows();
    const repeated = await sendAll(server, deliveries, 32);
    const storedOnce = (await rows()) - beforeOnce;

    // 3. Fan-out: 1,000 open thingUpdated subscriptions of guests (one socket each, as 1,000
    // browsers showing a public thing or a partner's widget), one uplink, time from the
    // webhook's answer to each event. Guests share one computation of each event (0126).
    const subscribers = 1_000;
    const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
    const clients = Array.from({ length: subscribers }, () =>
      createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false }),
    );
    const arrivals: number[] = [];
    const disposers = clients.map((client) =>
      client.subscribe(
        {
          query: `subscription ($id: UUID!) { thingUpdated(id: $id) { event thing { water indicatorColour } } }`,
          variables: { id: thingId },
        },
        {
          next: () => arrivals.push(performance.now()),
          error: () => undefined,
          complete: () => undefined,
        },
      ),
    );
    // Wait until every subscription is listening: uplinks until all 1,000 have heard one.
    let fCnt = 1_000_000;
    for (let attempt = 0; attempt < 120 && arrivals.length < subscribers; attempt++) {
      arrivals.length = 0;
      await postUplink(server, uplinkBody(devices[0]!, 'AXWARM', fCnt++, 50));
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const fanOut: number[] = [];
    for (let round = 0; round < 5; round++) {
      arrivals.length = 0;
      const status = await postUplink(
        server,
        uplinkBody(devices[0]!, 'AXFAN', round + 1, 10 + round * 15),
      );
      const accepted = performance.now();
      if (status !== 200) throw new Error(`uplink answered ${status}`);
      for (let wait = 0; wait < 300 && arrivals.length < subscribers; wait++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      fanOut.push(...arrivals.map((at) => Math.max(0, at - accepted)));
      await new Promise((r) => setTimeout(r, 500));
    }
    const received = fanOut.length;
    fanOut.sort((a, b) => a - b);
    for (const dispose of disposers) dispose();
    await Promise.all(clients.map((client) => client.dispose()));
    agent.destroy();

    const section = `## Devices: ingestion and live updates

Through the real \`POST /ttn/uplink\` webhook of a production server with embedded PostgreSQL,
TTS v3 bodies with LSE01 payloads, 32 requests in flight (node:http, kept-alive connections) from
a client on the same 2-core machine (the client's own work is included). Issue 11's goals: ≥ 2,000 uplinks/s, exactly once, fan-out p99 ≤ 100 ms.
Uplinks that arrive together are stored in one transaction, and subscribers with the same claims
share one computation of each event (decision 0126).

| Measure | Value |
| --- | ---: |
| Sustained ingestion, ${count.toLocaleString('en-US')} distinct uplinks from ${devices.length} devices | ${ingestion.rate.toFixed(0)} uplinks/s (${ingestion.seconds.toFixed(1)} s) |
| of which stored as readings / answered non-2xx | ${stored.toLocaleString('en-US')} / ${ingestion.failed} |
| \`allThings(first: 24)\` while ingesting, p50 / p95 / worst of ${readerTimes.length} | ${percentile(readerTimes, 50).toFixed(0)} / ${percentile(readerTimes, 95).toFixed(0)} / ${readerTimes[readerTimes.length - 1]!.toFixed(0)} ms |
| Exactly once: 10,000 uplinks × 5 deliveries (shuffled), readings stored | ${storedOnce.toLocaleString('en-US')} (${repeated.rate.toFixed(0)} deliveries/s) |
| Fan-out: one uplink to ${subscribers.toLocaleString('en-US')} open \`thingUpdated\` subscriptions of guests, events received of ${(5 * subscribers).toLocaleString('en-US')} | ${received.toLocaleString('en-US')} |
| same, from the webhook's answer to the event, p50 / p99 / worst | ${percentile(fanOut, 50).toFixed(0)} / ${percentile(fanOut, 99).toFixed(0)} / ${(fanOut[fanOut.length - 1] ?? NaN).toFixed(0)} ms |
| SensorChart: 10,000 readings from render to uPlot's first draw in Chromium, median of 15 (goal ≤ 30 ms) | ${chartMs.toFixed(1)} ms |
`;
    await writeSection(join(root, 'docs/benchmarks.md'), 'devices', section);
    console.log(section);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDevicesBench();
