// Group pages share their loader plumbing: /groups/{id-or-slug}. The server never gives
// a group a uuid-shaped slug (decision 0136), so the path's shape says which it is.
import type { LoaderFunction } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { signedInGuard } from '../../auth/guards';
import { queryLoader, type QueryLoaderOptions, type RouteContext } from '../../relay/routeQuery';
import { isThingId } from '../Thing/thingId';

/** The condition that finds the group a path names, or null when it cannot name one. */
export function groupCondition(ref: string | undefined): { id: string } | { slug: string } | null {
  if (ref === undefined || ref.trim() === '') return null;
  const value: string = ref;
  if (isThingId(value)) return { id: value };
  // Slugs are lower case, at most 60 characters (decision 0136); a longer one is no group.
  const slug = ref.toLowerCase();
  return slug.length <= 80 ? { slug } : null;
}

/** A group's address: its slug, which survives renames. */
export function groupPath(slug: string): string {
  return `/groups/${encodeURIComponent(slug)}`;
}

/** A loader that starts `query` with `{ condition }` for /groups/:groupRef pages. */
export function groupQueryLoader<Q extends OperationType>(
  context: RouteContext,
  query: QueryLoaderOptions<Q>['query'],
  options: { signIn?: boolean; withSignedIn?: boolean } = {},
): LoaderFunction {
  return queryLoader<Q>(context, {
    query,
    ...(options.signIn ? { guard: signedInGuard } : {}),
    fetchPolicy: 'store-and-network',
    variables: ({ params }, { auth }) => {
      const condition = groupCondition(params.groupRef);
      if (!condition) return null;
      return (
        options.withSignedIn ? { condition, signedIn: auth.isLoggedIn() } : { condition }
      ) as Q['variables'];
    },
  });
}
