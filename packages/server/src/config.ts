// Every setting comes from the environment. Secrets that are not given are generated
// once into DATA_DIR (mode 0600) and re-used, so nothing secret lives in the repository.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_DEFAULT_LIMITS, DEFAULT_BEE_CAFE_HOSTS, JWT_AUDIENCE } from '@bloomkeep/schema';
import { EA_DEFAULT_ROOT } from './integrations/ea/wire.ts';

export { JWT_AUDIENCE };

/** packages/server */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The monorepo root. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export interface Config {
  /** HTTP port (PORT, default 3000). */
  port: number;
  /** Interface to listen on (HOST, default 127.0.0.1; use 0.0.0.0 in a container). */
  host: string;
  /** Owner connection string (DATABASE_URL). Unset: an embedded PostgreSQL in DATA_DIR. */
  databaseUrl: string | undefined;
  /** Connection string for the API role (AUTH_DATABASE_URL); derived when unset. */
  authDatabaseUrl: string | undefined;
  /** Password the migration runner gives bk_authenticator when AUTH_DATABASE_URL is unset. */
  authenticatorPassword: string;
  /**
   * Local state: generated secrets, uploaded files and, where PostgreSQL can reach it,
   * the embedded cluster in `pg/` (DATA_DIR, default <repo>/data). See resolveClusterDir.
   */
  dataDir: string;
  /** DATA_DIR was set: its `pg/` holds the cluster, never a system folder. */
  dataDirExplicit: boolean;
  /** HS256 secret for JWTs (JWT_SECRET, else generated into DATA_DIR/jwt-secret). */
  jwtSecret: string;
  /**
   * The secret The Things Stack sends in the TTN_WEBHOOK_HEADER header of every uplink
   * webhook (TTN_WEBHOOK_SECRET, else generated into DATA_DIR/ttn-webhook-secret, where
   * `pnpm simulate` finds it).
   */
  ttnWebhookSecret: string;
  /**
   * Where downlinks go (TTN_API_URL, e.g. https://eu1.cloud.thethings.network, with
   * TTN_APPLICATION_ID, TTN_WEBHOOK_ID and TTN_API_KEY). Unset outside production: the
   * local fake TTS; unset in production: commands fail with "Downlinks are not configured".
   */
  ttn: TtnSettings | undefined;
  /**
   * The Environment Agency flood-monitoring API's root (EA_ROOT). Unset: the real one in
   * production, and outside production a local fake serving demo rain around Totnes.
   */
  eaRoot: string | undefined;
  /**
   * The forecast API's root (WEATHER_ROOT, Open-Meteo's format, e.g. https://api.open-meteo.com).
   * Unset outside production: the local fake; unset in production: Open-Meteo itself.
   */
  weatherRoot: string | undefined;
  /** The built single-page app (APP_DIST, default packages/app/dist). */
  appDist: string;
  /** The built widget script for partners (WIDGETS_DIST, default packages/widgets/dist). */
  widgetsDist: string;
  /** NODE_ENV=development enables GraphiQL at /graphiql. */
  isDevelopment: boolean;
  /** NODE_ENV=production: no dev mailbox; e-mail needs SMTP_URL. */
  isProduction: boolean;
  /** Base URL of the app for links in e-mails (APP_URL; default the server's own URL). */
  appUrl: string | undefined;
  /**
   * Origins the app is served on (APP_HOSTS, comma-separated, e.g.
   * `https://bloomkeep.example,https://beecafe.example`). E-mail links go to the one a user
   * registered on; unset: APP_URL's origin plus the bee cafe hosts on its scheme and port.
   */
  appHosts: string[] | undefined;
  /** Host names with the bee cafe brand (BEECAFE_HOSTS, else VITE_BEECAFE_HOSTS, as the app). */
  beeCafeHosts: string[];
  /** SMTP server for e-mail (SMTP_URL, e.g. smtp://user:pass@host:587). Unset: dev mailbox. */
  smtpUrl: string | undefined;
  /** Sender of e-mails (MAIL_FROM). */
  mailFrom: string;
  /**
   * TRUST_PROXY=1: take the client address from X-Forwarded-For, and send HSTS when
   * X-Forwarded-Proto says TLS ended at the proxy (behind a proxy only).
   */
  trustProxy: boolean;
  /** GET /dev/mailbox: on outside production; in production only with DEV_MAILBOX=1. */
  devMailbox: boolean;
  /**
   * Seed the demo (accounts with published passphrases, things, activity) into an empty
   * database: on outside production unless DEMO_DATA=0; in production only with DEMO_DATA=1.
   */
  demoData: boolean;
  /** Limits and switches of the GraphQL API (docs/decisions/0104). */
  api: ApiSettings;
}

