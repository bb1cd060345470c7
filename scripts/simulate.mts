// `pnpm simulate [server URL] [--once] [--interval=<seconds>]`: sends an uplink for each demo
// device (packages/server/src/db/demoDevices.ts) through the server's real TTS webhook, in the
// TTS v3 format with the devices' own byte payloads, every few seconds, so a gauge on an open
// thing or device page moves live. Each round moves the demo world on by one 20-minute uplink
// interval, so a bed visibly dries and gets watered within minutes. Ctrl-C stops; --once sends
// one round and exits.
//
// The server: the URL given, else http://127.0.0.1:3000. The secret: TTN_WEBHOOK_SECRET, else
// DATA_DIR/ttn-webhook-secret (DATA_DIR defaults to <repo>/data, as for `pnpm start`).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, TTN_WEBHOOK_SECRET_FILE } from '../packages/server/src/config.ts';
import {
  DEMO_APPLICATION_ID,
  DEMO_DEVICES,
  DEMO_GATEWAY,
  demoSeries,
  slotAt,
  type DemoDevice,
  type DemoSample,
} from '../packages/server/src/db/demoDevices.ts';
import { TTN_UPLINK_PATH, TTN_WEBHOOK_HEADER } from '../packages/server/src/http/paths.ts';
import { sendUplink } from '../packages/server/src/integrations/ttn/fake.ts';
import { buildUplinkBody } from '../packages/server/src/integrations/ttn/wire.ts';

const USAGE = 'Usage: pnpm simulate [server URL] [--once] [--interval=<seconds>]';

interface Options {
  url: string;
  once: boolean;
  intervalMs: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { url: 'http://127.0.0.1:3000', once: false, intervalMs: 3000 };
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--once') options.once = true;
    else if (arg.startsWith('--interval=')) {
      const seconds = Number(arg.slice('--interval='.length));
      if (!(seconds > 0)) throw new Error(`--interval needs a number of seconds. ${USAGE}`);
      options.intervalMs = seconds * 1000;
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (/^https?:\/\//.test(arg)) options.url = arg.replace(/\/+$/, '');
    else throw new Error(`Unknown argument ${arg}. ${USAGE}`);
  }
  return options;
}

function webhookSecret(): string {
  const fromEnv = process.env.TTN_WEBHOOK_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || path.join(REPO_ROOT, 'data'));
  const file = path.join(dataDir, TTN_WEBHOOK_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(
      `No webhook secret: set TTN_WEBHOOK_SECRET, or start the server once (pnpm start) so that ${file} exists.`,
    );
  }
}

/** What a Dragino or Bloomkeep payload formatter on TTS would add (cross-checked, not trusted). */
function formatterPayload(device: DemoDevice, sample: DemoSample): Record<string, unknown> {
  const r = sample.decoded.readings;
  if (device.model === 'THE_THINGS_UNO') return { ledState: r.ledState ? 'on' : 'off' };
  if (device.model === 'LSPH01') {
    return { BatV: r.battery, PH1_SOIL: r.ph?.toFixed(2), TEMP_SOIL: r.temperature?.toFixed(1) };
  }
  return {
    BatV: r.battery,
    water_SOIL: r.water?.toFixed(2),
    temp_SOIL: r.temperature?.toFixed(2),
    conduct_SOIL: r.conductivity,
    s_flag: r.probeDetected ? 1 : 0,
  };
}

function describe(sample: DemoSample): string {
  const r = sample.decoded.readings;
  const parts: string[] = [];
  if (r.water != null) parts.push(`water ${r.water.toFixed(2)} %`);
  if (r.ph != null) parts.push(`pH ${r.ph.toFixed(2)}`);
  if (r.temperature != null) parts.push(`${r.temperature} °C`);
  if (r.conductivity != null) parts.push(`${r.conductivity} µS/cm`);
  if (r.ledState != null) parts.push(`LED/pump ${r.ledState ? 'on' : 'off'}`);
  if (r.battery != null) parts.push(`${r.battery.toFixed(3)} V`);
  return parts.join(', ');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const secret = webhookSecret();
  const webhook = `${options.url}${TTN_UPLINK_PATH}`;
  // A new session per run, as after a join: f_cnt starts again at 1 and the de-duplication key
  // (dev_eui, session_key_id, f_cnt) stays unique.
  const sessionKeyId = randomBytes(16).toString('base64');
  const startedAt = Date.now();
  const devices = DEMO_DEVICES.map((device) => ({
    device,
    // Continue after the device's newest seeded slot.
    slot: slotAt(device, startedAt) + 1,
    fCnt: 1,
  }));
  console.log(
    `Sending uplinks for ${devices.length} demo devices to ${webhook}` +
      (options.once ? ' (one round).' : ` every ${options.intervalMs / 1000} s; Ctrl-C stops.`),
  );

  let stopping = false;
  let wake: (() => void) | undefined;
  process.on('SIGINT', () => {
    stopping = true;
    wake?.();
  });
  let sent = 0;
  let failed = 0;
  while (!stopping) {
    for (const state of devices) {
      const { device } = state;
      const [sample] = demoSeries(device, state.slot, state.slot, {
        end: startedAt,
        firstFCnt: state.fCnt,
      });
      const body = buildUplinkBody({
        deviceId: device.deviceId,
        devEui: device.devEui,
        applicationId: DEMO_APPLICATION_ID,
        fPort: sample!.fPort,
        fCnt: sample!.fCnt,
        frmPayload: sample!.frmPayload,
        sessionKeyId,
        decodedPayload: formatterPayload(device, sample!),
        gateways: [{ id: DEMO_GATEWAY, rssi: sample!.rssi, snr: sample!.snr }],
      });
      let outcome: string;
      try {
        const response = await sendUplink(webhook, TTN_WEBHOOK_HEADER, secret, body, {
          timeoutMs: 10_000,
        });
        if (response.status === 401) {
          throw new Error(
            `${webhook} refused the webhook secret (401). Use the server's TTN_WEBHOOK_SECRET or DATA_DIR.`,
          );
        }
        let status = '';
        try {
          status = String((JSON.parse(response.body) as { status?: unknown }).status ?? '');
        } catch {
          status = response.body.slice(0, 200);
        }
        outcome = `${response.status} ${status}`;
        if (response.status >= 200 && response.status < 300) sent++;
        else failed++;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        if (cause?.code === 'ECONNREFUSED') {
          throw new Error(`Nothing answers at ${options.url}: is the server running (pnpm start)?`);
        }
        throw error;
      }
      const time = new Date().toISOString().slice(11, 19);
      console.log(
        `${time}  ${device.name.padEnd(32)} f_cnt ${String(sample!.fCnt).padStart(4)}  ${describe(sample!)}  → ${outcome}`,
      );
      state.slot++;
      state.fCnt++;
    }
    if (options.once) break;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  console.log(`Sent ${sent} uplinks${failed ? `, ${failed} not accepted` : ''}.`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
