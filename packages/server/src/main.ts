// `pnpm start`: start (or connect to) PostgreSQL, migrate, seed demo data into an
// empty database, and serve the API and the app.
import './polyfill.ts';
import './graphile-env.ts';
import path from 'node:path';
import { authenticatorUrl, loadConfig } from './config.ts';
import {
  ClusterInUseError,
  DataDirNotTraversableError,
  ensureDatabase,
  resolveClusterDir,
  startEmbeddedPostgres,
} from './db/embedded.ts';
import type { EmbeddedCluster } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACTIVITY, formatDemoAccounts, hasAdministrator, seedDemoData } from './db/seed.ts';
import { seedSampleSoilscapes } from './db/demoSoilscapes.ts';
import { FolderStorage } from './files/storage.ts';
import { queueRainfallRefresh, refreshDemoRainfall } from './db/demoRainfall.ts';
import { createEaClient, type EaClient } from './integrations/ea/client.ts';
import { startEaFake, type EaFake } from './integrations/ea/fake.ts';
import { createTtnClient, type TtnClient } from './integrations/ttn/client.ts';
import { startFakeTts, type FakeTts } from './integrations/ttn/fake.ts';
import { createWeatherClient } from './integrations/weather/client.ts';
import { startWeatherFake, type WeatherFake } from './integrations/weather/fake.ts';
import { WEATHER_DEFAULT_ROOT } from './integrations/weather/wire.ts';
import { createLlmClient, llmConfigFromEnv } from './integrations/llm/client.ts';
import { createModelAssistant } from './chat/modelAssistant.ts';
import { createServer, type RunningServer } from './server.ts';

const APP_DATABASE = 'bloomkeep';

