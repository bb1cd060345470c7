// One helper for every route that loads data: the guard runs first, then
// `loadQuery` starts the route's query, and the loader waits (briefly) for the
// answer, so the router renders the page with its data instead of flashing a
// Suspense fallback (React 19 keeps a shown fallback for at least 300 ms).
// Queries are released once no route shows them any more: after a navigation
// commits, not in a component's effect cleanup, so StrictMode's extra
// unmount/mount never releases a query that is still on screen.
import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import {
  createOperationDescriptor,
  getRequest,
  type ConcreteRequest,
  type OperationType,
} from 'relay-runtime';
import {
  useLoaderData,
  useMatches,
  useNavigation,
  useRevalidator,
  type LoaderFunction,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Session } from '../auth/session';
import type { ThemeName } from '../system/brand';

/** How long a loader waits for its query before the page renders with skeletons. */
export const DATA_WAIT_MS = 1000;

const ROUTE_QUERY = Symbol('routeQuery');

/** What a query route's loader returns; read it with `useRouteQuery`. */
export interface RouteQueryData<Q extends OperationType> {
  readonly [ROUTE_QUERY]: true;
  /** null when the URL names nothing that could exist (e.g. a malformed id). */
  readonly queryRef: PreloadedQuery<Q> | null;
}

/**
 * The queries loaders started and not yet released. One per router: loaders
 * add to it, and `ReleaseRouteQueries` releases what no route shows.
 */
export class RouteQueries {
  private readonly live = new Set<PreloadedQuery<OperationType>>();

  track<Q extends OperationType>(queryRef: PreloadedQuery<Q>) {
    this.live.add(queryRef as unknown as PreloadedQuery<OperationType>);
  }

  /** Releases every tracked query that is not in `shown`. */
  releaseAllBut(shown: ReadonlySet<unknown>) {
    for (const queryRef of this.live) {
      if (shown.has(queryRef)) continue;
      this.live.delete(queryRef);
      queryRef.dispose();
    }
  }

  /** How many queries are held; for tests. */
  get size() {
    return this.live.size;
  }
}

/** What route builders get: the session, the brand, and where their queries are kept. */
export interface RouteContext {
  session: Session;
  queries: RouteQueries;
  /** The brand of the host the app is served on (loaders keep the bee cafe dashboard to bee cafes). */
  theme: ThemeName;
  /**
   * How long loaders wait for their data before the page renders with skeletons:
   * DATA_WAIT_MS in the browser; the server waits longer, since it sends nothing before.
   */
  dataWaitMs: number;
  /**
   * True while the browser prepares to take over a server-rendered page: loaders then read
   * what the server rendered from the store, and fetch only what is not there.
   */
  fromServer: boolean;
}

export function createRouteContext(
  session: Session,
  options: { theme?: ThemeName; dataWaitMs?: number } = {},
): RouteContext {
  return {
    session,
    queries: new RouteQueries(),
    theme: options.theme ?? 'default',
    dataWaitMs: options.dataWaitMs ?? DATA_WAIT_MS,
    fromServer: false,
  };
}

/** A guard throws a redirect (or an error) when the visitor may not see the route. */
export type RouteGuard = (args: LoaderFunctionArgs, session: Session) => void;

export interface QueryLoaderOptions<Q extends OperationType> {
  /** The query's artifact, or a function that imports it. */
  query: ConcreteRequest | (() => Promise<{ default: ConcreteRequest }>);
  guard?: RouteGuard;
  /** The query's variables; null when the URL cannot name anything (renders "not found"). */
  variables: (args: LoaderFunctionArgs, session: Session) => Q['variables'] | null;
  fetchPolicy?: 'store-and-network' | 'network-only' | 'store-or-network';
  /** How long to wait for the data before rendering anyway; the context's dataWaitMs by default. */
  waitMs?: number;
}

/**
 * Resolves when the query has its first answer (or failed), when `ms` passed,
 * or when the navigation was abandoned, whichever comes first.
 */
function firstAnswer(queryRef: PreloadedQuery<OperationType>, ms: number, signal: AbortSignal) {
  const source = queryRef.source;
  // No network request: the data came from the store.
  if (!source || ms <= 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let subscription: { unsubscribe(): void } | null = null;
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      subscription?.unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    // `source` replays the one request loadQuery made; subscribing does not fetch again.
    subscription = source.subscribe({ next: done, error: done, complete: done });
  });
}

/** A loader that guards, starts the route's query, and waits briefly for its answer. */
export function queryLoader<Q extends OperationType>(
  context: RouteContext,
  options: QueryLoaderOptions<Q>,
): LoaderFunction {
  const { session, queries } = context;
  return async (args) => {
    options.guard?.(args, session);
    const variables = options.variables(args, session);
    if (variables === null) return { [ROUTE_QUERY]: true, queryRef: null };
    const query =
      typeof options.query === 'function' ? (await options.query()).default : options.query;
    const environment = session.getEnvironment();
    const fetchPolicy = context.fromServer
      ? 'store-or-network'
      : (options.fetchPolicy ?? 'store-and-network');
    // Data the store already has renders at once; the refresh arrives in place.
    const inStore =
      fetchPolicy !== 'network-only' &&
      environment.check(createOperationDescriptor(getRequest(query), variables)).status ===
        'available';
    const queryRef = loadQuery<Q>(environment, query, variables, { fetchPolicy });
    queries.track(queryRef);
    if (!inStore) {
      await firstAnswer(
        queryRef as unknown as PreloadedQuery<OperationType>,
        options.waitMs ?? context.dataWaitMs,
        args.request.signal,
      );
    }
    const data: RouteQueryData<Q> = { [ROUTE_QUERY]: true, queryRef };
    return data;
  };
}

/** A loader for routes without a query: only the guard. */
export function guardLoader({ session }: RouteContext, guard: RouteGuard): LoaderFunction {
  return (args) => {
    guard(args, session);
    return null;
  };
}

function isRouteQueryData(value: unknown): value is RouteQueryData<OperationType> {
  return typeof value === 'object' && value !== null && ROUTE_QUERY in value;
}

/** The query the route's loader started (null: the URL names nothing). */
export function useRouteQuery<Q extends OperationType>(): PreloadedQuery<Q> | null {
  const data: unknown = useLoaderData();
  if (!isRouteQueryData(data)) throw new Error('This route has no queryLoader');
  return data.queryRef as unknown as PreloadedQuery<Q> | null;
}

/** Like useRouteQuery, for routes whose variables are never null. */
export function useRequiredRouteQuery<Q extends OperationType>(): PreloadedQuery<Q> {
  const queryRef = useRouteQuery<Q>();
  if (!queryRef) throw new Error('The route loaded no query');
  return queryRef;
}

/**
 * Releases the queries no matched route shows, once a navigation (or a
 * revalidation) has committed. Rendered once, beside the root layout.
 */
export function ReleaseRouteQueries({ queries }: { queries: RouteQueries }) {
  const matches = useMatches();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const settled = navigation.state === 'idle' && revalidator.state === 'idle';
  useEffect(() => {
    // While a loader runs, its new query is in no match yet: keep everything.
    if (!settled) return;
    const shown = new Set<unknown>();
    for (const match of matches) {
      if (isRouteQueryData(match.loaderData)) shown.add(match.loaderData.queryRef);
    }
    queries.releaseAllBut(shown);
  }, [matches, settled, queries]);
  return null;
}
