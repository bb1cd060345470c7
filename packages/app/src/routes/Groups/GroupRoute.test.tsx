import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { GroupRoute } from './GroupRoute';
import { groupRouteLoader } from './groupsRoutes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = '00000000-0000-4000-8000-0000000000aa';
const GROUP_ID = '6f1f2a55-1c7e-4d52-9a55-0f3b1c2d3e4f';

const membership = (id: string, name: string, username: string, isOwner: boolean) => ({
  id,
  isOwner,
  userId: `user-${username}`,
  user: { name, username, hasImage: false, image: null },
});

const action = (id: string, createdAt: string, comments: string, thing: string) => ({
  id,
  createdAt,
  type: 'WATERING',
  comments,
  thing: { id: `thing-${thing}`, name: thing },
  creator: { username: 'stewardsam' },
});

function group(overrides: Record<string, unknown> = {}) {
  return {
    id: GROUP_ID,
    slug: 'friends-of-vire-island',
    name: 'Friends of Vire Island',
    description: 'Neighbours who water the island planter.',
    isPublic: true,
    memberCount: 3,
    image: null,
    canEdit: false,
    myMembership: null,
    owners: {
      nodes: [
        {
          userId: null,
          name: 'Olu Organiser',
          username: 'organiserolu',
          hasImage: false,
          image: null,
        },
      ],
    },
    memberships: { nodes: [] },
    thingShares: {
      nodes: [
        {
          id: 'share-1',
          thing: {
            id: 'thing-planter',
            name: 'Vire Island planter',
            category: 'PLANTER',
            isPublic: true,
            createdAt: '2026-01-01T00:00:00Z',
            indicatorColour: null,
            indicatorParameter: 'WATER',
            thumbnail: null,
            actions: {
              nodes: [
                action('a1', '2026-05-10T09:00:00Z', 'Older watering', 'Vire Island planter'),
              ],
            },
          },
        },
        {
          id: 'share-2',
          thing: {
            id: 'thing-cafe',
            name: 'Castle Street bee cafe',
            category: 'BEECAFE',
            isPublic: true,
            createdAt: '2026-01-02T00:00:00Z',
            indicatorColour: null,
            indicatorParameter: 'WATER',
            thumbnail: null,
            actions: {
              nodes: [
                action('a2', '2026-05-12T09:00:00Z', 'Newest watering', 'Castle Street bee cafe'),
              ],
            },
          },
        },
      ],
    },
    ...overrides,
  };
}

async function setup(
  url: string,
  {
    signedIn,
    data = group(),
    score = true,
  }: { signedIn?: boolean; data?: object | null; score?: boolean } = {},
) {
  const rendered = await renderRoute({
    path: '/groups/:groupRef',
    url,
    loader: groupRouteLoader,
    element: (
      <ToastProvider>
        <GroupRoute />
      </ToastProvider>
    ),
    ...(signedIn === undefined ? {} : { signedIn }),
    ...(signedIn ? { userId: ME } : {}),
    resolvers: {
      GroupsConnection: () => ({ nodes: data ? [data] : [] }),
      GroupScoresConnection: () => ({
        nodes: score ? [{ groupId: GROUP_ID, rank: 2, points: 74 }] : [],
      }),
    },
  });
  return rendered;
}

describe('/groups/{id-or-slug}', () => {
  it('finds the group by slug or by id', async () => {
    const bySlug = await setup('/groups/Friends-of-Vire-Island');
    expect(bySlug.variables).toEqual({ condition: { slug: 'friends-of-vire-island' } });
    cleanup();
    const byId = await setup(`/groups/${GROUP_ID}`);
    expect(byId.variables).toEqual({ condition: { id: GROUP_ID } });
  });

  it('shows a guest the group, its owners, its things, the newest actions on them and its score', async () => {
    await setup('/groups/friends-of-vire-island', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Friends of Vire Island' });
    expect(screen.getByText('Neighbours who water the island planter.')).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText('74 points · rank 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Owners' })).toBeTruthy();
    const owners = screen.getByRole('list', { name: 'Members of Friends of Vire Island' });
    expect(within(owners).getByText('Olu Organiser')).toBeTruthy();
    expect(within(owners).getByText('Owner')).toBeTruthy();
    const things = screen.getByRole('list', { name: 'Things Friends of Vire Island looks after' });
    expect(
      within(things)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vire Island planter', 'Castle Street bee cafe']);
    const activity = screen.getByRole('list', {
      name: 'Recent actions on Friends of Vire Island’s things',
    });
    const items = within(activity).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Newest watering');
    expect(items[1]!.textContent).toContain('Older watering');
    // A guest is asked to sign in to join; no settings.
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('shows members every membership, owners first, and owners the settings', async () => {
    await setup('/groups/friends-of-vire-island', {
      signedIn: true,
      data: group({
        canEdit: true,
        myMembership: { id: 'm1', isOwner: true },
        memberships: {
          nodes: [
            membership('m2', 'Sam Steward', 'stewardsam', false),
            membership('m1', 'Olu Organiser', 'organiserolu', true),
          ],
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Friends of Vire Island' });
    expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeTruthy();
    const rows = within(
      screen.getByRole('list', { name: 'Members of Friends of Vire Island' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Olu Organiser (you)'),
      expect.stringContaining('Sam Steward'),
    ]);
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    expect(screen.getByText('You own this group.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });

  it('joins a public group and says "Group joined"', async () => {
    const user = userEvent.setup();
    const { environment } = await setup('/groups/friends-of-vire-island', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Join group' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ groupId: GROUP_ID, join: true });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          changeGroupMembership: {
            groupMembership: { id: 'm9', isOwner: false },
            group: {
              id: GROUP_ID,
              memberCount: 4,
              canEdit: false,
              myMembership: { id: 'm9', isOwner: false },
            },
          },
        },
      });
    });
    expect(await screen.findByText('Group joined')).toBeTruthy();
  });

  it('tells the sole owner why they cannot leave, in the server’s words', async () => {
    const user = userEvent.setup();
    const { environment } = await setup('/groups/friends-of-vire-island', {
      signedIn: true,
      data: group({ canEdit: true, myMembership: { id: 'm1', isOwner: true } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave group' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave Friends of Vire Island?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ groupId: GROUP_ID, join: false });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { changeGroupMembership: null },
        errors: [
          {
            message: 'Make another member an owner before you leave the group',
            extensions: { errcode: 'VALID' },
          },
        ],
      } as never);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Make another member an owner before you leave the group',
    );
  });

  it('says "not found" for a group that does not exist or is private', async () => {
    await setup('/groups/nobody-knows', { data: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeTruthy();
  });
});
