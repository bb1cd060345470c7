// /account/profile's "Show my badges on partner sites" switch (issue 14): off by default, saved
// at once with its own mutation, with a notice either way, and nothing lost when saving fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { profileRouteLoader } from './accountRoutes';
import { ProfileRoute } from './ProfileRoute';
import {
  PARTNER_BADGES_HIDDEN,
  PARTNER_BADGES_NOT_SAVED,
  PARTNER_BADGES_SHOWN,
} from './PartnerBadgesSetting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = '00000000-0000-4000-8000-0000000000aa';

function setup(badgesOnPartnerSites: boolean | null) {
  return renderRoute({
    path: '/account/profile',
    loader: profileRouteLoader,
    element: (
      <ToastProvider>
        <ProfileRoute />
      </ToastProvider>
    ),
    signedIn: true,
    userId: ME,
    resolvers: {
      User: () => ({
        id: ME,
        nodeId: 'user-me',
        name: 'Sam Steward',
        username: 'stewardsam',
        notificationDaily: false,
        badgesOnPartnerSites,
      }),
    },
  });
}

const badgesSwitch = () => screen.getByRole('switch', { name: 'Show my badges on partner sites' });

describe('/account/profile: badges on partner sites', () => {
  it('is off by default, and says what partners then see, with a link to /partners', async () => {
    await setup(false);
    await screen.findByRole('heading', { level: 2, name: 'Partner sites' });
    expect(badgesSwitch()).toHaveProperty('checked', false);
    expect(screen.getByText(/shows a friendly placeholder/).textContent).toContain('stewardsam');
    expect(
      screen.getByRole('link', { name: 'How partners embed Bloomkeep' }).getAttribute('href'),
    ).toBe('/partners');
  });

  it('reads a missing answer (an administrator viewing, an old server) as off', async () => {
    await setup(null);
    await screen.findByRole('heading', { level: 2, name: 'Partner sites' });
    expect(badgesSwitch()).toHaveProperty('checked', false);
  });

  it('saves only this choice at once, moves before the answer, and says so', async () => {
    const user = userEvent.setup();
    const { environment } = await setup(false);
    await screen.findByRole('heading', { level: 2, name: 'Partner sites' });
    await user.click(badgesSwitch());

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('SetBadgesOnPartnerSitesMutation');
    expect(operation.request.variables).toEqual({ id: ME, show: true });
    // Optimistic: on while the server answers, and busy.
    expect(badgesSwitch()).toHaveProperty('checked', true);
    expect(badgesSwitch()).toHaveProperty('disabled', true);

    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          updateUserById: { user: { id: ME, nodeId: 'user-me', badgesOnPartnerSites: true } },
        },
      });
    });
    expect(await screen.findByText(PARTNER_BADGES_SHOWN)).toBeTruthy();
    expect(badgesSwitch()).toHaveProperty('checked', true);
    expect(badgesSwitch()).toHaveProperty('disabled', false);
    expect(screen.getByText(/Partner sites that embed the badges of stewardsam/)).toBeTruthy();
  });

  it('turns off again, with its own notice', async () => {
    const user = userEvent.setup();
    const { environment } = await setup(true);
    await screen.findByRole('heading', { level: 2, name: 'Partner sites' });
    expect(badgesSwitch()).toHaveProperty('checked', true);
    await user.click(badgesSwitch());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: ME, show: false });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          updateUserById: { user: { id: ME, nodeId: 'user-me', badgesOnPartnerSites: false } },
        },
      });
    });
    expect(await screen.findByText(PARTNER_BADGES_HIDDEN)).toBeTruthy();
    expect(badgesSwitch()).toHaveProperty('checked', false);
  });

  it('moves back and says so when saving fails, keeping what was typed in the form', async () => {
    const user = userEvent.setup();
    const { environment } = await setup(false);
    await screen.findByRole('heading', { level: 2, name: 'Partner sites' });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Sam the Steward');

    await user.click(badgesSwitch());
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline'));
    });
    expect(await screen.findByText(PARTNER_BADGES_NOT_SAVED)).toBeTruthy();
    await waitFor(() => expect(badgesSwitch()).toHaveProperty('checked', false));
    expect(badgesSwitch()).toHaveProperty('disabled', false);
    expect(name).toHaveProperty('value', 'Sam the Steward');
    // Nothing else was sent: the form is saved only with its own button.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('treats an answer without the user (nothing changed) as a failure', async () => {
    const user = userEvent.setup();
    const { environment } = await setup(false);
    await screen.findByRole('heading', { level: 2, name: 'Partner sites' });
    await user.click(badgesSwitch());
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { updateUserById: null },
      });
    });
    expect(await screen.findByText(PARTNER_BADGES_NOT_SAVED)).toBeTruthy();
    expect(badgesSwitch()).toHaveProperty('checked', false);
  });
});
