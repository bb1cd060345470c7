import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { GroupSettingsRoute } from './GroupSettingsRoute';
import { groupSettingsRouteLoader } from './groupsRoutes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GROUP_ID = '6f1f2a55-1c7e-4d52-9a55-0f3b1c2d3e4f';

const membership = (id: string, name: string, username: string, isOwner: boolean) => ({
  id,
  isOwner,
  user: { name, username, hasImage: false, image: null },
});

function group(canEdit: boolean) {
  return {
    id: GROUP_ID,
    nodeId: 'group-node',
    slug: 'friends-of-vire-island',
    name: 'Friends of Vire Island',
    description: 'The island planter',
    isPublic: true,
    image: null,
    canEdit,
    myMembership: { id: 'm1' },
    memberships: {
      nodes: [
        membership('m1', 'Olu Organiser', 'organiserolu', true),
        membership('m2', 'Sam Steward', 'stewardsam', false),
      ],
    },
  };
}

function setup({
  canEdit = true,
  signedIn = true,
}: { canEdit?: boolean; signedIn?: boolean } = {}) {
  return renderRoute({
    path: '/groups/:groupRef/settings',
    url: '/groups/friends-of-vire-island/settings',
    loader: groupSettingsRouteLoader,
    element: (
      <ToastProvider>
        <GroupSettingsRoute />
      </ToastProvider>
    ),
    signedIn,
    userId: '00000000-0000-4000-8000-0000000000aa',
    resolvers: { GroupsConnection: () => ({ nodes: [group(canEdit)] }) },
    expectQuery: signedIn,
  });
}

describe('/groups/{id}/settings', () => {
  it('sends a guest to sign in first, and back', async () => {
    const { router } = await setup({ signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/groups/friends-of-vire-island/settings')}`,
    );
  });

  it('sends a signed-in non-owner to the group page (spec §2)', async () => {
    const { router } = await setup({ canEdit: false });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/groups/friends-of-vire-island'),
    );
  });

  it('shows the owner the form, the members, the invitations place and delete', async () => {
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'Settings for Friends of Vire Island' });
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Friends of Vire Island',
    );
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { level: 2, name: 'Invitations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make owner: Sam Steward' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Sam Steward' })).toBeTruthy();
    // Nobody removes themself here: owners leave from the group page.
    expect(screen.queryByRole('button', { name: 'Remove Olu Organiser' })).toBeNull();
  });

  it('says "Failed to make user owner" when the server refuses', async () => {
    const user = userEvent.setup();
    const { environment } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Make owner: Sam Steward' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: 'm2', isOwner: true });
    await act(async () => {
      environment.mock.reject(operation, new Error('offline'));
    });
    expect(await screen.findByText(/^Failed to make user owner/)).toBeTruthy();
  });

  it('keeps the last owner: the server’s words when the sole owner gives up ownership', async () => {
    const user = userEvent.setup();
    const { environment } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Remove owner: Olu Organiser' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { updateGroupMembershipById: null },
        errors: [{ message: 'A group needs at least one owner', extensions: { errcode: 'VALID' } }],
      } as never);
    });
    expect(await screen.findByText('A group needs at least one owner')).toBeTruthy();
  });

  it('asks before deleting, and says "Failed to delete group" when it fails', async () => {
    const user = userEvent.setup();
    const { environment, router } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete Friends of Vire Island?',
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: GROUP_ID });
    await act(async () => {
      environment.mock.reject(operation, new Error('offline'));
    });
    expect(await screen.findByText('Failed to delete group')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups/friends-of-vire-island/settings');
  });

  it('saves a rename through updateGroup, with the form’s rule checked first', async () => {
    const user = userEvent.setup();
    const { environment } = await setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name must be between 3 and 255 characters')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.type(name, 'c Friends');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      nodeId: 'group-node',
      patch: { name: 'abc Friends', description: 'The island planter', isPublic: true },
    });
  });
});
