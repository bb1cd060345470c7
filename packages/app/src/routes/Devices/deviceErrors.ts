// Server errors of the device mutations as the form shows them: a duplicate device id
// on its field; a validation message (which names the field) as is; others from the
// catalogue (spec §8).
import { GraphQLRequestError, errorText } from '../../relay/errors';

export const DUPLICATE_DEVICE_ID = 'A device with this id is already registered';

function firstGraphQLError(error: unknown) {
  if (error instanceof GraphQLRequestError) return error.errors[0] ?? null;
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0
    ? (errors[0] as GraphQLRequestError['errors'][number])
    : null;
}

export function deviceFormError(
  error: unknown,
  fallback: string,
): { fieldErrors: Record<string, string>; formError?: string } {
  const first = firstGraphQLError(error);
  const code = first?.extensions?.errcode ?? first?.extensions?.code;
  if (code === 'DUPLI') return { fieldErrors: { deviceId: DUPLICATE_DEVICE_ID } };
  if (code === 'VALID' && first?.message) return { fieldErrors: {}, formError: first.message };
  if (code === 'NOTHG') {
    return { fieldErrors: {}, formError: 'You can link a device only to a thing you look after' };
  }
  return { fieldErrors: {}, formError: errorText(error, fallback) };
}
