// Commands to devices (issue 11, migration 0015, worker/tasks/devices/downlink.ts):
// deviceDownPush over GraphQL, the devices__downlink job against the fake TTS over
// real HTTP, the guardrails in SQL (and their parity with @bloomkeep/schema), and an
// uplink from the Uno confirming the command.
import {
  DOWNLINKS_PER_DAY,
  PUMP_BUDGET_WINDOW_HOURS,
  PUMP_DAILY_BUDGET_MINUTES,
  PUMP_MAX_RUN_MINUTES,
  PUMP_MIN_RUN_MINUTES,
  PUMP_REFUSAL_CODES,
  PUMP_REFUSAL_MESSAGES,
  SERVER_ERRORS,
  pumpRefusal,
  pumpRefusalMessage,
  type PumpRefusal,
} from '@bloomkeep/schema';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTtnSettings } from '../src/config.ts';
import { encodeTheThingsUno } from '../src/devices/encoders.ts';
import { TTN_WEBHOOK_HEADER } from '../src/http/paths.ts';
import { createTtnClient, type TtnClient } from '../src/integrations/ttn/client.ts';
import { sendUplink, startFakeTts, type FakeTts } from '../src/integrations/ttn/fake.ts';
import { buildUplinkBody } from '../src/integrations/ttn/wire.ts';
import { createServer, type RunningServer } from '../src/server.ts';
import { DOWNLINKS_NOT_CONFIGURED, downlinkTask } from '../src/worker/tasks/devices/downlink.ts';
import {
  TEST_JWT_SECRET,
  TEST_TTN_WEBHOOK_SECRET,
  createTestDatabase,
  mintJwt,
  ownerPool,
  type GraphQLResponse,
  type TestDatabase,
} from './helpers.ts';

const TTS = { apiKey: 'NNSXS.TEST-KEY', applicationId: 'bloomkeep-test', webhookId: 'bloomkeep' };

let db: TestDatabase;
let owner: pg.Pool;
let fake: FakeTts;
let server: RunningServer;
/** The worker's TTS client; a test may swap it (e.g. for one with a revoked key). */
let client: TtnClient;
const tokens: Record<'owner' | 'stranger' | 'admin' | 'guest', string> = {
  owner: '',
  stranger: '',
  admin: '',
  guest: '',
};
let ownerId = '';
let deviceCount = 0;

const sql = async <R extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values?: unknown[],
) => (await owner.query<R>(text, values)).rows;

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

interface Pushed {
  deviceDownPush: {
    deviceCommand: { id: string; status: string; device: { ledState: boolean | null } };
  } | null;
}
const push = (deviceId: string, message: unknown, token = tokens.owner) =>
  gql<Pushed>(
    `mutation ($deviceId: UUID!, $message: String!) {
      deviceDownPush(input: { deviceId: $deviceId, message: $message }) {
        deviceCommand { id status device { ledState } }
      }
    }`,
    { deviceId, message: typeof message === 'string' ? message : JSON.stringify(message) },
    token,
  );

/** A The Things Uno owned by the owner, linked to a thing; returns its uuid and TTS id. */
async function uno(): Promise<{ id: string; ttsId: string; thingId: string }> {
  deviceCount += 1;
  const ttsId = `eui-00000000000000${deviceCount.toString(16).padStart(2, '0')}`;
  const [thing] = await sql<{ id: string }>(
    `insert into app_public.things (name, category, location, is_public)
     values ('Raised bed', 'FLOWERBED', point(-3.684, 50.431), true) returning id`,
  );
  const [device] = await sql<{ id: string }>(
    `insert into app_public.devices (device_id, name, model, location, thing_id)
     values ($1, 'Bed pump', 'THE_THINGS_UNO', point(-3.684, 50.431), $2) returning id`,
    [ttsId, thing!.id],
  );
  await sql(
    `insert into app_public.device_accesses (device_id, user_id, is_owner) values ($1, $2, true)`,
    [device!.id, ownerId],
  );
  return { id: device!.id, ttsId, thingId: thing!.id };
}

