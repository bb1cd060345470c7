// The PostGraphile v5 preset: v4-style names (allThings, thingById, nodeId, patch),
// role-based visibility of mutations, and JWT verification for every request.
import type { Pool } from 'pg';
import { makePgService, type PgSubscriber } from 'postgraphile/adaptors/pg';
import { getOperationAST } from 'postgraphile/graphql';
import { makeV4Preset } from 'postgraphile/presets/v4';
// Types of the Node adaptor's request context (req, ws connection params).
import 'postgraphile/grafserv/node';
import { claimsForRequest, claimsFromAuthorization, pgSettingsFor } from './auth/jwt.ts';
import { clientAddress } from './client-address.ts';
import { conditionPlugins } from './conditions.ts';
import { SENSOR_HISTORY_LIMIT } from '@bloomkeep/schema';
import { loadApiSettings, type ApiSettings } from './config.ts';
import { ErrorsPreset } from './graphile/plugins/errors.ts';
import { NoIntrospectionPlugin } from './graphile/plugins/introspection.ts';
import { makeLimitsPlugin } from './graphile/plugins/limits.ts';
import { makePersistedPreset } from './graphile/plugins/persisted.ts';
import { makeThingUpdatedPlugin } from './graphile/plugins/thingUpdated.ts';
import { makeChatStreamPlugin } from './graphile/plugins/chatStream.ts';
import { makeSharedSubscriptionsPlugin, SharedStreams } from './graphile/sharedStreams.ts';
import { appHostOfRequest, type AppHost } from './mail/hosts.ts';
import { makeSignInPlugin } from './sign-in.ts';
import { makeInvitationsPlugin } from './graphile/plugins/invitations.ts';

/** Update mutations take `patch` rather than `thingPatch`, as the client expects. */
/** Sensor history lists allow the spec's 10,000 rows per page; other lists keep the default. */
const SENSOR_DATA_PAGE_SIZES = {
  'Query.allSensorData': SENSOR_HISTORY_LIMIT,
  'Query.allSensorDataList': SENSOR_HISTORY_LIMIT,
  'Device.sensorData': SENSOR_HISTORY_LIMIT,
  'Device.sensorDataList': SENSOR_HISTORY_LIMIT,
} as const;

export const PatchFieldPlugin: GraphileConfig.Plugin = {
  name: 'BloomkeepPatchFieldPlugin',
  version: '0.1.0',
  inflection: {
    replace: {
      patchField() {
        return 'patch';
      },
    },
  },
};

export interface PresetOptions {
  /** A pool connected as bk_authenticator. */
  pool: Pool;
  /** LISTEN/NOTIFY for subscriptions; the caller releases it before ending the pool. */
  pgSubscriber?: PgSubscriber;
  jwtSecret: string;
  /** GraphiQL at /graphiql (development only). */
  graphiql?: boolean;
  /** Take the client address from X-Forwarded-For (see client-address.ts). */
  trustProxy?: boolean;
  /** NODE_ENV=production: decides the defaults of persisted-only and introspection. */
  production?: boolean;
  /** Limits and switches; unset ones come from the environment (config.ts). */
  api?: Partial<ApiSettings>;
  /** The allow-listed app hosts (mail/hosts.ts); a request's host is recorded only if listed. */
  appHosts?: () => readonly AppHost[];
}

export function makePreset(options: PresetOptions): GraphileConfig.Preset {
  const { jwtSecret } = options;
  const trustProxy = options.trustProxy ?? false;
  const api: ApiSettings = {
    ...loadApiSettings(process.env, options.production ?? false),
    ...options.api,
  };
  return {
    extends: [
      makeV4Preset({
        jwtPgTypeIdentifier: 'app_public.jwt_token',
        jwtSecret,
        dynamicJson: true,
        setofFunctionsContainNulls: false,
        ignoreRBAC: false,
        subscriptions: true,
        extendedErrors: ['errcode', 'hint', 'detail'],
        graphiql: options.graphiql ?? false,
      }),
      // After the v4 preset: its maskError would pass database messages through.
      ErrorsPreset,
      makePersistedPreset({
        file: api.persistedOperationsFile,
        allowUnpersisted: api.allowUnpersistedOperations,
      }),
    ],
    plugins: [
      PatchFieldPlugin,
      makeSignInPlugin(),
      makeInvitationsPlugin(),
      ...conditionPlugins,
      makeLimitsPlugin({
        maxPageSize: api.maxPageSize,
        // Sensor history: up to 10,000 readings in one page (spec §9).
        pageSizes: SENSOR_DATA_PAGE_SIZES,
        maxCost: api.maxCost,
        statementTimeoutMs: api.statementTimeoutMs,
      }),
      makeThingUpdatedPlugin(jwtSecret),
      makeChatStreamPlugin(),
      makeSharedSubscriptionsPlugin(new SharedStreams()),
      ...(api.introspection ? [] : [NoIntrospectionPlugin]),
    ],
    // Tokens say who issued them (the audience comes from the jwt_token type's aud).
    schema: { pgJwtSignOptions: { issuer: 'bloomkeep' } },
    pgServices: [
      makePgService({
        pool: options.pool,
        schemas: ['app_public'],
        pubsub: true,
        pgSubscriber: options.pgSubscriber,
      }),
    ],
    grafast: {
      context(requestContext, args) {
        // HTTP: the Authorization header, verified once per request (the HTTP layer
        // already checked it). WebSocket: graphql-ws connectionParams.
        const httpReq = requestContext.node?.req;
        const claims = httpReq
          ? claimsForRequest(httpReq, jwtSecret)
          : claimsFromAuthorization(
              requestContext.ws?.normalizedConnectionParams?.authorization,
              jwtSecret,
            );
        // A subscription only reads, and subscriptions with the same claims share their work
        // (sharedStreams.ts): its settings are the claims alone (no client address or app
        // host, which only writes and rate limits read).
        if (getOperationAST(args.document, args.operationName)?.operation === 'subscription') {
          return { pgSettings: pgSettingsFor(claims) };
        }
        const req = httpReq ?? requestContext.ws?.request;
        const appHost = appHostOfRequest(req, options.appHosts?.() ?? [], trustProxy);
        return {
          pgSettings: {
            ...pgSettingsFor(claims, clientAddress(req, trustProxy)),
            // Read by SQL when a user is created and e-mail is queued (migration 0013).
            'request.app_host': appHost?.url ?? '',
            // The thing chat's limits per person (sendChatMessage, migration 0036).
            'chat.messages_per_hour': String(api.chatMessagesPerHour),
            'chat.messages_per_day': String(api.chatMessagesPerDay),
          },
        };
      },
    },
  };
}
