import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { CommunityRoute } from './CommunityRoute';
import { communityRouteLoader } from './communityRoutes';

const VIRE = {
  id: 'g1',
  name: 'Friends of Vire Island',
  slug: 'friends-of-vire-island',
  isPublic: true,
  memberCount: 3,
  description: 'Neighbours who water the Vire Island planter.',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommunityRoute', () => {
  it('shows guests groups near Totnes and the month’s board, and asks them to sign in for people', async () => {
    const { variables } = await renderRoute({
      path: '/community',
      loader: communityRouteLoader,
      element: <CommunityRoute />,
      signedIn: false,
      resolvers: {
        Query: () => ({
          groupsNear: { nodes: [{ ...VIRE, myMembership: null }] },
          scores: {
            nodes: [
              {
                rank: 1,
                userId: null,
                username: 'stewardsam',
                hasImage: false,
                image: null,
                points: 12,
              },
            ],
          },
        }),
      },
    });
    expect(variables).toEqual({ latitude: 50.4319, longitude: -3.684, signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    const near = screen.getByRole('list', { name: 'Groups near you' });
    expect(within(near).getByRole('link').getAttribute('href')).toBe(
      '/groups/friends-of-vire-island',
    );
    expect(screen.getByRole('heading', { name: 'Sign in to meet your neighbours' })).toBeTruthy();
    // Guests get names on the board, as on /scorer, but no profile links.
    const board = screen.getByRole('list', { name: 'Most active this month' });
    expect(within(board).getByText('stewardsam')).toBeTruthy();
    expect(within(board).queryByRole('link')).toBeNull();
    expect(within(board).getByText('12 points')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your groups' })).toBeNull();
  });

  it('shows a signed-in user their groups, people near them and where to invite someone', async () => {
    const { variables } = await renderRoute({
      path: '/community',
      loader: communityRouteLoader,
      element: <CommunityRoute />,
      signedIn: true,
      userId: 'u-olu',
      resolvers: {
        Query: () => ({
          groupsNear: { nodes: [{ ...VIRE, myMembership: { isOwner: true } }] },
          peopleNear: {
            nodes: [
              {
                id: 'u-sam',
                name: 'Sam Steward',
                username: 'stewardsam',
                hasImage: false,
                image: null,
              },
            ],
          },
          scores: { nodes: [] },
          currentUser: {
            id: 'u-olu',
            groups: { nodes: [{ ...VIRE, myMembership: { isOwner: true } }] },
            ownedGroups: { nodes: [{ ...VIRE, myMembership: { isOwner: true } }] },
          },
          ownedThings: { nodes: [{ id: 't1', name: 'Castle Street bee cafe' }] },
        }),
      },
    });
    expect(variables).toMatchObject({ signedIn: true });
    const mine = await screen.findByRole('list', { name: 'Your groups' });
    expect(within(mine).getByText('Owner')).toBeTruthy();
    const people = screen.getByRole('list', { name: 'People near you' });
    expect(
      within(people)
        .getByRole('link', { name: /Sam Steward/ })
        .getAttribute('href'),
    ).toBe('/users/u-sam');
    const invite = screen.getByRole('list', { name: 'Invite someone' });
    expect(
      within(invite)
        .getByRole('link', { name: 'Invite to Friends of Vire Island' })
        .getAttribute('href'),
    ).toBe('/groups/friends-of-vire-island/settings');
    expect(
      within(invite)
        .getByRole('link', { name: 'Invite to Castle Street bee cafe' })
        .getAttribute('href'),
    ).toBe('/things/t1/settings');
    expect(screen.getByRole('link', { name: 'Start a group' }).getAttribute('href')).toBe(
      '/groups/new',
    );
    expect(screen.getByText('No points scored this month yet.')).toBeTruthy();
  });
});
