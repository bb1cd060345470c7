import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { thingQueryLoader } from './thingId';
import { ThingSettingsRoute } from './ThingSettingsRoute';
import type { ThingSettingsRouteQuery } from '../../__generated__/ThingSettingsRouteQuery.graphql';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = '00000000-0000-4000-8000-0000000000aa';
const THING_ID = '2aefcf39-a184-4c34-9e86-a72532a14513';

function thing({ canEdit, myAccess }: { canEdit: boolean; myAccess: object | null }) {
  return {
    id: THING_ID,
    nodeId: 'thing-node',
    name: 'Vire Island planter',
    category: 'PLANTER',
    isPublic: true,
    canEdit,
    canRecordAction: true,
    myAccess,
    accesses: {
      nodes: [
        {
          nodeId: 'access-olu',
          isOwner: true,
          isCollaborator: false,
          user: { name: 'Olu Organiser', username: 'organiserolu' },
        },
      ],
    },
    groupShares: {
      nodes: [
        {
          id: 'share-1',
          group: { id: 'g1', slug: 'friends-of-vire-island', name: 'Friends of Vire Island' },
        },
      ],
    },
    groupStewards: {
      nodes: [
        // The thing's owner is in the group too: listed once, as owner.
        {
          groupId: 'g1',
          groupName: 'Friends of Vire Island',
          groupSlug: 'friends-of-vire-island',
          userId: 'u-olu',
          name: 'Olu Organiser',
          username: 'organiserolu',
          isGroupOwner: true,
        },
        {
          groupId: 'g1',
          groupName: 'Friends of Vire Island',
          groupSlug: 'friends-of-vire-island',
          userId: ME,
          name: 'Sam Steward',
          username: 'stewardsam',
          isGroupOwner: false,
        },
      ],
    },
  };
}

function setup(data: ReturnType<typeof thing>) {
  return renderRoute({
    path: '/things/:thingId/settings',
    url: `/things/${THING_ID}/settings`,
    loader: (context) =>
      thingQueryLoader<ThingSettingsRouteQuery>(
        context,
        () => import('../../__generated__/ThingSettingsRouteQuery.graphql'),
        { signIn: true },
      ),
    element: (
      <ToastProvider>
        <ThingSettingsRoute />
      </ToastProvider>
    ),
    signedIn: true,
    userId: ME,
    resolvers: {
      Thing: () => data,
      // Both the signed-in user and the access's user (the mock generator uses one resolver per type).
      User: () => ({
        id: ME,
        name: 'Olu Organiser',
        username: 'organiserolu',
        groupMemberships: {
          nodes: [
            { group: { id: 'g1', name: 'Friends of Vire Island' } },
            { group: { id: 'g2', name: 'Leechwell nest box watch' } },
          ],
        },
      }),
    },
  });
}

describe('/things/{id}/settings and groups', () => {
  it('lets a helper through a group in, listing them by their group', async () => {
    const { router } = await setup(thing({ canEdit: false, myAccess: null }));
    await screen.findByRole('heading', { level: 1, name: 'Settings for Vire Island planter' });
    expect(router.state.location.pathname).toBe(`/things/${THING_ID}/settings`);
    const rows = within(screen.getByRole('region', { name: 'Who looks after it' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Olu Organiser'),
      expect.stringContaining('Sam Steward (you)'),
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Friends of Vire Island' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    // Not an owner: sees the groups, cannot share or stop sharing.
    expect(screen.queryByRole('button', { name: /Share with a group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Stop sharing/ })).toBeNull();
  });

  it('lets an owner share with one of their other groups', async () => {
    const user = userEvent.setup();
    const { environment } = await setup(
      thing({
        canEdit: true,
        myAccess: { nodeId: 'access-olu', isOwner: true, isCollaborator: false },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Settings for Vire Island planter' });
    await user.click(screen.getByRole('button', { name: /Share with a group/ }));
    // The group it is already shared with is not offered again.
    expect(screen.queryByRole('option', { name: 'Friends of Vire Island' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Leechwell nest box watch' }));
    await user.click(screen.getByRole('button', { name: /^Share$/ }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ thingId: THING_ID, groupId: 'g2' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { shareThingWithGroup: { thingGroup: { id: 'share-2' } } },
      });
    });
    expect(
      await screen.findByText(
        'Shared with Leechwell nest box watch: its members help look after it.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Stop sharing with Friends of Vire Island' }),
    ).toBeTruthy();
  });
});
