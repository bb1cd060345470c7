// Server errors of the group mutations as the pages show them. The group rules of spec
// §4 answer with their own words ("Make another member an owner before you leave the
// group", "You are already a member of this group"), which say more than the catalogue
// text of their code; anything else comes from the catalogue (spec §8) or `fallback`.
import { GraphQLRequestError, errorText } from '../../relay/errors';

const OWN_WORDS = new Set(['VALID', 'DUPLI', 'NOENT', 'FORBD']);

function firstGraphQLError(error: unknown) {
  if (error instanceof GraphQLRequestError) return error.errors[0] ?? null;
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0
    ? (errors[0] as GraphQLRequestError['errors'][number])
    : null;
}

/** The code of a failed group call, if the server gave one. */
export function groupErrorCode(error: unknown): string | null {
  const first = firstGraphQLError(error);
  const code = first?.extensions?.errcode ?? first?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** The message for a failed group call: the rule's own words, else the catalogue's. */
export function groupErrorText(error: unknown, fallback?: string): string {
  const first = firstGraphQLError(error);
  const code = groupErrorCode(error);
  if (code && OWN_WORDS.has(code) && first?.message) return first.message;
  return errorText(error, fallback);
}
