// "Ask about this thing" (issue 15, "Must show"): on a seeded thing with a soil moisture probe
// that has just reported a dry reading (the test sends it in the real TTS v3 webhook format),
// the steward asks whether it needs water and gets the answer with its sources linked; asks
// about rain and gets the Totnes gauge's figure with the Environment Agency's name (the EA is
// the local fake in its real wire format); follows the suggested "Record a watering?" into the
// normal form with Watering chosen; and clears the conversation. Twice: with the built-in
// assistant (no model configured), and with a model behind the fake OpenAI-compatible server,
// which streams and calls the tools in the real chat-completions wire format. On a phone,
// the bee cafe brand, each settled state checked for sideways scrolling and axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_APPLICATION_ID, DEMO_DEVICES } from '../../server/src/db/demoDevices';
import { encodeLse01 } from '../../server/src/devices/encoders';
import { startEaFake, type EaFake } from '../../server/src/integrations/ea/fake';
import { startLlmFake, type LlmFake } from '../../server/src/integrations/llm/fake';
import { sendUplink } from '../../server/src/integrations/ttn/fake';
import { buildUplinkBody } from '../../server/src/integrations/ttn/wire';
import { TTN_WEBHOOK_HEADER } from '../../server/src/http/paths';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { signIn } from './pages';
import { E2E_TTN_WEBHOOK_SECRET, cacheRainGauge, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let ea: EaFake;
let llm: LlmFake;
let thingId = '';

/** The model's name on the fake server, shown as who answered. */
const MODEL = 'bloomkeep-e2e-model';

interface Assistant {
  label: string;
  /** Server environment: which assistant answers. */
  env: () => Record<string, string>;
  /** Who the conversation says answered. */
  answeredBy: string;
  /** The answer to "Does it need water?" (its first words, then more of it), and a source it links. */
  needsWater: [RegExp, ...RegExp[]];
  waterSource: () => { name: RegExp; href: RegExp };
  /** The answer to "Will it rain this week?": the gauge's figure with the EA's name. */
  rain: RegExp;
}

const ASSISTANTS: Assistant[] = [
  {
    label: 'the built-in assistant',
    env: () => ({}),
    answeredBy: 'Built-in assistant',
    needsWater: [/^Yes\. /, /Latest: 6% moisture/],
    waterSource: () => ({ name: new RegExp(PROBE.name), href: /^\/devices\// }),
    rain: /mm at .+ gauge in the last 24 h \(Environment Agency\)/,
  },
  {
    label: 'a model over the OpenAI-compatible wire format',
    env: () => ({ LLM_BASE_URL: llm.url, LLM_MODEL: MODEL }),
    answeredBy: MODEL,
    // The fake model answers with facts from the tool results it asked for.
    needsWater: [/^From this thing's data: .*advice kind: water/s, /Water about \d+ litres today/],
    waterSource: () => ({ name: /^Watering advice$/, href: new RegExp(`^/things/${thingId}$`) }),
    rain: /^From this thing's data: .*\d.*Sources: .*gauge \(Environment Agency\)/s,
  },
];

const THING = 'Castle Street bee cafe';
const PROBE = DEMO_DEVICES.find((device) => device.thing === THING && device.model === 'LSE01')!;

/** The probe reports `water` % now, as it would every 20 minutes. */
async function dryReading(water: number) {
  const response = await sendUplink(
    `${server.url}/ttn/uplink`,
    TTN_WEBHOOK_HEADER,
    E2E_TTN_WEBHOOK_SECRET,
    buildUplinkBody({
      deviceId: PROBE.deviceId,
      devEui: PROBE.devEui,
      applicationId: DEMO_APPLICATION_ID,
      fPort: 2,
      fCnt: 90_000,
      sessionKeyId: 'AXCHAT',
      frmPayload: encodeLse01({
        battery: 3.5,
        probeDetected: true,
        water,
        temperature: 12,
        conductivity: 300,
      }),
      gateways: [{ id: 'gtw-totnes-civic-hall', rssi: -90, snr: 6 }],
    }),
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  ea = await startEaFake();
  llm = await startLlmFake();
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await ea?.close();
  await llm?.close();
});

/** A server whose chat is answered by `assistant`, with a dry reading and the gauge cached. */
async function serveWith(assistant: Assistant) {
  server = await startServer({
    allowTextOperations: true,
    env: { EA_ROOT: ea.url, ...assistant.env() },
  });
  await cacheRainGauge(server, '50108');
  const { allThings } = await server.graphql<{ allThings: { nodes: { id: string }[] } }>(
    `{ allThings(condition: { name: "${THING}" }, first: 1) { nodes { id } } }`,
  );
  thingId = allThings.nodes[0]!.id;
  await dryReading(6);
}

/**
 * Waits until the answer to the last question has finished arriving. Only the last message is
 * read: an earlier answer may cite the same sources.
 */
async function lastAnswer(page: Page, pattern: RegExp) {
  const log = page.getByRole('log', { name: `Conversation about ${THING}` });
  await log.getByTestId('message-text').last().filter({ hasText: pattern }).waitFor({
    timeout: 60_000,
  });
  await page.locator('[role="log"] [aria-busy="true"]').waitFor({ state: 'detached' });
  return log;
}

describe.each(ASSISTANTS)('asking $label about a thing', (assistant) => {
  beforeAll(() => serveWith(assistant), 180_000);
  afterAll(() => server?.stop());

  for (const brand of journeyBrands('bee cafe')) {
    it(`answers from its data, suggests a watering and clears (${brand.name}, phone)`, async () => {
      const page = await browser.newPage({ viewport: PHONE });
      const path = `/things/${thingId}`;
      await page.goto(`${brand.origin(server.port)}/signin?next=${encodeURIComponent(path)}`);
      await signIn(page, 'stewardsam', 'Bloomkeep-steward-1');
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: THING }).waitFor();

      const panel = page.getByRole('region', { name: 'Ask about this thing' });
      await panel.scrollIntoViewIfNeeded();
      // 1. A suggested question, answered from the fresh reading, its sources linked.
      await panel.getByRole('button', { name: 'Does it need water?' }).click();
      const [firstWords, ...more] = assistant.needsWater;
      const log = await lastAnswer(page, firstWords);
      for (const words of more) await log.getByText(words).waitFor();
      expect(await log.getByText(assistant.answeredBy, { exact: true }).count()).toBeGreaterThan(0);
      const { name, href } = assistant.waterSource();
      expect(await log.getByRole('link', { name }).first().getAttribute('href')).toMatch(href);
      await expectWellFormed(page, `${brand.name}: the answer to "Does it need water?"`);

      // 2. Rain: the gauge's figure and the Environment Agency's name, linked to the gauge.
      const box = panel.getByRole('textbox', { name: 'Your question' });
      await box.fill('Will it rain this week?');
      await panel.getByRole('button', { name: 'Send' }).click();
      await lastAnswer(page, assistant.rain);
      const gauge = log.getByRole('link', { name: /gauge \(Environment Agency\)/ }).first();
      expect(await gauge.getAttribute('href')).toBe('/rainfall/50108');
      await expectWellFormed(page, `${brand.name}: the answer about rain`);

      // 3. The suggestion opens the normal form with Watering chosen; nothing was recorded.
      await log.getByRole('button', { name: 'Record a watering' }).first().click();
      await page.waitForURL(/\/action\?type=WATERING$/);
      await page
        .getByRole('heading', { level: 1, name: `Record an action for ${THING}` })
        .waitFor();
      expect(await page.getByRole('radio', { name: 'Watering' }).isChecked()).toBe(true);

      // 4. The conversation follows to the form's page; clearing it empties it for good.
      const formPanel = page.getByRole('region', { name: 'Ask about this thing' });
      await formPanel
        .getByText(/Environment Agency/)
        .first()
        .waitFor();
      await expectWellFormed(page, `${brand.name}: the action form with the conversation`);
      await formPanel.getByRole('button', { name: 'Clear conversation' }).click();
      const confirm = formPanel.getByRole('group', { name: 'Clear this conversation?' });
      await confirm.getByRole('button', { name: 'Clear conversation' }).click();
      await formPanel.getByRole('button', { name: 'Does it need water?' }).waitFor();
      expect(await formPanel.getByText(/Environment Agency/).count()).toBe(0);
      await page.reload();
      await page
        .getByRole('region', { name: 'Ask about this thing' })
        .getByRole('button', {
          name: 'Does it need water?',
        })
        .waitFor();
      expect(await page.getByText(/Environment Agency\)/).count()).toBe(0);
      await expectWellFormed(page, `${brand.name}: the cleared conversation`);
      await page.close();
    }, 240_000);
  }
});
