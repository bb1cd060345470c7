// What a client may learn from an error. The product's own errors (a SQL function's
// RAISE, or a TypeScript plugin's coded error) reach the client as they are, with
// their code in `extensions.exception.errcode`. PostgreSQL's built-in errors name
// tables, columns and constraints (`violates foreign key constraint
// "users_one_thing_id_fkey"`, `permission denied for table users`): those become a
// catalogue message with its code (@bloomkeep/schema SERVER_ERRORS), and the
// original is logged on the server only.
import { CLIENT_ERRORS, SERVER_ERRORS, type ServerErrorCode } from '@bloomkeep/schema';
import { formatError, type GraphQLError, type GraphQLFormattedError } from 'postgraphile/graphql';

/** The fields of node-postgres' DatabaseError that matter here. */
interface PgErrorLike {
  code: string;
  severity?: string;
  routine?: string;
  constraint?: string;
  column?: string;
  hint?: string;
  detail?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    typeof (error as PgErrorLike).severity === 'string'
  );
}

/** PL/pgSQL's RAISE: the product's own message, written for people. */
function isRaisedBySqlFunction(error: PgErrorLike): boolean {
  return error.routine === 'exec_stmt_raise';
}

/**
 * Any other internal error: not in SERVER_ERRORS, so that screens show their own
 * fallback message (`messageFor(error, fallback)`).
 */
const INTERNAL = 'INTRN';

/** The catalogue code for a built-in PostgreSQL error. */
export function catalogueCodeFor(error: PgErrorLike): ServerErrorCode | typeof INTERNAL {
  switch (error.code) {
    case '23503': // foreign_key_violation
      return /thing/.test(`${error.constraint ?? ''} ${error.column ?? ''}`) ? 'NOTHG' : 'NOENT';
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return 'DUPLI';
    case '23502': // not_null_violation
    case '23514': // check_violation
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22P02': // invalid_text_representation
      return 'VALID';
    case '42501': // insufficient_privilege (grants and row-level security)
      return 'FORBD';
    case '57014': // query_canceled (statement_timeout)
      return 'TIMEO';
    default:
      return INTERNAL;
  }
}

/** The v4 preset's error shape: message plus `extensions.exception` (errcode, hint, detail). */
function v4Format(error: GraphQLError, exception: Record<string, string | undefined>) {
  return {
    message: error.message,
    locations: error.locations,
    path: error.path,
    extensions: {
      ...(error.originalError as { extensions?: Record<string, unknown> } | undefined)?.extensions,
      exception,
    },
  } as GraphQLFormattedError;
}

export function maskError(error: GraphQLError): GraphQLError | GraphQLFormattedError {
  const original = error.originalError as unknown;
  if (isPgError(original) && !isRaisedBySqlFunction(original)) {
    const code = catalogueCodeFor(original);
    console.error(
      `GraphQL request failed with PostgreSQL ${original.code} (answered as ${code}): ${error.message}` +
        (original.detail ? ` (${original.detail})` : ''),
    );
    return {
      message: code === INTERNAL ? CLIENT_ERRORS.generic : SERVER_ERRORS[code],
      locations: error.locations,
      path: error.path,
      extensions: { code, exception: { errcode: code } },
    };
  }
  if (isPgError(original)) {
    return v4Format(error, {
      errcode: original.code,
      hint: original.hint,
      detail: original.detail,
    });
  }
  const code = (original as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return v4Format(error, { errcode: code });
  return formatError(error);
}

export const ErrorsPreset: GraphileConfig.Preset = { grafserv: { maskError } };
