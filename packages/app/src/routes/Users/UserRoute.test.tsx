import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { UserRoute } from './UserRoute';
import { userRouteLoader } from './usersRoutes';

const ID = '6f1c1a52-3c4b-4d59-9f55-0a4a6c1d2e3f';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(options: { signedIn?: boolean; url?: string; resolvers?: object } = {}) {
  const { signedIn = true, url = `/users/${ID}`, resolvers } = options;
  return renderRoute({
    path: '/users/:userId',
    url,
    loader: userRouteLoader,
    element: <UserRoute />,
    signedIn,
    userId: signedIn ? 'me' : undefined,
    ...(resolvers ? { resolvers } : {}),
    expectQuery: Boolean(resolvers),
  });
}

describe('UserRoute', () => {
  it('shows guests the sign-in prompt for every id, asking nothing', async () => {
    await open({ signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to meet your neighbours' }),
    ).toBeTruthy();
  });

  it('shows "not found" for a malformed id without asking', async () => {
    await open({ url: '/users/nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeTruthy();
  });

  it('shows "not found" when the server gives no one (missing or hidden alike)', async () => {
    await open({ resolvers: { Query: () => ({ userById: null }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeTruthy();
  });

  it('shows the profile: name, username, badges, things, groups and recent actions', async () => {
    await open({
      resolvers: {
        User: () => ({
          id: ID,
          name: 'Sam Steward',
          username: 'stewardsam',
          hasImage: false,
          image: null,
          createdAt: '2026-03-04T10:00:00Z',
          userBadgesByUserId: {
            nodes: [
              {
                id: 'b1',
                awardedAt: '2026-04-01T10:00:00Z',
                badgeTypeByBadgeTypeId: {
                  badgeType: 'watering',
                  title: 'Water carrier',
                  description: 'Recorded 10 waterings',
                  level: 2,
                },
              },
              {
                id: 'b0',
                awardedAt: '2026-03-10T10:00:00Z',
                badgeTypeByBadgeTypeId: {
                  badgeType: 'watering',
                  title: 'First drops',
                  description: 'Recorded 1 watering',
                  level: 1,
                },
              },
            ],
          },
          things: { nodes: [] },
          groups: {
            nodes: [
              {
                id: 'g1',
                name: 'Friends of Vire Island',
                slug: 'friends-of-vire-island',
                isPublic: true,
                memberCount: 3,
                description: null,
                myMembership: null,
              },
            ],
          },
          recentActions: { nodes: [] },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Steward' })).toBeTruthy();
    expect(screen.getByText('@stewardsam')).toBeTruthy();
    expect(screen.getByText('Water carrier')).toBeTruthy();
    expect(screen.getByText(/Silver/)).toBeTruthy();
    // One badge per family: its highest level.
    expect(screen.queryByText('First drops')).toBeNull();
    const groups = screen.getByRole('list', { name: 'Groups Sam Steward belongs to' });
    expect(within(groups).getByRole('link').getAttribute('href')).toBe(
      '/groups/friends-of-vire-island',
    );
    expect(screen.getByText('No things you can see.')).toBeTruthy();
    expect(screen.getByText('No actions on things you can see yet.')).toBeTruthy();
  });
});
