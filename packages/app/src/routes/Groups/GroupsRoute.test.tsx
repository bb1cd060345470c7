import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/renderRoute';
import { GroupsRoute } from './GroupsRoute';
import { groupsRouteLoader } from './groupsRoutes';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const GROUPS = [
  {
    id: 'g1',
    slug: 'year-5-bee-club',
    name: 'Year 5 Bee Club',
    description: 'School bees',
    isPublic: true,
    memberCount: 24,
    thumbnail: null,
    createdAt: '2026-03-01T00:00:00Z',
    myMembership: null,
  },
  {
    id: 'g2',
    slug: 'friends-of-vire-island',
    name: 'Friends of Vire Island',
    description: 'The island planter',
    isPublic: true,
    memberCount: 3,
    thumbnail: null,
    createdAt: '2026-01-01T00:00:00Z',
    myMembership: { id: 'm2', isOwner: true },
  },
  {
    id: 'g3',
    slug: 'leechwell-nest-box-watch',
    name: 'Leechwell nest box watch',
    description: null,
    isPublic: false,
    memberCount: 2,
    thumbnail: null,
    createdAt: '2026-02-01T00:00:00Z',
    myMembership: { id: 'm3', isOwner: false },
  },
];

function setup(signedIn: boolean, groups = GROUPS) {
  return renderRoute({
    path: '/groups',
    loader: groupsRouteLoader,
    element: <GroupsRoute />,
    signedIn,
    ...(signedIn ? { userId: '00000000-0000-4000-8000-0000000000aa' } : {}),
    resolvers: { GroupsConnection: () => ({ nodes: groups }) },
  });
}

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Groups' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/groups', () => {
  it('shows tiles sorted by name to a guest, who can only see all groups and is asked to sign in to create one', async () => {
    await setup(false);
    await screen.findByRole('heading', { level: 1, name: 'Groups' });
    expect(tileNames()).toEqual([
      'Friends of Vire Island',
      'Leechwell nest box watch',
      'Year 5 Bee Club',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All']);
    expect(screen.getByRole('link', { name: 'Friends of Vire Island' }).getAttribute('href')).toBe(
      '/groups/friends-of-vire-island',
    );
    expect(screen.getByRole('link', { name: 'Sign in to create a group' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 groups');
  });

  it('narrows to owned groups and memberships, with owner and member tags', async () => {
    const user = userEvent.setup();
    await setup(true);
    await screen.findByRole('heading', { level: 1, name: 'Groups' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Owned',
      'Memberships',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Owned' }));
    await waitFor(() => expect(tileNames()).toEqual(['Friends of Vire Island']));
    await user.click(screen.getByRole('tab', { name: 'Memberships' }));
    await waitFor(() =>
      expect(tileNames()).toEqual(['Friends of Vire Island', 'Leechwell nest box watch']),
    );
    const list = screen.getByRole('list', { name: 'Groups' });
    expect(within(list).getByText('Owner')).toBeTruthy();
    expect(within(list).getByText('Member')).toBeTruthy();
    expect(within(list).getByText('Private')).toBeTruthy();
  });

  it('searches names and descriptions, and offers to clear a search that matches nothing', async () => {
    const user = userEvent.setup();
    await setup(true);
    await screen.findByRole('heading', { level: 1, name: 'Groups' });
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'planter');
    await waitFor(() => expect(tileNames()).toEqual(['Friends of Vire Island']));
    expect(screen.getByRole('status').textContent).toBe('1 group matches the search');
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), ' zebra');
    expect(await screen.findByText('No groups match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all groups' }));
    await waitFor(() => expect(tileNames()).toHaveLength(3));
  });

  it('invites a signed-in visitor to create the first group', async () => {
    await setup(true, []);
    expect(await screen.findByText('No groups yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Create a group' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/groups/new');
  });
});
