// Recording an action shows it on the thing page and at the top of the feed at
// once (optimistically), then as the server's record, without fetching again.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, type Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import thingRouteQuery from '../__generated__/ThingRouteQuery.graphql';
import activityRouteQuery from '../__generated__/ActivityRouteQuery.graphql';
import { useCreateActionMutation } from './CreateActionMutation';

const THING = '00000000-0000-4000-8000-0000000000aa';
const DATE = '2026-05-14T09:30:00Z';

afterEach(cleanup);

function setup() {
  vi.stubGlobal('jest', vi);
  const environment = createMockEnvironment();
  // The thing page and the unfiltered feed, as their routes loaded them.
  const thingPage = createOperationDescriptor(thingRouteQuery, { id: THING });
  environment.commitPayload(
    thingPage,
    MockPayloadGenerator.generate(thingPage, {
      Thing: () => ({ id: THING, name: 'Apple tree', createdAt: DATE }),
      ActionsConnection: () => ({ nodes: [{ id: 'old-action', comments: 'Pruned' }] }),
    }).data!,
  );
  const feed = createOperationDescriptor(activityRouteQuery, { condition: {} });
  let n = 0;
  environment.commitPayload(
    feed,
    MockPayloadGenerator.generate(feed, {
      ActionsConnection: () => ({ edges: [{}] }),
      Query: () => ({ actionCount: 1 }),
      Action: () => {
        n += 1;
        return { id: `feed-action-${n}`, comments: 'Pruned', createdAt: DATE };
      },
    }).data!,
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      {children}
    </RelayEnvironmentProvider>
  );
  const { result } = renderHook(() => useCreateActionMutation(), { wrapper });
  return { environment, result };
}

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

type Row = Record<string, unknown> & {
  [key: string]: { __ref?: string; __refs?: string[] } | unknown;
};

/** What the thing page and the feed would show (optimistic updates included): comments, newest first. */
function shown(environment: MockEnvironment) {
  const source = environment.getStore().getSource();
  const record = (id: string | undefined) => (id ? (source.get(id) as Row | null) : null);
  const ref = (row: Row | null, key: string) => (row?.[key] as { __ref?: string })?.__ref;
  const refs = (row: Row | null, key: string) =>
    (row?.[key] as { __refs?: string[] })?.__refs ?? [];
  const root = record('client:root');
  const thing = record(ref(root, `thingById(id:"${THING}")`));
  const list = record(ref(thing, 'actions(first:100)'));
  const thingPage = refs(list, 'nodes').map((id) => record(id)?.comments);
  const connection = record(ref(root, '__ActivityFeed_allActions_connection(condition:{})'));
  const feed = refs(connection, 'edges').map((id) => record(ref(record(id), 'node'))?.comments);
  // The feed's bounded count, a root field with the feed's filters (none here).
  return { thingPage, feed, total: root?.actionCount };
}

describe('useCreateActionMutation', () => {
  it('shows the new action on the thing page and atop the feed at once, then the server’s record', async () => {
    const { environment, result } = setup();
    expect(shown(environment)).toEqual({ thingPage: ['Pruned'], feed: ['Pruned'], total: 1 });

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current[0](THING, 'WATERING', 'Watered the roots');
    });
    // Optimistic: there before the server has answered.
    expect(shown(environment)).toEqual({
      thingPage: ['Watered the roots', 'Pruned'],
      feed: ['Watered the roots', 'Pruned'],
      total: 2,
    });

    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.operationKind).toBe('mutation');
    await act(async () => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          Action: () => ({
            id: 'new-action',
            type: 'WATERING',
            comments: 'Watered the roots (saved)',
            createdAt: DATE,
          }),
          Thing: () => ({ id: THING, name: 'Apple tree' }),
        }),
      );
      await done;
    });
    expect(shown(environment)).toEqual({
      thingPage: ['Watered the roots (saved)', 'Pruned'],
      feed: ['Watered the roots (saved)', 'Pruned'],
      total: 2,
    });
    // Nothing was fetched again: the mutation was the only request.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(environment.execute).toHaveBeenCalledTimes(0);
  });
});
