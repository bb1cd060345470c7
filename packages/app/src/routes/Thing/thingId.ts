// Thing pages share their loader plumbing: the id from the path, checked before
// any query starts (a malformed id is simply "not found").
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Session } from '../../auth/session';
import { requireSignIn } from '../../auth/guards';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isThingId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

export type ThingLoaderData<Q extends OperationType> =
  { thingId: string; queryRef: PreloadedQuery<Q> } | { thingId: null; queryRef: null };

/** A loader that starts `query` with `{ id }` for /things/:thingId pages. */
export function thingQueryLoader<Q extends OperationType>(
  session: Session,
  query: GraphQLTaggedNode,
  options: { signIn?: boolean } = {},
) {
  return ({ params, request }: LoaderFunctionArgs): ThingLoaderData<Q> => {
    if (options.signIn) requireSignIn(session.auth, request);
    const thingId = params.thingId;
    if (!isThingId(thingId)) return { thingId: null, queryRef: null };
    const environment: Environment = session.getEnvironment();
    return {
      thingId,
      queryRef: loadQuery<Q>(environment, query, { id: thingId } as Q['variables'], {
        fetchPolicy: 'store-and-network',
      }),
    };
  };
}
