// Live sensor data on an open thing page (issue 11, "Must show" 3): a device is
// registered and linked to a thing; the thing page is open in Chromium; The Things
// Stack posts an uplink (the test sends it in the real TTS v3 webhook format); the
// hydration gauge and the indicator change with no reload. On a phone, in the bee cafe brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildUplinkBody } from '../../server/src/integrations/ttn/wire';
import { encodeLse01 } from '../../server/src/devices/encoders';
import { sendUplink } from '../../server/src/integrations/ttn/fake';
import { TTN_WEBHOOK_HEADER } from '../../server/src/http/paths';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, BRANDS, PHONE, expectWellFormed, journeyBrands } from './checks';
import { E2E_TTN_WEBHOOK_SECRET, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let token = '';
let fCnt = 0;

/** An LSE01 uplink payload: 3.6 V, `water` %, 18.00 °C, 400 µS/cm, probe in the soil. */
const lse01 = (water: number) =>
  encodeLse01({ battery: 3.6, probeDetected: true, water, temperature: 18, conductivity: 400 });

async function uplink(deviceId: string, water: number) {
  fCnt += 1;
  const response = await sendUplink(
    `${server.url}/ttn/uplink`,
    TTN_WEBHOOK_HEADER,
    E2E_TTN_WEBHOOK_SECRET,
    buildUplinkBody({
      deviceId,
      devEui: deviceId.slice(4).toUpperCase(),
      applicationId: 'bloomkeep-e2e',
      fPort: 2,
      fCnt,
      sessionKeyId: 'AXE2E',
      frmPayload: lse01(water),
      gateways: [{ id: 'gtw-e2e', rssi: -80, snr: 6 }],
    }),
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  server = await startServer({ allowTextOperations: true });
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  const signedIn = await server.graphql<{ signIn: { jwtToken: string } }>(
    `mutation { signIn(input: { username: "stewardsam", password: "Bloomkeep-steward-1" }) { jwtToken } }`,
  );
  token = signedIn.signIn.jwtToken;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an open thing page follows its sensor', () => {
  it.each(journeyBrands('bee cafe'))(
    'moves the gauge and the indicator on an uplink, with no reload ($name)',
    async (brand) => {
      // A public thing of the steward's, and a new probe in it.
      const thing = await server.graphql<{ createThing: { thing: { id: string } } }>(
        `mutation ($name: String!) { createThing(input: { name: $name, isPublic: true, x: -3.684, y: 50.431,
        category: FLOWERBED }) { thing { id } } }`,
        { name: `Live bed ${brand.name}` },
        token,
      );
      const thingId = thing.createThing.thing.id;
      const deviceId = `eui-${(0xe2e0000000000000n + BigInt(BRANDS.indexOf(brand))).toString(16)}`;
      await server.graphql(
        `mutation ($deviceId: String!, $thingId: UUID!) { createDevice(input: { model: LSE01,
        name: "Live probe", isPublic: true, x: -3.684, y: 50.431, deviceId: $deviceId, thingId: $thingId }) { device { id } } }`,
        { deviceId, thingId },
        token,
      );
      await uplink(deviceId, 45);

      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${brand.origin(server.port)}/things/${thingId}`);
      const gauge = page.getByRole('meter', { name: /soil moisture/i });
      await expect.poll(() => gauge.getAttribute('aria-valuenow')).toBe('45');
      await expectWellFormed(page, `thing page with a reading (${brand.name})`);
      // A marker: a reload would lose it.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

      // The soil dries out: TTS posts uplinks while the page is open. The page subscribes
      // once it has loaded, so the sensor keeps sending (as it would, every 20 minutes)
      // until one arrives after the subscription started.
      for (let attempt = 0; attempt < 15; attempt++) {
        await uplink(deviceId, 15);
        const heard = await expect
          .poll(() => gauge.getAttribute('aria-valuenow'), { timeout: 2_000 })
          .toBe('15')
          .then(() => true)
          .catch(() => false);
        if (heard) break;
      }
      expect(await gauge.getAttribute('aria-valuenow')).toBe('15');
      await expect
        .poll(() =>
          page
            .getByText(/too dry/i)
            .first()
            .isVisible(),
        )
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      await context.close();
    },
  );
});
