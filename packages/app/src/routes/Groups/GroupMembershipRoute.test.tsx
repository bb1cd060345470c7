import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { GroupMembershipRoute } from './GroupMembershipRoute';
import { groupMembershipRouteLoader } from './groupsRoutes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GROUP_ID = '6f1f2a55-1c7e-4d52-9a55-0f3b1c2d3e4f';

function setup(myMembership: { id: string; isOwner: boolean } | null = null, signedIn = true) {
  return renderRoute({
    path: '/groups/:groupRef/membership',
    url: '/groups/friends-of-vire-island/membership',
    loader: groupMembershipRouteLoader,
    element: (
      <ToastProvider>
        <GroupMembershipRoute />
      </ToastProvider>
    ),
    signedIn,
    userId: '00000000-0000-4000-8000-0000000000aa',
    expectQuery: signedIn,
    resolvers: {
      GroupsConnection: () => ({
        nodes: [
          {
            id: GROUP_ID,
            slug: 'friends-of-vire-island',
            name: 'Friends of Vire Island',
            myMembership,
          },
        ],
      }),
    },
  });
}

describe('/groups/{id}/membership', () => {
  it('sends a guest to sign in, and back here', async () => {
    const { router } = await setup(null, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/groups/friends-of-vire-island/membership')}`,
    );
  });

  it('joins once asked, then lands on the group page', async () => {
    const user = userEvent.setup();
    const { environment, router } = await setup();
    await screen.findByRole('heading', { level: 1, name: 'Join Friends of Vire Island?' });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, join the group' }));
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
    // The notice itself is shown by the app's toast region across the navigation (e2e).
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/groups/friends-of-vire-island'),
    );
  });

  it('says a failure as it is, with no "Group joined"', async () => {
    const user = userEvent.setup();
    const { environment } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Yes, join the group' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline'));
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Nothing was saved/);
    expect(screen.queryByText('Group joined')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a member there is nothing to do', async () => {
    await setup({ id: 'm1', isOwner: false });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You already belong to Friends of Vire Island',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Friends of Vire Island' })).toBeTruthy();
  });
});
