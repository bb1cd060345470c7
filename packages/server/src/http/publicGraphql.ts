// The public read API partners' widgets use (decision 0142):
//   GET /graphql/public?documentId=<id>&variables=<json>
// answers the public queries of @bloomkeep/schema (publicApi.ts) to any origin, as a guest,
// with the operation's cache age and a per-address budget; the public subscription runs over
// graphql-ws on the same path (http/graphql.ts routes the upgrade). GraphQL itself is grafserv's,
// through a second instance over the app's schema and preset
// (graphile/plugins/publicOperations.ts), so the app's limits hold here too.
//
// Before grafserv sees a request we answer, GraphQL-shaped and with CORS:
//   204 OPTIONS: the preflight, for GET only
//   405 any other method than GET (HEAD is GET without a body)
//   429 over the address's budget (Retry-After)
//   400 text instead of a documentId, an unknown id, the subscription's id, variables that are
//       not a JSON object, a map box too large for its zoom; grafserv answers 400 too for
//       variables that do not fit the operation's types
import type http from 'node:http';
import { PUBLIC_OPERATIONS, validateMapBounds, type PublicOperation } from '@bloomkeep/schema';
import { execute, hookArgs, SafeError } from 'postgraphile/grafast';
import {
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'postgraphile/graphql';
import type { NodeGrafserv } from 'postgraphile/grafserv/node';
import { publicOperationOfBody } from '../graphile/plugins/publicOperations.ts';
import { PUBLIC_CORS_HEADERS } from './headers.ts';
import { NO_STORE_CACHE_CONTROL } from './limits.ts';
import { PUBLIC_GRAPHQL_PATH } from './paths.ts';
import { withinPublicBudget, type RateLimiter } from './rateLimit.ts';
import { answeredOtherThanGet, sendGraphQLError, sendText } from './respond.ts';
import type { Router } from './router.ts';

/** `Cache-Control` of a public operation's successful answer. */
export function publicCacheControl(operation: Pick<PublicOperation, 'maxAgeSeconds'>): string {
  return operation.maxAgeSeconds > 0
    ? `public, max-age=${operation.maxAgeSeconds}`
    : NO_STORE_CACHE_CONTROL;
}

export interface PublicApi {
  /** The grafserv instance of /graphql/public (HTTP and its WebSocket). */
  serv: NodeGrafserv;
  /** The per-address budget of every public route. */
  limiter: RateLimiter;
  /**
   * Runs a public query in this process, as a guest, with the same preset (limits, statement
   * timeout, error masking) as /graphql/public: the widget fragments and oEmbed read through it.
   */
  run<T>(
    operation: PublicOperation,
    variables: Record<string, unknown>,
  ): Promise<ExecutionResult<T>>;
}

export interface PublicApiOptions {
  serv: NodeGrafserv;
  schema: Promise<GraphQLSchema>;
  limiter: RateLimiter;
}

export function createPublicApi({ serv, schema, limiter }: PublicApiOptions): PublicApi {
  const documents = new Map<string, DocumentNode>();
  const documentOf = (current: GraphQLSchema, operation: PublicOperation): DocumentNode => {
    let document = documents.get(operation.id);
    if (!document) {
      document = parse(operation.text);
      const errors = validate(current, document);
      if (errors.length > 0) {
        throw new Error(`${operation.id} does not fit the schema: ${errors[0]!.message}`);
      }
      documents.set(operation.id, document);
    }
    return document;
  };
  return {
    serv,
    limiter,
    async run<T>(operation: PublicOperation, variables: Record<string, unknown>) {
      if (operation.kind !== 'query') throw new Error(`${operation.id} is not a query`);
      const current = await schema;
      const resolvedPreset = serv.getPreset();
      const args = {
        schema: current,
        document: documentOf(current, operation),
        rootValue: null,
        contextValue: {},
        variableValues: variables,
        resolvedPreset,
        requestContext: {},
      } as Parameters<typeof hookArgs>[0];
      await hookArgs(args);
      const result = (await execute(args)) as ExecutionResult<T>;
      const { maskError } = resolvedPreset.grafserv ?? {};
      if (result.errors && maskError) {
        return { ...result, errors: result.errors.map((error) => maskError(error)) } as never;
      }
      return result;
    },
  };
}

/**
 * What the database would refuse anyway, refused before it is asked: a map box too large for
 * its zoom (the rule of @bloomkeep/schema map.ts, which map-sql.test.ts holds to the SQL).
 * GraphQL checks the variables' types; this adds the rules the types cannot say.
 */
export function variablesProblem(
  operation: PublicOperation,
  variables: Record<string, unknown>,
): string | null {
  if (operation.id !== PUBLIC_OPERATIONS.thingsInView.id) return null;
  const { west, south, east, north, zoom } = variables;
  // Missing or mistyped values are GraphQL's to report, in its own words.
  if (![west, south, east, north, zoom].every((value) => typeof value === 'number')) return null;
  return validateMapBounds(
    { west, south, east, north } as { west: number; south: number; east: number; north: number },
    zoom as number,
  );
}

function queryParams(req: http.IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://localhost').searchParams;
}

export interface PublicGraphQLRouteOptions {
  api: PublicApi;
  trustProxy: boolean;
}

export function installPublicGraphQL(
  router: Router,
  { api, trustProxy }: PublicGraphQLRouteOptions,
) {
  const handler = api.serv.createHandler();
  const cors = { ...PUBLIC_CORS_HEADERS };

  router.route(PUBLIC_GRAPHQL_PATH, (req, res) => {
    if (
      answeredOtherThanGet(req, res, {
        message: 'The public API answers GET requests only',
        graphql: true,
      })
    )
      return;
    if (!withinPublicBudget(api.limiter, req, res, { trustProxy, graphql: true, headers: cors })) {
      return;
    }
    const params = queryParams(req);
    let operation: PublicOperation;
    try {
      operation = publicOperationOfBody(
        { documentId: params.get('documentId') ?? undefined, query: params.get('query') },
        'http',
      );
      const variables = params.get('variables');
      if (variables !== null) {
        const parsed: unknown = JSON.parse(variables);
        if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) {
          throw new Error('not an object');
        }
        const problem = variablesProblem(operation, (parsed ?? {}) as Record<string, unknown>);
        if (problem) throw new SafeError(problem, { statusCode: 400, code: 'BAD_VARIABLES' });
      }
    } catch (error) {
      const known = error instanceof SafeError;
      sendGraphQLError(
        res,
        400,
        known ? String(error.extensions?.code ?? 'PUBLIC_ONLY') : 'BAD_VARIABLES',
        known ? error.message : '`variables` must be a JSON object',
        cors,
      );
      return;
    }
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    // The answer depends on the URL alone (never on a token or an origin), and on Accept.
    res.setHeader('vary', 'Accept');
    res.setHeader('cache-control', NO_STORE_CACHE_CONTROL);
    // Only a successful answer is cached: the status is known when grafserv writes the head.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status === 200) res.setHeader('cache-control', publicCacheControl(operation));
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
    handler(req, res, (error?: Error) => {
      if (error) console.error(error);
      if (!res.headersSent)
        sendText(res, error ? 500 : 404, error ? 'Internal server error' : 'Not found');
      else res.end();
    });
  });
}
