// Thing pages share their loader plumbing: the id from the path, checked before
// any query starts (a malformed id is simply "not found").
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { LoaderFunction } from 'react-router-dom';
import { signedInGuard } from '../../auth/guards';
import { queryLoader, type QueryLoaderOptions, type RouteContext } from '../../relay/routeQuery';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isThingId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/** A loader that starts `query` with `{ id }` for /things/:thingId pages. */
export function thingQueryLoader<Q extends OperationType>(
  context: RouteContext,
  query: QueryLoaderOptions<Q>['query'] | ConcreteRequest,
  options: { signIn?: boolean } = {},
): LoaderFunction {
  return queryLoader<Q>(context, {
    query,
    ...(options.signIn ? { guard: signedInGuard } : {}),
    variables: ({ params }) =>
      isThingId(params.thingId) ? ({ id: params.thingId } as Q['variables']) : null,
  });
}