export interface ApiSettings {
  /** Largest `first`/`last` of a list (GRAPHQL_MAX_PAGE_SIZE, default 200). */
  maxPageSize: number;
  /** Largest cost of one operation (GRAPHQL_MAX_COST, default 25000). */
  maxCost: number;
  /** statement_timeout of API transactions in ms (STATEMENT_TIMEOUT_MS, default 3000; 0: none). */
  statementTimeoutMs: number;
  /** Relay's persisted operations (PERSISTED_OPERATIONS_FILE, default packages/app/persisted-queries.json). */
  persistedOperationsFile: string;
  /** Accept operations sent as text (ALLOW_UNPERSISTED_OPERATIONS; default: yes unless production). */
  allowUnpersistedOperations: boolean;
  /** Answer introspection queries (GRAPHQL_INTROSPECTION; default: yes unless production). */
  introspection: boolean;
  /**
   * Requests per minute one client address may make to the partners' public routes
   * (/graphql/public, widget fragments, oEmbed; PUBLIC_API_RATE_LIMIT, default 300; 0: no limit).
   */
  publicRateLimit: number;
  /** Questions one person may ask the thing chat in any hour (CHAT_MESSAGES_PER_HOUR, default 20). */
  chatMessagesPerHour: number;
  /** …and in any 24 hours (CHAT_MESSAGES_PER_DAY, default 100). */
  chatMessagesPerDay: number;
}

/**
 * A map widget being panned asks for the things in view about once a second at most (it waits
 * for the map to settle), and a live card fetches its fragment again on each event: 300 a
 * minute leaves room for a few widgets on one page, or a few visitors behind one address.
 */
export const DEFAULT_PUBLIC_RATE_LIMIT = 300;

export const DEFAULT_PERSISTED_OPERATIONS_FILE = path.join(
  REPO_ROOT,
  'packages/app/persisted-queries.json',
);

