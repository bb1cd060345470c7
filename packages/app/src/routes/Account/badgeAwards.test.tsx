// Every badge an action earns is announced by the same toast, whichever badge type it is:
// a watering's, and a new thing's creator badge (which had no toast before).
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { useCreateActionMutation } from '../../mutations/CreateActionMutation';
import { useCreateThingMutation } from '../../mutations/CreateThingMutation';
import { announceBadgeAwards } from './badgeAwards';

const NOW = '2026-05-14T09:30:00.123456+00:00';
const EARLIER = '2026-05-01T08:00:00+00:00';

afterEach(cleanup);

function wrapperFor(environment: ReturnType<typeof createMockEnvironment>) {
  return ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      {children}
    </RelayEnvironmentProvider>
  );
}

/** Badges as the payload's query returns them, newest first. */
const BADGES = [
  { awardedAt: NOW, title: 'Silver creator' },
  { awardedAt: NOW, title: 'Bronze creator' },
  { awardedAt: EARLIER, title: 'Bronze waterer' },
];

function resolveWithBadges(environment: ReturnType<typeof createMockEnvironment>) {
  const operation = environment.mock.getMostRecentOperation();
  let n = 0;
  environment.mock.resolve(
    operation,
    MockPayloadGenerator.generate(operation, {
      Thing: () => ({ id: 'thing-1', name: 'Apple tree', createdAt: NOW }),
      Action: () => ({ id: 'action-1', type: 'WATERING', createdAt: NOW }),
      UserBadgesConnection: () => ({
        nodes: BADGES.map((badge) => ({ awardedAt: badge.awardedAt })),
      }),
      BadgeType: () => ({ title: BADGES[n++]!.title }),
    }),
  );
}

describe('badge awards', () => {
  it('come back from creating a thing: the badges its CREATED action earned', async () => {
    vi.stubGlobal('jest', vi);
    const environment = createMockEnvironment();
    const { result } = renderHook(() => useCreateThingMutation(), {
      wrapper: wrapperFor(environment),
    });
    let created: Promise<Awaited<ReturnType<(typeof result.current)[0]>>> | undefined;
    act(() => {
      created = result.current[0]({ name: 'Apple tree', category: 'TREE', x: 0, y: 0 });
    });
    await act(async () => resolveWithBadges(environment));
    expect((await created)?.newBadges).toEqual(['Silver creator', 'Bronze creator']);
  });

  it('come back from recording an action, the same way', async () => {
    vi.stubGlobal('jest', vi);
    const environment = createMockEnvironment();
    const { result } = renderHook(() => useCreateActionMutation(), {
      wrapper: wrapperFor(environment),
    });
    let created: Promise<Awaited<ReturnType<(typeof result.current)[0]>>> | undefined;
    act(() => {
      created = result.current[0]('thing-1', 'WATERING', null);
    });
    await act(async () => resolveWithBadges(environment));
    expect((await created)?.newBadges).toEqual(['Silver creator', 'Bronze creator']);
  });

  it('are announced by one toast each, the same for every badge type', () => {
    const toast = { positive: vi.fn() };
    announceBadgeAwards(toast, ['Bronze creator', 'Gold waterer']);
    expect(toast.positive.mock.calls).toEqual([
      ['You earned a badge: Bronze creator', { title: 'Badge earned' }],
      ['You earned a badge: Gold waterer', { title: 'Badge earned' }],
    ]);
  });
});
