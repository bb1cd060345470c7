// A thing's environment (issue 12: "Soil", "Weather", "Beyond our peers"), in the bee cafe brand and
// on a phone: a demo thing's page shows its soil (marked as the demo's sample), the next 3
// days of forecast from a local fake that speaks Open-Meteo's format, and the watering
// advice, whose "Why?" opens from the keyboard and lists the inputs, among them the last
// week's rain from a local EA fake with a month of demo rain around Totnes. (Production,
// as the e2e servers run, would call the real services: both roots point at the fakes.)
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startEaFake, type EaFake } from '../../server/src/integrations/ea/fake.ts';
import {
  demoWeather,
  startWeatherFake,
  type WeatherFake,
} from '../../server/src/integrations/weather/fake.ts';
import { launchBrowser } from './browser';
import { BEE_CAFE_HOST_RULE, PHONE, expectWellFormed, journeyBrands } from './checks';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let weather: WeatherFake;
let ea: EaFake;
let thingId = '';

// A bee cafe with no moisture sensor: its advice is estimated from the rain and the
// forecast (a linked sensor's fresh reading would beat any estimate, and leave rain out).
const THING = 'Baltic Wharf bee cafe';

interface ThingEnvironment {
  allThings: {
    nodes: Array<{
      id: string;
      weatherForecasts: { nodes: unknown[] };
      rainLastDays: { totalMm: number } | null;
    }>;
  };
}

beforeAll(async () => {
  // The demo's weather changes by the hour, and in a showery hour the advice is "Skip" for
  // the forecast alone, before it weighs the week's rain. This journey is about the week's
  // rain, so its sky stays dry whatever the time of the run: the demo's temperatures and
  // chances, with no rain falling.
  weather = await startWeatherFake({
    weather: (start, latitude, longitude) => ({
      ...demoWeather(start, latitude, longitude),
      rainMm: 0,
    }),
  });
  ea = await startEaFake();
  // The run's seeded copy, started with both services pointed at the fakes. The copy was
  // seeded with the real services out of reach, so its failed fetches hold off retries for
  // the next hour: let that hour pass, as for an operator's server after an outage, and queue
  // both refreshes, as the hourly schedule would.
  server = await startServer({
    allowTextOperations: true,
    env: { WEATHER_ROOT: weather.url, EA_ROOT: ea.url },
  });
  await server.sql(
    `update app_private.weather_forecasts set attempted_at = now() - interval '1 hour';
     update app_private.rainfall_areas set last_failed_at = now() - interval '1 hour';
     update app_public.rainfall_stations set last_refresh_failed_at = now() - interval '1 hour';
     select graphile_worker.add_job('weather__refresh', '{}'::json, job_key => 'weather__refresh');
     select graphile_worker.add_job('rainfall__refresh', '{}'::json, job_key => 'rainfall__refresh')`,
  );
  browser = await launchBrowser([BEE_CAFE_HOST_RULE]);
  // The jobs run a few seconds after the start: wait for their answers, not a time.
  for (let attempt = 0; attempt < 120; attempt++) {
    const { allThings } = await server.graphql<ThingEnvironment>(
      `{ allThings(condition: { name: "${THING}" }, first: 1) { nodes { id weatherForecasts(first: 3) { nodes { date } } rainLastDays { totalMm } } } }`,
    );
    const thing = allThings.nodes[0];
    thingId = thing?.id ?? '';
    if (thing?.weatherForecasts.nodes.length === 3 && thing.rainLastDays) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No forecast or rain record for ${THING} from the fakes`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await weather?.close();
  await ea?.close();
});

describe('a thing and its environment', () => {
  for (const brand of journeyBrands('bee cafe')) {
    it(`shows the soil, 3 days of forecast and the advice with its "Why?" (${brand.name}, phone)`, async () => {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(`${brand.origin(server.port)}/things/${thingId}`);
      await page.getByRole('heading', { level: 1, name: THING }).waitFor();

      const soil = page.getByRole('region', { name: 'Soil' });
      await soil.getByText('Sample data', { exact: true }).waitFor();
      await soil.getByText(/not the national Soilscapes map/).waitFor();
      expect(await soil.getByRole('term').count()).toBeGreaterThan(3);
      await soil.getByRole('term').filter({ hasText: 'Drainage' }).waitFor();

      const weatherPanel = page.getByRole('region', { name: 'Weather' });
      const days = weatherPanel
        .getByRole('list', { name: 'Forecast for the next 3 days' })
        .getByRole('listitem');
      await days.first().waitFor();
      expect(await days.count()).toBe(3);
      expect(await days.first().innerText()).toMatch(/°C[\s\S]*% chance of rain/);
      await weatherPanel.getByText(/Forecast by Open-Meteo, updated/).waitFor();
      await weatherPanel.getByText(/Open-Meteo\.com \(CC BY 4\.0\)/).waitFor();

      const advice = page.getByRole('region', { name: 'Watering advice' });
      const headline = await advice.locator('p').first().innerText();
      expect(headline).toMatch(/^(Water about \d+ litres today|Skip: .+|Not sure: .+)$/);
      const why = advice.getByRole('button', { name: 'Why?' });
      expect(await why.getAttribute('aria-expanded')).toBe('false');
      await why.focus();
      await page.keyboard.press('Enter');
      expect(await why.getAttribute('aria-expanded')).toBe('true');
      const used = advice.getByRole('list', { name: 'Inputs used' });
      await used.waitFor();
      await used.getByText('Kind of planting').waitFor();
      // The week's rain at the nearest demo gauge, and where it was measured.
      await used.getByText('Rain, last 7 days').waitFor();
      await used.getByText(/^Gauge: .+ km away\./).waitFor();
      await advice.getByText(/Irrigation and Drainage Paper 56/).waitFor();
      await expectWellFormed(page, `the thing page with "Why?" open (${brand.name}, phone)`);
      if (process.env.BLOOMKEEP_E2E_SCREENSHOTS) {
        await page.screenshot({
          path: join(process.env.BLOOMKEEP_E2E_SCREENSHOTS, `thing-${brand.name}.png`),
          fullPage: true,
        });
      }
      await page.close();
    });
  }

  it('shows the advice in the needs-water list, each with its own "Why?"', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/`);
    const list = page.getByRole('list', { name: 'things that need water' });
    await list.waitFor();
    // Each item's advice arrives on its own after the first paint: name the one to open.
    const first = await list.getByRole('listitem').first().getByRole('link').first().innerText();
    const why = list.getByRole('button', { name: `Why? (advice for ${first})`, exact: true });
    await why.click();
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    await list.getByRole('list', { name: 'Inputs used' }).first().waitFor();
    await expectWellFormed(page, 'the home page with a "Why?" open (phone)');
    if (process.env.BLOOMKEEP_E2E_SCREENSHOTS) {
      await page.screenshot({
        path: join(process.env.BLOOMKEEP_E2E_SCREENSHOTS, 'home.png'),
        fullPage: true,
      });
    }
    await page.close();
  });
});
