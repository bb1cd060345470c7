// GraphQL errors as the screens see them (spec §8): the first error's message
// for sign-in, sign-up, guest sign-in and change-passphrase; the catalogue text
// for a known error code elsewhere.
import { CLIENT_ERRORS, messageFor } from '@bloomkeep/schema';

/**
 * The code of a request that never reached the API: the browser is offline, the server is down,
 * or a proxy answered instead of it. Pages test `isUnreachableError(error)` (or this code), never
 * the browser's own words ("Failed to fetch", "NetworkError when attempting to fetch resource").
 */
export const UNREACHABLE = 'UNREACHABLE';

/** What every screen shows when the API cannot be reached. */
export const UNREACHABLE_MESSAGE =
  "You're offline or the server can't be reached. Check your connection and try again.";

/** True when `error` (or the error it wraps) is a request that could not reach the API. */
export function isUnreachableError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === UNREACHABLE ||
      isUnreachableError((error as { cause?: unknown }).cause))
  );
}

export interface GraphQLErrorLike {
  message: string;
  extensions?: { errcode?: unknown; code?: unknown } | null;
}

/** A request the server answered with GraphQL errors. */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: readonly GraphQLErrorLike[]) {
    super(errors[0]?.message ?? '');
    this.name = 'GraphQLRequestError';
  }
}

function firstError(error: unknown): GraphQLErrorLike | null {
  if (error instanceof GraphQLRequestError) return error.errors[0] ?? null;
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors[0] as GraphQLErrorLike;
  return null;
}

/** The first GraphQL error's message, or '' when there is none (spec §8). */
export function firstErrorMessage(error: unknown): string {
  return firstError(error)?.message ?? '';
}

/**
 * The text to show for a failed call: the catalogue message for a known server
 * code, else the server's own message, else `fallback`.
 */
export function errorText(error: unknown, fallback: string = CLIENT_ERRORS.generic): string {
  if (isUnreachableError(error)) return UNREACHABLE_MESSAGE;
  const graphqlError = firstError(error);
  if (!graphqlError) return fallback;
  return messageFor(graphqlError, graphqlError.message || fallback);
}
