// Commands to a device (issue 11, "Must show" 4 and 5), on a phone: the owner switches
// the demo pump controller's LED from its page; the downlink reaches a fake The Things
// Stack in the documented body, and the page says it is queued until an uplink confirms
// it. Then pump runs use up the day's watering budget, and the next run is refused with
// the guardrail's message, in the page and by the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CLASS_A_QUEUED_MESSAGE, PUMP_REFUSAL_MESSAGES } from '@bloomkeep/schema';
import { encodeTheThingsUno } from '../../server/src/devices/encoders.ts';
import { buildUplinkBody } from '../../server/src/integrations/ttn/wire.ts';
import { sendUplink, startFakeTts, type FakeTts } from '../../server/src/integrations/ttn/fake.ts';
import { TTN_WEBHOOK_HEADER } from '../../server/src/http/paths.ts';
import { launchBrowser } from './browser';
import { PHONE, expectWellFormed } from './checks';
import { signIn } from './pages';
import { E2E_TTN_WEBHOOK_SECRET, startServer, type RunningServer } from './server';

const TTS = { apiKey: 'NNSXS.E2E-KEY', applicationId: 'bloomkeep-e2e', webhookId: 'bloomkeep' };
/** The demo pump controller (packages/server/src/db/demoDevices.ts), owned by stewardsam. */
const PUMP = { ttsId: 'eui-0004a30b001c0530', name: 'Ticklemore herb planter pump' };

let tts: FakeTts;
let server: RunningServer;
let browser: Browser;
let token = '';
let fCnt = 0;

/** The board reports its pump state (fPort 1, one byte), which confirms a command. */
async function unoReports(on: boolean) {
  fCnt += 1;
  const response = await sendUplink(
    `${server.url}/ttn/uplink`,
    TTN_WEBHOOK_HEADER,
    E2E_TTN_WEBHOOK_SECRET,
    buildUplinkBody({
      deviceId: PUMP.ttsId,
      devEui: PUMP.ttsId.slice(4).toUpperCase(),
      applicationId: TTS.applicationId,
      sessionKeyId: 'AXCMD',
      fPort: 1,
      fCnt,
      frmPayload: encodeTheThingsUno({ ledState: on }),
    }),
  );
  expect(response.status).toBe(200);
}

/**
 * Resolves once the server has recorded that The Things Stack took the newest command (SENT):
 * the fake answers the worker before the worker writes that down, and only an uplink after it
 * confirms the command (as the board's next uplink, 20 minutes later, would in life).
 */
async function newestCommandSent() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { deviceByDeviceId } = await server.graphql<{
      deviceByDeviceId: { commands: { nodes: { status: string }[] } };
    }>(
      `query ($id: String!) { deviceByDeviceId(deviceId: $id) { commands(first: 1, orderBy: [CREATED_AT_DESC]) { nodes { status } } } }`,
      { id: PUMP.ttsId },
      token,
    );
    const status = deviceByDeviceId.commands.nodes[0]?.status;
    if (status === 'SENT' || status === 'CONFIRMED') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The newest command was never recorded as sent');
}

beforeAll(async () => {
  tts = await startFakeTts(TTS);
  server = await startServer({
    allowTextOperations: true,
    env: {
      TTN_API_URL: tts.url,
      TTN_APPLICATION_ID: TTS.applicationId,
      TTN_WEBHOOK_ID: TTS.webhookId,
      TTN_API_KEY: TTS.apiKey,
    },
  });
  browser = await launchBrowser();
  const signedIn = await server.graphql<{ signIn: { jwtToken: string } }>(
    `mutation { signIn(input: { username: "stewardsam", password: "Bloomkeep-steward-1" }) { jwtToken } }`,
  );
  token = signedIn.signIn.jwtToken;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tts?.close();
});

describe('commands to the pump controller', () => {
  it('sends the LED switch as a downlink, says it is queued, and refuses a run over the budget', async () => {
    const { deviceByDeviceId } = await server.graphql<{ deviceByDeviceId: { id: string } }>(
      `query ($id: String!) { deviceByDeviceId(deviceId: $id) { id } }`,
      { id: PUMP.ttsId },
      token,
    );
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/signin`);
    await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/devices/${deviceByDeviceId.id}`);
    await page.getByRole('heading', { level: 1, name: PUMP.name }).waitFor();
    await expectWellFormed(page, 'the pump controller, as its owner');

    // 4. The switch: a downlink on port 1 with ledState, priority NORMAL (integrations.md).
    const pump = page.getByRole('switch', { name: /Pump/ });
    const wasOn = await pump.isChecked();
    await pump.click({ force: true });
    const downlink = await tts.waitForDownlink(PUMP.ttsId);
    expect(JSON.parse(downlink.rawBody)).toEqual({
      downlinks: [
        { f_port: 1, decoded_payload: { ledState: wasOn ? 'off' : 'on' }, priority: 'NORMAL' },
      ],
    });
    await page.getByText(CLASS_A_QUEUED_MESSAGE).waitFor();
    await expectWellFormed(page, 'a queued command');
    // The board's next uplink confirms it: the notice goes, the switch shows the new state.
    await newestCommandSent();
    await unoReports(!wasOn);
    await page.getByText(CLASS_A_QUEUED_MESSAGE).waitFor({ state: 'detached' });
    expect(await pump.isChecked()).toBe(!wasOn);

    // 5. Two 30-minute runs use the day's 60 minutes; each is confirmed by an uplink.
    for (let run = 0; run < 2; run++) {
      const runTime = page.getByRole('textbox', { name: 'Run time (minutes)' });
      await runTime.fill('30');
      await runTime.press('Tab'); // a number field takes its value when it loses focus
      const sent = tts.received.length;
      await page.getByRole('button', { name: 'Run for 30 minutes' }).click();
      await page.getByText(CLASS_A_QUEUED_MESSAGE).waitFor();
      // Only an uplink after TTS took the command confirms it (the worker sends it a moment
      // after the page says it is queued).
      await tts.waitForDownlink(PUMP.ttsId, (record) => tts.received.indexOf(record) >= sent);
      await newestCommandSent();
      await unoReports(true);
      await page.getByText(CLASS_A_QUEUED_MESSAGE).waitFor({ state: 'detached' });
    }
    // The page says why no more runs today, and offers none.
    const budget = PUMP_REFUSAL_MESSAGES['daily-budget'].slice(0, 30);
    await page.getByText(budget, { exact: false }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Run/ }).isDisabled()).toBe(true);
    await expectWellFormed(page, 'the pump after the day’s budget');
    // And the server refuses it too, with the same words.
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation ($id: UUID!) { deviceDownPush(input: { deviceId: $id,
          message: "{\\"ledState\\":\\"on\\",\\"minutes\\":5}" }) { deviceCommand { id } } }`,
        variables: { id: deviceByDeviceId.id },
      }),
    });
    const refused = (await response.json()) as { errors?: Array<{ message: string }> };
    expect(refused.errors?.[0]?.message).toContain(budget);
    await context.close();
  });
});