let cluster: EmbeddedCluster | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const location = resolveClusterDir({
      dataDir: config.dataDir,
      explicit: config.dataDirExplicit,
    });
    console.log(`Starting embedded PostgreSQL in ${location.dir} …`);
    if (location.relocated) {
      console.log(
        `  (PostgreSQL's "postgres" user cannot reach ${config.dataDir}, so the cluster ` +
          `lives in a system folder keyed to this data folder; set DATA_DIR to choose.)`,
      );
    }
    cluster = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      databaseDir: location.dir,
      verbose: process.env.PG_VERBOSE === '1',
      log: (message) => console.log(message),
    });
    await ensureDatabase(cluster.urlFor('postgres'), APP_DATABASE);
    databaseUrl = cluster.urlFor(APP_DATABASE);
  }

  let stopping = false;
  const running: {
    server?: RunningServer;
    fakeTts?: FakeTts;
    eaFake?: EaFake;
    fakeWeather?: WeatherFake;
  } = {};
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    await running.server?.close().catch((error: unknown) => console.error(error));
    await running.fakeTts?.close().catch((error: unknown) => console.error(error));
    await running.eaFake?.close().catch((error: unknown) => console.error(error));
    await running.fakeWeather?.close().catch((error: unknown) => console.error(error));
    await cluster?.stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const { applied } = await migrate({
    databaseUrl,
    authenticatorPassword: config.authDatabaseUrl ? undefined : config.authenticatorPassword,
    log: (message) => console.log(message),
  });
  if (applied.length === 0) console.log('Database schema is up to date.');

  // Soil data first, so the demo things below get their soil fields as they are placed. The
  // sample is invented, so it is demo data too.
  if (config.demoData && (await seedSampleSoilscapes(databaseUrl))) {
    console.log(
      'Loaded the SAMPLE soilscapes around Totnes (invented; pnpm soil:import for real data).',
    );
  }

  // Uploaded images: FILES_DIR, else next to the database and secrets in DATA_DIR.
  const filesDir = process.env.FILES_DIR?.trim() || path.join(config.dataDir, 'files');
  // The demo's passphrases are published (README), so production seeds it only when asked
  // (DEMO_DATA=1) and otherwise starts with no accounts (decision 0151).
  if (config.demoData) {
    const { seeded } = await seedDemoData(databaseUrl, {
      activity: DEMO_ACTIVITY,
      storage: new FolderStorage(filesDir),
      support: true,
    });
    if (seeded) {
      console.log('Seeded demo data (an empty database was found).');
      console.log(formatDemoAccounts());
    }
  } else if (!(await hasAdministrator(databaseUrl))) {
    console.log(
      'No administrator yet. Create one with `npx -y pnpm@10 create-admin USERNAME EMAIL`\n' +
        '(it asks for the passphrase). Demo data is off in production; DEMO_DATA=1 seeds it.',
    );
  }

  // Downlinks: the configured TTS application; outside production without one, a local
  // fake TTS that speaks the real push API, so the whole loop works offline.
  let ttn: TtnClient | undefined;
  if (config.ttn) {
    ttn = createTtnClient(config.ttn);
  } else if (!config.isProduction) {
    const fake = { apiKey: 'NNSXS.LOCAL-FAKE', applicationId: 'bloomkeep', webhookId: 'bloomkeep' };
    running.fakeTts = await startFakeTts(fake);
    ttn = createTtnClient({ ...fake, apiUrl: running.fakeTts.url });
  }

  // Rainfall: EA_ROOT (the real API by default in production); outside production without
  // it, a local fake EA with a month of demo rain around Totnes, cached before we listen.
  let ea: EaClient;
  if (config.eaRoot) {
    ea = createEaClient({ rootUrl: config.eaRoot });
  } else {
    running.eaFake = await startEaFake();
    ea = createEaClient({ rootUrl: running.eaFake.url });
    const demo = await refreshDemoRainfall(databaseUrl, ea);
    if (demo.readings > 0) {
      console.log(`Cached ${demo.readings} demo rainfall readings from the local EA fake.`);
    }
  }
  // Forecasts: WEATHER_ROOT; outside production without it, a local fake in Open-Meteo's
  // format, so the demo's forecasts and watering advice work offline; in production,
  // Open-Meteo itself (no key needed).
  let weatherRoot = config.weatherRoot;
  if (!weatherRoot && !config.isProduction) {
    running.fakeWeather = await startWeatherFake();
    weatherRoot = running.fakeWeather.url;
  }
  const weather = createWeatherClient({ rootUrl: weatherRoot ?? WEATHER_DEFAULT_ROOT });

  // The thing chat answers with a configured OpenAI-compatible model (LLM_BASE_URL, LLM_MODEL,
  // LLM_API_KEY), or with the built-in assistant when none is set (decisions 0145, 0146).
  const llm = llmConfigFromEnv(process.env);
  const chatModel = llm ? createModelAssistant(createLlmClient(llm)) : null;

  const server = await createServer({
    authDatabaseUrl:
      config.authDatabaseUrl ?? authenticatorUrl(databaseUrl, config.authenticatorPassword),
    jwtSecret: config.jwtSecret,
    ttnWebhookSecret: config.ttnWebhookSecret,
    port: config.port,
    host: config.host,
    appDist: config.appDist,
    warmServerRender: true,
    widgetsDist: config.widgetsDist,
    graphiql: config.isDevelopment,
    trustProxy: config.trustProxy,
    production: config.isProduction,
    filesDir,
    appHosts: config.appHosts,
    beeCafeHosts: config.beeCafeHosts,
    worker: {
      databaseUrl,
      appUrl: config.appUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      ttn,
      ea,
      weather,
      chatModel,
    },
  });
  running.server = server;
  if (!running.eaFake) await queueRainfallRefresh(databaseUrl);
  console.log(`\nBloomkeep is running at ${server.url}`);
  console.log(`  GraphQL:  ${server.url}/graphql (HTTP POST and WebSocket)`);
  if (config.isDevelopment) console.log(`  GraphiQL: ${server.url}/graphiql`);
  console.log(
    `  Chat:     ${llm ? `${llm.model} at ${new URL(llm.baseUrl).host}` : 'the built-in assistant (set LLM_BASE_URL for a model)'}`,
  );
  console.log(`  Health:   ${server.url}/healthz`);
  if (cluster) console.log(`  Database: ${cluster.databaseDir}`);
  console.log(`  Data:     ${config.dataDir} (secrets) and ${filesDir} (uploads)`);
  if (running.fakeTts) {
    console.log(
      `  Downlinks: local fake TTS at ${running.fakeTts.url} (set TTN_API_URL for a real one)`,
    );
  } else if (!ttn) {
    console.log(
      '  Downlinks: not configured (set TTN_API_URL, TTN_APPLICATION_ID, TTN_WEBHOOK_ID, TTN_API_KEY)',
    );
  }
  console.log(
    running.eaFake
      ? `  Rainfall: local fake EA at ${running.eaFake.url} (set EA_ROOT for the real one)`
      : `  Rainfall: ${config.eaRoot}`,
  );
  console.log(
    running.fakeWeather
      ? `  Weather:  local fake forecasts at ${running.fakeWeather.url} (set WEATHER_ROOT for real ones)`
      : `  Weather:  ${weatherRoot ?? WEATHER_DEFAULT_ROOT}`,
  );
  if (!config.smtpUrl && !config.isProduction) {
    console.log(`  Mailbox:  ${server.url}/dev/mailbox (e-mail stays here until SMTP_URL is set)`);
  }
}

main().catch(async (error: unknown) => {
  if (error instanceof DataDirNotTraversableError || error instanceof ClusterInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Bloomkeep failed to start:', error);
  }
  await cluster?.stop().catch(() => {});
  process.exit(1);
});