function flag(value: string | undefined): boolean | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return undefined;
  return text === '1' || text === 'true' || text === 'yes';
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got ${JSON.stringify(env[name])}`);
  }
  return value;
}

/** The API settings from the environment; `production` decides the defaults of the switches. */
export function loadApiSettings(env: NodeJS.ProcessEnv, production: boolean): ApiSettings {
  return {
    maxPageSize: whole(env, 'GRAPHQL_MAX_PAGE_SIZE', 200),
    maxCost: whole(env, 'GRAPHQL_MAX_COST', 25_000),
    statementTimeoutMs: whole(env, 'STATEMENT_TIMEOUT_MS', 3000),
    persistedOperationsFile: path.resolve(
      REPO_ROOT,
      nonEmpty(env.PERSISTED_OPERATIONS_FILE) ?? DEFAULT_PERSISTED_OPERATIONS_FILE,
    ),
    allowUnpersistedOperations: flag(env.ALLOW_UNPERSISTED_OPERATIONS) ?? !production,
    introspection: flag(env.GRAPHQL_INTROSPECTION) ?? !production,
    publicRateLimit: whole(env, 'PUBLIC_API_RATE_LIMIT', DEFAULT_PUBLIC_RATE_LIMIT),
    chatMessagesPerHour: whole(env, 'CHAT_MESSAGES_PER_HOUR', CHAT_DEFAULT_LIMITS.messagesPerHour),
    chatMessagesPerDay: whole(env, 'CHAT_MESSAGES_PER_DAY', CHAT_DEFAULT_LIMITS.messagesPerDay),
  };
}

/** How the thing chat's answers are written (the reply job; decision 0145). */
export interface ChatSettings {
  /** Tool calls one answer may make (CHAT_MAX_TOOL_CALLS, default 8). */
  maxToolCalls: number;
  /** Tokens one answer may use (CHAT_MAX_TOKENS, default 4000). */
  maxTokens: number;
  /**
   * Tokens the configured model may use per UTC day across everyone (CHAT_DAILY_TOKEN_BUDGET,
   * default 200,000; 0: none); then the built-in assistant answers, and says so.
   */
  dailyTokenBudget: number;
  /** Guests' questions go to the configured model too (CHAT_GUESTS_USE_MODEL=1; default off). */
  guestsUseModel: boolean;
}

export function loadChatSettings(env: NodeJS.ProcessEnv): ChatSettings {
  return {
    maxToolCalls: whole(env, 'CHAT_MAX_TOOL_CALLS', CHAT_DEFAULT_LIMITS.maxToolCalls),
    maxTokens: whole(env, 'CHAT_MAX_TOKENS', CHAT_DEFAULT_LIMITS.maxTokens),
    dailyTokenBudget: whole(env, 'CHAT_DAILY_TOKEN_BUDGET', CHAT_DEFAULT_LIMITS.dailyTokenBudget),
    guestsUseModel: flag(env.CHAT_GUESTS_USE_MODEL) ?? false,
  };
}

/** The Things Stack application that takes our downlinks. */
export interface TtnSettings {
  apiUrl: string;
  applicationId: string;
  webhookId: string;
  /** An API key with the application's "write downlink traffic" right. */
  apiKey: string;
}

/** TTN_* from the environment: all four, or none (a partial set is a mistake worth stopping for). */
export function loadTtnSettings(env: NodeJS.ProcessEnv): TtnSettings | undefined {
  const settings = {
    apiUrl: nonEmpty(env.TTN_API_URL)?.replace(/\/+$/, ''),
    applicationId: nonEmpty(env.TTN_APPLICATION_ID),
    webhookId: nonEmpty(env.TTN_WEBHOOK_ID),
    apiKey: nonEmpty(env.TTN_API_KEY),
  };
  if (!settings.apiUrl) return undefined;
  const missing = (['applicationId', 'webhookId', 'apiKey'] as const)
    .filter((key) => !settings[key])
    .map(
      (key) =>
        ({
          applicationId: 'TTN_APPLICATION_ID',
          webhookId: 'TTN_WEBHOOK_ID',
          apiKey: 'TTN_API_KEY',
        })[key],
    );
  if (missing.length > 0) {
    throw new Error(`TTN_API_URL is set, so ${missing.join(', ')} must be set too`);
  }
  try {
    new URL(settings.apiUrl);
  } catch {
    throw new Error(`TTN_API_URL must be a URL, got ${JSON.stringify(env.TTN_API_URL)}`);
  }
  return settings as TtnSettings;
}

/** EA_ROOT, checked; the real API in production when unset, else undefined (the local fake). */
export function loadEaRoot(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const root = nonEmpty(env.EA_ROOT)?.replace(/\/+$/, '');
  if (!root) return production ? EA_DEFAULT_ROOT : undefined;
  try {
    new URL(root);
  } catch {
    throw new Error(`EA_ROOT must be a URL, got ${JSON.stringify(env.EA_ROOT)}`);
  }
  return root;
}

/** Where a generated webhook secret is kept in DATA_DIR. */
export const TTN_WEBHOOK_SECRET_FILE = 'ttn-webhook-secret';

export const DEFAULT_MAIL_FROM = 'Bloomkeep <no-reply@bloomkeep.example>';

/** Read a secret from `file`, or create it with `bytes` random bytes (mode 0600). */
export function readOrCreateSecret(file: string, bytes: number): string {
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return value;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, value + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

/**
 * The development mailbox exists while e-mail stays local: never with SMTP_URL set (mail
 * goes out, the mailbox would only show stale messages); outside production, or in
 * production with DEV_MAILBOX=1 (staging, tests).
 */
export function devMailboxEnabled(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.SMTP_URL?.trim()) return false;
  return !production || env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true';
}

/**
 * Whether to seed the demo into an empty database (decision 0151): its passphrases are
 * published, so production seeds it only with DEMO_DATA=1; elsewhere DEMO_DATA=0 turns it off.
 */
export function demoDataEnabled(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const value = env.DEMO_DATA?.trim();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return !production;
}

/** A comma-separated list; undefined when unset or empty. */
function list(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** An optional URL setting, without trailing slashes; a value that is no URL stops the start. */
function urlSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = nonEmpty(env[name])?.replace(/\/+$/, '');
  if (value === undefined) return undefined;
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got ${JSON.stringify(env[name])}`);
  }
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() ? value.trim() : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, 'data'));
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${JSON.stringify(env.PORT)}`);
  }
  const authDatabaseUrl = nonEmpty(env.AUTH_DATABASE_URL);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    authDatabaseUrl,
    authenticatorPassword:
      nonEmpty(env.AUTHENTICATOR_PASSWORD) ??
      (authDatabaseUrl ? '' : readOrCreateSecret(path.join(dataDir, 'authenticator-password'), 24)),
    dataDir,
    dataDirExplicit: nonEmpty(env.DATA_DIR) !== undefined,
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? readOrCreateSecret(path.join(dataDir, 'jwt-secret'), 48),
    ttnWebhookSecret:
      nonEmpty(env.TTN_WEBHOOK_SECRET) ??
      readOrCreateSecret(path.join(dataDir, TTN_WEBHOOK_SECRET_FILE), 32),
    ttn: loadTtnSettings(env),
    eaRoot: loadEaRoot(env, env.NODE_ENV === 'production'),
    weatherRoot: urlSetting(env, 'WEATHER_ROOT'),
    appDist: path.resolve(
      REPO_ROOT,
      nonEmpty(env.APP_DIST) ?? path.join(REPO_ROOT, 'packages/app/dist'),
    ),
    widgetsDist: path.resolve(
      REPO_ROOT,
      nonEmpty(env.WIDGETS_DIST) ?? path.join(REPO_ROOT, 'packages/widgets/dist'),
    ),
    isDevelopment: env.NODE_ENV === 'development',
    isProduction: env.NODE_ENV === 'production',
    appUrl: nonEmpty(env.APP_URL)?.replace(/\/+$/, ''),
    appHosts: list(env.APP_HOSTS),
    beeCafeHosts: list(env.BEECAFE_HOSTS) ??
      list(env.VITE_BEECAFE_HOSTS) ?? [...DEFAULT_BEE_CAFE_HOSTS],
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    devMailbox: devMailboxEnabled(env, env.NODE_ENV === 'production'),
    demoData: demoDataEnabled(env, env.NODE_ENV === 'production'),
    api: loadApiSettings(env, env.NODE_ENV === 'production'),
  };
}

/** The API role's connection string: the owner's URL with bk_authenticator's credentials. */
export function authenticatorUrl(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = 'bk_authenticator';
  url.password = password;
  return url.toString();
}
