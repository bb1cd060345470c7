// Limits that keep one request from stalling the server (docs/decisions/0104):
// - every paginated field returns at most one page: a missing `first`/`last` means
//   the field's maximum page size, never "every row";
// - page sizes over the maximum, and operations over the cost limit, are refused
//   before execution (cost.ts measures them), over HTTP and WebSocket alike;
// - every API transaction runs with a statement timeout.
//
// Speed (docs/decisions/0149): the check walks the whole document, and clients send the
// same few documents with the same variables over and over. grafserv parses and validates
// each text once and hands the same document object to every request with that text, so
// an operation that passed is remembered per document, by operation name and variables;
// the next identical request skips the walk. Refusals are not remembered (they are
// measured afresh, and are rare).
import type { DocumentNode, GraphQLSchema } from 'postgraphile/graphql';
import { constant, isPromiseLike, lambda, type Step } from 'postgraphile/grafast';
import { checkOperation, maxPageSizeFor, type LimitOptions } from './cost.ts';

export interface LimitsPluginOptions extends LimitOptions {
  /** statement_timeout of every API transaction, in milliseconds (0: none). */
  statementTimeoutMs: number;
}

interface OperationArgs {
  schema: Grafast.ExecutionArgs['schema'];
  document: Grafast.ExecutionArgs['document'];
  operationName?: string | null;
  variableValues?: unknown;
}

interface PageableStep extends Step {
  setFirst(first: Step | number): void;
}

/**
 * Operations remembered per document (a document usually has one or two). With grafserv's
 * 500 parsed documents per server, at most 500 × 16 × 1 KB = 8 MB, whatever clients send.
 */
const PASSED_PER_DOCUMENT = 16;
/** Longer keys (large variables: a mutation's text input) are measured every time. */
const MAX_KEY_LENGTH = 1024;

/** Per schema and document: the operation names and variables that passed. */
type PassedOperations = WeakMap<GraphQLSchema, WeakMap<DocumentNode, Set<string>>>;

function refusal(args: OperationArgs, options: LimitOptions, passed: PassedOperations) {
  const key = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? null)}`;
  let byDocument = passed.get(args.schema);
  const keys = byDocument?.get(args.document);
  if (keys?.has(key)) return null;
  const errors = checkOperation(
    args.schema,
    args.document,
    args.operationName,
    args.variableValues as Record<string, unknown> | null | undefined,
    options,
  );
  if (errors.length > 0) return { errors };
  if (key.length <= MAX_KEY_LENGTH) {
    if (!byDocument) passed.set(args.schema, (byDocument = new WeakMap()));
    if (!keys) byDocument.set(args.document, new Set([key]));
    else {
      if (keys.size >= PASSED_PER_DOCUMENT) keys.clear();
      keys.add(key);
    }
  }
  return null;
}

export function makeLimitsPlugin(options: LimitsPluginOptions): GraphileConfig.Plugin {
  const noFirst = () => {};
  const passed: PassedOperations = new WeakMap();
  return {
    name: 'BloomkeepLimitsPlugin',
    version: '0.1.0',
    after: ['PgFirstLastBeforeAfterArgsPlugin'],
    schema: {
      hooks: {
        // `first` is applied by the field's own plan (below), with its default.
        GraphQLObjectType_fields_field_args(args, _build, context) {
          const { isPgFieldConnection, isPgFieldSimpleCollection } = context.scope;
          if (!(isPgFieldConnection || isPgFieldSimpleCollection) || !args.first) return args;
          args.first = { ...args.first, applyPlan: noFirst };
          return args;
        },
        GraphQLObjectType_fields_field(field, _build, context) {
          const { isPgFieldConnection, isPgFieldSimpleCollection, fieldName } = context.scope;
          const plan = field.plan;
          if (!(isPgFieldConnection || isPgFieldSimpleCollection) || !plan) return field;
          const max = maxPageSizeFor(options, context.Self.name, fieldName);
          return {
            ...field,
            plan($parent, fieldArgs, info) {
              const $result = plan($parent, fieldArgs, info);
              const argNames = new Set(info.field.args.map((arg) => arg.name));
              if (!argNames.has('first') || !$result || !('setFirst' in $result)) return $result;
              const $first = fieldArgs.getRaw('first');
              const $last = argNames.has('last') ? fieldArgs.getRaw('last') : constant(null);
              ($result as unknown as PageableStep).setFirst(
                lambda(
                  [$first, $last],
                  ([first, last]) => {
                    // Checked before execution too; this holds for any other caller.
                    for (const value of [first, last]) {
                      if (typeof value === 'number' && value > max) {
                        throw new Error(`At most ${max} items per page`);
                      }
                    }
                    return first ?? (last == null ? max : null);
                  },
                  true,
                ),
              );
              return $result;
            },
          };
        },
      },
    },
    grafast: {
      middleware: {
        prepareArgs(next) {
          const withTimeout = (args: Grafast.ExecutionArgs) => {
            if (options.statementTimeoutMs > 0) {
              const context = args.contextValue as { pgSettings?: Record<string, string> };
              context.pgSettings = {
                ...context.pgSettings,
                statement_timeout: String(options.statementTimeoutMs),
              };
            }
            return args;
          };
          const result = next();
          return isPromiseLike(result)
            ? Promise.resolve(result).then(withTimeout)
            : withTimeout(result);
        },
        execute(next, event) {
          return refusal(event.args, options, passed) ?? next();
        },
        subscribe(next, event) {
          return refusal(event.args, options, passed) ?? next();
        },
      },
    },
  };
}