interface CommandRow {
  status: string;
  reason: string | null;
  attempts: number;
  sent_at: Date | null;
}
async function waitForStatus(commandId: string, statuses: string[]): Promise<CommandRow> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await sql<CommandRow>(
      'select status, reason, attempts, sent_at from app_public.device_commands where id = $1',
      [commandId],
    );
    if (row && statuses.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`Command ${commandId} stayed ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const commandCount = async (deviceId: string) =>
  Number(
    (
      await sql<{ n: string }>(
        'select count(*) as n from app_public.device_commands where device_id = $1',
        [deviceId],
      )
    )[0]!.n,
  );
// Jobs for this device's commands only: other tests' jobs finish while this one runs.
const jobCount = async (deviceId: string) =>
  Number(
    (
      await sql<{ n: string }>(
        `select count(*) as n from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id
          join app_public.device_commands c on c.id::text = j.payload->>'commandId'
         where t.identifier = 'devices__downlink' and c.device_id = $1`,
        [deviceId],
      )
    )[0]!.n,
  );

/** An uplink from the Uno in the TTS v3 webhook format: fPort 1, one state byte. */
async function unoUplink(ttsId: string, fCnt: number, on: boolean) {
  const response = await sendUplink(
    `${server.url}/ttn/uplink`,
    TTN_WEBHOOK_HEADER,
    TEST_TTN_WEBHOOK_SECRET,
    buildUplinkBody({
      deviceId: ttsId,
      devEui: ttsId.replace(/^eui-/, ''),
      applicationId: TTS.applicationId,
      sessionKeyId: 'AXA1',
      fPort: 1,
      fCnt,
      frmPayload: encodeTheThingsUno({ ledState: on }),
    }),
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeTts(TTS);
  client = createTtnClient({ ...TTS, apiUrl: fake.url });
  db = await createTestDatabase();
  owner = ownerPool(db.ownerUrl, 2);
  server = await createServer({
    authDatabaseUrl: db.authUrl,
    jwtSecret: TEST_JWT_SECRET,
    ttnWebhookSecret: TEST_TTN_WEBHOOK_SECRET,
    port: 0,
    production: false,
    worker: {
      databaseUrl: db.ownerUrl,
      ttn: {
        pushDownlink: (...args) => client.pushDownlink(...args),
        replaceQueue: (...args) => client.replaceQueue(...args),
      },
    },
  });
  const users = await sql<{ id: string; username: string }>(
    `insert into app_public.users (username, name, is_admin) values
       ('pump_owner', 'Pia Pump', false), ('stranger', 'Sam Stranger', false),
       ('admin_ada', 'Ada Admin', true)
     returning id, username`,
  );
  const id = (username: string) => users.find((user) => user.username === username)!.id;
  ownerId = id('pump_owner');
  tokens.owner = mintJwt({ role: 'bk_user', userId: ownerId });
  tokens.stranger = mintJwt({ role: 'bk_user', userId: id('stranger') });
  tokens.admin = mintJwt({ role: 'bk_admin', userId: id('admin_ada') });
  tokens.guest = mintJwt({ role: 'bk_anonymous' });
});

afterAll(async () => {
  await server?.close();
  await owner?.end();
  await db?.drop();
  await fake?.close();
});

describe('the LED switch', () => {
  it('sends the documented downlink; the state changes only once TTS accepted it', async () => {
    const device = await uno();
    const answer = await push(device.id, { ledState: 'on' });
    expect(answer.errors).toBeUndefined();
    const command = answer.data!.deviceDownPush!.deviceCommand;
    // In the mutation's own transaction: queued, and the device still shows its old state.
    expect(command.status).toBe('QUEUED');
    expect(command.device.ledState).toBeNull();

    const received = await fake.waitForDownlink(device.ttsId);
    expect(received.operation).toBe('push');
    expect(JSON.parse(received.rawBody)).toEqual({
      downlinks: [{ f_port: 1, decoded_payload: { ledState: 'on' }, priority: 'NORMAL' }],
    });
    const row = await waitForStatus(command.id, ['SENT', 'FAILED']);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, reason: null });
    const [state] = await sql<{ device: boolean; thing: boolean }>(
      `select d.led_state as device, t.led_state as thing
         from app_public.devices d join app_public.things t on t.id = d.thing_id where d.id = $1`,
      [device.id],
    );
    expect(state).toEqual({ device: true, thing: true });
  });

  it('sends a pump run with its minutes', async () => {
    const device = await uno();
    const answer = await push(device.id, { ledState: 'on', minutes: 10 });
    expect(answer.errors).toBeUndefined();
    const received = await fake.waitForDownlink(device.ttsId);
    expect(JSON.parse(received.rawBody)).toEqual({
      downlinks: [
        { f_port: 1, decoded_payload: { ledState: 'on', minutes: 10 }, priority: 'NORMAL' },
      ],
    });
    const [row] = await sql<{ kind: string; minutes: number }>(
      'select kind, minutes from app_public.device_commands where id = $1',
      [answer.data!.deviceDownPush!.deviceCommand.id],
    );
    expect(row).toEqual({ kind: 'PUMP', minutes: 10 });
  });

  it('retries when TTS answers 503, and is SENT once it accepts', async () => {
    const device = await uno();
    fake.failNext(2, 503);
    const answer = await push(device.id, { ledState: 'off' });
    expect(answer.errors).toBeUndefined();
    const id = answer.data!.deviceDownPush!.deviceCommand.id;
    const row = await waitForStatus(id, ['SENT', 'FAILED']);
    expect(row).toMatchObject({ status: 'SENT', attempts: 3 });
    const calls = fake.requests.filter((request) => request.path.includes(device.ttsId));
    expect(calls.map((request) => request.status)).toEqual([503, 503, 200]);
  }, 60_000);

  it('fails for good with the reason when TTS refuses the API key (401), state unchanged', async () => {
    const device = await uno();
    client = createTtnClient({ ...TTS, apiKey: 'NNSXS.REVOKED', apiUrl: fake.url });
    try {
      const answer = await push(device.id, { ledState: 'on' });
      expect(answer.errors).toBeUndefined();
      const row = await waitForStatus(answer.data!.deviceDownPush!.deviceCommand.id, [
        'SENT',
        'FAILED',
      ]);
      expect(row.status).toBe('FAILED');
      expect(row.attempts).toBe(1);
      expect(row.reason).toMatch(/^The Things Network refused the command: .*401.*API key/);
      expect(row.reason).not.toContain('NNSXS');
    } finally {
      client = createTtnClient({ ...TTS, apiUrl: fake.url });
    }
    const [state] = await sql<{ led_state: boolean | null }>(
      'select led_state from app_public.devices where id = $1',
      [device.id],
    );
    expect(state!.led_state).toBeNull();
    // A failed command does not block the next one.
    const again = await push(device.id, { ledState: 'on' });
    expect(again.errors).toBeUndefined();
  });

  it('fails with a clear reason when no TTS is configured', async () => {
    const device = await uno();
    const [command] = await sql<{ id: string }>(
      `insert into app_public.device_commands (device_id, kind, led_state) values ($1, 'LED', true)
       returning id`,
      [device.id],
    );
    await downlinkTask.run(
      { commandId: command!.id },
      { ownerPool: owner, appHosts: [], sendMail: () => Promise.resolve() },
    );
    const row = await waitForStatus(command!.id, ['FAILED', 'SENT']);
    expect(row).toMatchObject({ status: 'FAILED', reason: DOWNLINKS_NOT_CONFIGURED });
  });
});

describe('Retry-After', () => {
  it('keeps the retry no sooner than TTS asked', async () => {
    const device = await uno();
    const [command] = await sql<{ id: string }>(
      `insert into app_public.device_commands (device_id, kind, led_state) values ($1, 'LED', true)
       returning id`,
      [device.id],
    );
    // The job as device_down_push queues it, but not due, so the running worker leaves it.
    await sql(
      `select graphile_worker.add_job('devices__downlink', json_build_object('commandId', $1::uuid),
         run_at => now() + interval '1 day', job_key => 'device_command:' || $1)`,
      [command!.id],
    );
    fake.failNext(1, 429, { retryAfterSeconds: 600 });
    await expect(
      downlinkTask.run(
        { commandId: command!.id },
        {
          ownerPool: owner,
          appHosts: [],
          sendMail: () => Promise.resolve(),
          ttn: createTtnClient({ ...TTS, apiUrl: fake.url }),
        },
      ),
    ).rejects.toThrow(/429/);
    const [job] = await sql<{ wait: number }>(
      `select extract(epoch from run_at - now())::float8 as wait
         from graphile_worker._private_jobs where key = $1`,
      ['device_command:' + command!.id],
    );
    expect(job!.wait).toBeGreaterThan(500);
    expect(job!.wait).toBeLessThanOrEqual(600);
    const [row] = await sql<{ status: string; attempts: number }>(
      'select status, attempts from app_public.device_commands where id = $1',
      [command!.id],
    );
    expect(row).toEqual({ status: 'QUEUED', attempts: 1 });
  });
});

describe('an uplink from the Uno confirms the command', () => {
  it('confirms once the device reports the state asked for', async () => {
    const device = await uno();
    const answer = await push(device.id, { ledState: 'on' });
    const id = answer.data!.deviceDownPush!.deviceCommand.id;
    await waitForStatus(id, ['SENT']);
    // The first uplink after it was queued still reports the old state (Class A).
    await unoUplink(device.ttsId, 1, false);
    expect((await waitForStatus(id, ['SENT', 'CONFIRMED'])).status).toBe('SENT');
    const blocked = await push(device.id, { ledState: 'off' });
    expect(blocked.errors?.[0]?.message).toBe(PUMP_REFUSAL_MESSAGES['command-queued']);
    await unoUplink(device.ttsId, 2, true);
    expect((await waitForStatus(id, ['CONFIRMED'])).status).toBe('CONFIRMED');
    // Confirmed: the next command may go.
    const next = await push(device.id, { ledState: 'off' });
    expect(next.errors).toBeUndefined();
  });
});

describe('guardrails', () => {
  async function expectRefused(
    deviceId: string,
    message: unknown,
    refusal: PumpRefusal,
    text = PUMP_REFUSAL_MESSAGES[refusal],
  ) {
    const before = await commandCount(deviceId);
    const jobsBefore = await jobCount(deviceId);
    const answer = await push(deviceId, message);
    expect(answer.data?.deviceDownPush ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toBe(text);
    expect(answer.errors?.[0]?.extensions?.exception?.errcode).toBe(PUMP_REFUSAL_CODES[refusal]);
    expect(await commandCount(deviceId)).toBe(before);
    expect(await jobCount(deviceId)).toBe(jobsBefore);
  }
  const past = (deviceId: string, rows: Array<{ minutes?: number; hoursAgo: number }>) =>
    Promise.all(
      rows.map(({ minutes, hoursAgo }) =>
        sql(
          `insert into app_public.device_commands (device_id, kind, led_state, minutes, status,
             created_at, sent_at, confirmed_at)
           values ($1, $2, true, $3, 'CONFIRMED', now() - make_interval(hours => $4),
             now() - make_interval(hours => $4), now() - make_interval(hours => $4))`,
          [deviceId, minutes === undefined ? 'LED' : 'PUMP', minutes ?? null, hoursAgo],
        ),
      ),
    );

  it('refuses runs that are too short or too long', async () => {
    const device = await uno();
    await expectRefused(device.id, { ledState: 'on', minutes: 0 }, 'run-too-short');
    await expectRefused(device.id, { ledState: 'on', minutes: 2.5 }, 'run-too-short');
    await expectRefused(
      device.id,
      { ledState: 'on', minutes: PUMP_MAX_RUN_MINUTES + 1 },
      'run-too-long',
    );
  });

  it('refuses a second command while one is queued or sent and unconfirmed', async () => {
    const device = await uno();
    await sql(
      `insert into app_public.device_commands (device_id, kind, led_state, status, sent_at)
       values ($1, 'LED', true, 'SENT', now() - interval '3 days')`,
      [device.id],
    );
    await expectRefused(device.id, { ledState: 'off' }, 'command-queued');
    await expectRefused(device.id, { ledState: 'on', minutes: 5 }, 'command-queued');
  });

  it(`refuses the ${DOWNLINKS_PER_DAY + 1}th downlink in 24 hours`, async () => {
    const device = await uno();
    await past(device.id, [
      ...Array.from({ length: DOWNLINKS_PER_DAY - 1 }, () => ({ hoursAgo: 2 })),
      { hoursAgo: PUMP_BUDGET_WINDOW_HOURS + 1 }, // a day old: no longer counts
    ]);
    const tenth = await push(device.id, { ledState: 'on' });
    expect(tenth.errors).toBeUndefined();
    await waitForStatus(tenth.data!.deviceDownPush!.deviceCommand.id, ['SENT']);
    await sql(`update app_public.device_commands set status = 'CONFIRMED' where device_id = $1`, [
      device.id,
    ]);
    await expectRefused(device.id, { ledState: 'off' }, 'downlink-limit');
  });

  it('refuses a run over the daily budget, saying how much is left', async () => {
    const device = await uno();
    await past(device.id, [
      { minutes: 30, hoursAgo: 3 },
      { minutes: 20, hoursAgo: 5 },
      { minutes: 30, hoursAgo: PUMP_BUDGET_WINDOW_HOURS + 2 }, // a day old
    ]);
    await expectRefused(
      device.id,
      { ledState: 'on', minutes: 11 },
      'daily-budget',
      `This pump has 10 of its ${PUMP_DAILY_BUDGET_MINUTES} minutes left for today (runs in the last 24 hours). Choose a shorter run.`,
    );
    await past(device.id, [{ minutes: 10, hoursAgo: 1 }]);
    await expectRefused(device.id, { ledState: 'on', minutes: 1 }, 'daily-budget');
  });

  it('refuses messages that are not a command', async () => {
    const device = await uno();
    for (const message of [
      'not json',
      '[]',
      { ledState: 'maybe' },
      { ledState: 'off', minutes: 5 },
      { ledState: 'on', pump: 1 },
    ]) {
      const answer = await push(device.id, message);
      expect(answer.errors?.[0]?.extensions?.exception?.errcode).toBe('VALID');
    }
    expect(await commandCount(device.id)).toBe(0);
  });
});

describe('who may send commands', () => {
  it('refuses a stranger and a guest, and queues nothing', async () => {
    const device = await uno();
    const stranger = await push(device.id, { ledState: 'on' }, tokens.stranger);
    expect(stranger.errors?.[0]?.extensions?.exception?.errcode).toBe('FORBD');
    const guest = await push(device.id, { ledState: 'on' }, tokens.guest);
    expect(guest.errors?.length).toBe(1);
    expect(guest.data?.deviceDownPush ?? null).toBeNull();
    // A device that does not exist gets the stranger's answer (no enumeration).
    const missing = await push('00000000-0000-4000-8000-000000000000', { ledState: 'on' });
    expect(missing.errors?.[0]?.message).toBe(stranger.errors?.[0]?.message);
    expect(await commandCount(device.id)).toBe(0);
  });

  it('lets an admin send one; strangers cannot see the commands', async () => {
    const device = await uno();
    const answer = await push(device.id, { ledState: 'on' }, tokens.admin);
    expect(answer.errors).toBeUndefined();
    const query = `query ($id: UUID!) { deviceById(id: $id) { commands { nodes { status } } } }`;
    const mine = await gql<{ deviceById: { commands: { nodes: unknown[] } } }>(
      query,
      { id: device.id },
      tokens.owner,
    );
    expect(mine.data?.deviceById.commands.nodes).toHaveLength(1);
    const theirs = await gql<{ deviceById: { commands: { nodes: unknown[] } } }>(
      query,
      { id: device.id },
      tokens.stranger,
    );
    expect(theirs.data?.deviceById.commands.nodes).toHaveLength(0);
  });
});

describe('the guardrails in SQL match @bloomkeep/schema', () => {
  it('uses the same limits', async () => {
    const [row] = await sql<{ limits: Record<string, number> }>(
      'select app_private.pump_limits() as limits',
    );
    expect(row!.limits).toEqual({
      minRunMinutes: PUMP_MIN_RUN_MINUTES,
      maxRunMinutes: PUMP_MAX_RUN_MINUTES,
      dailyBudgetMinutes: PUMP_DAILY_BUDGET_MINUTES,
      downlinksPerDay: DOWNLINKS_PER_DAY,
      windowHours: PUMP_BUDGET_WINDOW_HOURS,
    });
  });

  it('refuses the same requests, first rule first', async () => {
    const cases: Array<[number, number, number, boolean]> = [];
    for (const minutes of [-1, 0, 0.5, 1, 2, 29, 30, 31, 59, 60, 61, 255])
      for (const used of [0, 29, 30, 59, 60, 75])
        for (const downlinks of [0, 9, 10, 11])
          for (const queued of [false, true]) cases.push([minutes, used, downlinks, queued]);
    const rows = await sql<{ refusal: string | null }>(
      `select app_private.pump_refusal(c.minutes, c.used, c.downlinks, c.queued) as refusal
         from jsonb_to_recordset($1::jsonb)
           as c(minutes numeric, used integer, downlinks integer, queued boolean, i integer)
        order by c.i`,
      [
        JSON.stringify(
          cases.map(([minutes, used, downlinks, queued], i) => ({
            minutes,
            used,
            downlinks,
            queued,
            i,
          })),
        ),
      ],
    );
    expect(rows.map((row) => row.refusal)).toEqual(
      cases.map(([minutes, usedMinutes, downlinksToday, hasQueuedCommand]) =>
        pumpRefusal({ minutes, usedMinutes, downlinksToday, hasQueuedCommand }),
      ),
    );
  });

  it('says the same words, under the same catalogue codes', async () => {
    for (const refusal of Object.keys(PUMP_REFUSAL_MESSAGES) as PumpRefusal[]) {
      expect(SERVER_ERRORS[PUMP_REFUSAL_CODES[refusal]]).toBe(PUMP_REFUSAL_MESSAGES[refusal]);
      for (const used of [0, 10, 59, 60, 90]) {
        const [row] = await sql<{ message: string; code: string }>(
          `select app_private.pump_refusal_message($1, $2) as message,
                  app_private.pump_refusal_code($1) as code`,
          [refusal, used],
        );
        expect(row).toEqual({
          message: pumpRefusalMessage(refusal, used),
          code: PUMP_REFUSAL_CODES[refusal],
        });
      }
    }
  });
});

describe('TTN settings', () => {
  const all = {
    TTN_API_URL: 'https://eu1.cloud.thethings.network/',
    TTN_APPLICATION_ID: 'bloomkeep-totnes',
    TTN_WEBHOOK_ID: 'bloomkeep',
    TTN_API_KEY: 'NNSXS.SECRET',
  };
  it('takes all four, or none', () => {
    expect(loadTtnSettings({})).toBeUndefined();
    expect(loadTtnSettings(all)).toEqual({
      apiUrl: 'https://eu1.cloud.thethings.network',
      applicationId: 'bloomkeep-totnes',
      webhookId: 'bloomkeep',
      apiKey: 'NNSXS.SECRET',
    });
  });
  it('refuses a partial set, naming what is missing (never the key)', () => {
    expect(() => loadTtnSettings({ ...all, TTN_API_KEY: '' })).toThrow(/TTN_API_KEY/);
    expect(() => loadTtnSettings({ ...all, TTN_API_URL: 'not a url' })).toThrow(/TTN_API_URL/);
  });
});
