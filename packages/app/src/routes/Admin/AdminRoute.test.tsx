import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { NetworkError } from '../../relay/environment';
import type { ThemeName } from '../../system/brand';
import { renderRoute } from '../../testing/renderRoute';
import { AdminRoute } from './AdminRoute';
import { adminRouteLoader } from './adminRoutes';

const TOTALS = {
  things: 120,
  thingsAdded: 7,
  beeCafes: 14,
  beeCafesAdded: 2,
  devices: 9,
  devicesAdded: 0,
  users: 48,
  usersAdded: 5,
};

/** 12 weeks from Mon 2026-09-07; sign-ups 0…11, one watering in week 3. */
const WEEKS = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
  signUps: index,
  activeUsers: index === 3 ? 2 : 0,
  actions: index === 3 ? 3 : 0,
  created: 0,
  share: 0,
  education: 0,
  measurement: 0,
  watering: index === 3 ? 1 : 0,
  litterCleanup: 0,
  upkeep: index === 3 ? 2 : 0,
}));

const FAILED_JOB = {
  id: '41',
  task: 'user__password_changed',
  recipient: 'bounce@example.org',
  attempts: 5,
  lastError: 'Error: 550 mailbox unavailable',
  failedAt: '2026-11-24T10:00:00Z',
};

function resolvers(overrides: { failedJobs?: unknown[]; empty?: boolean } = {}): MockResolvers {
  const empty = overrides.empty ?? false;
  return {
    AdminTotal: () => TOTALS,
    AdminWeeksConnection: () => ({ nodes: WEEKS, totalCount: WEEKS.length }),
    AdminUnverifiedEmailsConnection: () => ({
      totalCount: empty ? 0 : 1,
      nodes: empty
        ? []
        : [
            {
              userId: 'u-nell',
              username: 'new_one',
              name: 'Nell New',
              email: 'nell@example.org',
              isPrimary: true,
              addedAt: '2026-11-20T10:00:00Z',
              lastSignIn: null,
            },
          ],
    }),
    AdminSignInLockoutsConnection: () => ({ totalCount: 0, nodes: [] }),
    ThingsConnection: () => ({ totalCount: 0, nodes: [] }),
    UnclaimedDevicesConnection: () => ({ totalCount: 0, nodes: [] }),
    AdminMailJobsConnection: () => {
      const nodes = overrides.failedJobs ?? (empty ? [] : [FAILED_JOB]);
      return { totalCount: nodes.length, nodes };
    },
    AuditLogEntriesConnection: () => ({
      totalCount: empty ? 0 : 21,
      pageInfo: { hasNextPage: !empty, endCursor: 'c20' },
      edges: empty
        ? []
        : [
            {
              cursor: 'c1',
              node: {
                id: '7',
                action: 'UPDATE_USER',
                actorUsername: 'ada_admin',
                targetType: 'user',
                targetId: 'u-olga',
                details: { name: 'old_owner', changed: ['name'] },
                createdAt: '2026-11-24T09:00:00Z',
              },
            },
            {
              cursor: 'c2',
              node: {
                id: '6',
                action: 'UPDATE_GROUP_MEMBERSHIP',
                actorUsername: 'ada_admin',
                targetType: 'group_membership',
                targetId: 'm-una',
                details: {
                  groupId: 'g-pond',
                  group: 'Private pond',
                  userId: 'u-una',
                  user: 'una_user',
                  isOwner: true,
                  changed: ['is_owner'],
                },
                createdAt: '2026-11-24T08:00:00Z',
              },
            },
          ],
    }),
  };
}

async function setup({
  theme = 'default',
  ...options
}: { theme?: ThemeName; failedJobs?: unknown[]; empty?: boolean } = {}) {
  const result = await renderRoute({
    path: '/admin',
    loader: adminRouteLoader,
    element: <AdminRoute />,
    hydrateFallbackElement: <p>Loading the page</p>,
    signedIn: true,
    isAdmin: true,
    userId: 'u-ada',
    username: 'ada_admin',
    theme,
    resolvers: resolvers(options),
  });
  await screen.findByRole('heading', { level: 1, name: 'Admin' });
  return result;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminRoute', () => {
  it('shows the totals with what was added in 30 days, without bee cafes on the default host', async () => {
    await setup();
    const totals = screen.getByRole('list', { name: 'Totals' });
    const things = within(totals).getByRole('group', { name: 'Things' });
    expect(things.textContent).toContain('120');
    expect(things.textContent).toContain('+7 in 30 days');
    expect(within(totals).getByRole('group', { name: 'Devices' }).textContent).toContain(
      '0 in 30 days',
    );
    expect(within(totals).getByRole('group', { name: 'Users' }).textContent).toContain(
      '+5 in 30 days',
    );
    expect(within(totals).queryByRole('group', { name: 'Bee cafes' })).toBeNull();
  });

  it('counts bee cafes on their own on the bee cafe host', async () => {
    await setup({ theme: 'beeCafe' });
    const beeCafes = within(screen.getByRole('list', { name: 'Totals' })).getByRole('group', {
      name: 'Bee cafes',
    });
    expect(beeCafes.textContent).toContain('14');
    expect(beeCafes.textContent).toContain('+2 in 30 days');
  });

  it('sums up each chart in words and gives every weekly figure in a table', async () => {
    await setup();
    const signUps = screen.getByRole('figure', { name: 'Sign-ups' });
    expect(signUps.textContent).toContain(
      '66 sign-ups in 12 weeks; most in the week of Nov 23 (11).',
    );
    expect(screen.getByRole('figure', { name: 'Active users' }).textContent).toContain(
      'At most 2 active users a week, in the week of Sep 28; 0 this week.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show the figures as a table' }));
    const table = screen.getByRole('grid', { name: 'Weekly figures' });
    const row = within(table).getByRole('row', { name: /Sep 28/ });
    const cells = [...row.querySelectorAll('[role=rowheader], [role=gridcell]')].map(
      (cell) => cell.textContent,
    );
    // Week, sign-ups, active users, actions, then by type: created, share, education,
    // measurement, watering, litter clean-up, upkeep.
    expect(cells).toEqual(['Sep 28', '3', '2', '3', '0', '0', '0', '0', '1', '0', '2']);
  });

  it('shows the actions of one type when an action type is chosen', async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: /Action type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Upkeep' }));
    expect(screen.getByRole('figure', { name: 'Upkeep actions' }).textContent).toContain(
      '2 actions in 12 weeks',
    );
  });

  it('lists support cases with their counts, and says so when a list is empty', async () => {
    await setup();
    const tabs = screen.getByRole('tablist', { name: 'Support lists' });
    expect(within(tabs).getByRole('tab', { name: 'Unverified e-mails (1)' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Unverified e-mail addresses' }).textContent).toContain(
      'nell@example.org',
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Sign-in lockouts (0)' }));
    expect(
      await screen.findByRole('heading', { name: 'No lockouts in the last 24 hours' }),
    ).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'No steward (0)' }));
    expect(await screen.findByRole('heading', { name: 'Every thing has a steward' })).toBeTruthy();
  });

  it('retries a failed e-mail and says it was queued again', async () => {
    const { environment } = await setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Failed e-mails (1)' }));
    const table = await screen.findByRole('grid', { name: 'Failed e-mails' });
    expect(table.textContent).toContain('Passphrase changed');
    expect(table.textContent).toContain('Error: 550 mailbox unavailable');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Retry the e-mail to bounce@example.org' }),
    );
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
        'RetryFailedMailJobMutation',
      ),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ jobId: '41' });
    act(() => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          AdminMailJob: () => ({ id: '41', runAt: '2026-11-25T04:10:00Z' }),
        }),
      );
    });
    const status = await within(table).findByText(/Queued again/);
    expect(status.textContent).toBe('Queued again at 04:10 UTC');
    expect(within(table).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says why a retry was refused, and keeps the button', async () => {
    const { environment } = await setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Failed e-mails (1)' }));
    const table = await screen.findByRole('grid', { name: 'Failed e-mails' });
    await userEvent.click(within(table).getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
        'RetryFailedMailJobMutation',
      ),
    );
    // As the network layer reports a GraphQL error (relay/environment.ts).
    act(() => {
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new NetworkError('This e-mail is no longer waiting for a retry', 200, [
          {
            message: 'This e-mail is no longer waiting for a retry',
            extensions: { errcode: 'NTFND' },
          },
        ]),
      );
    });
    expect(
      await within(table).findByText('This e-mail is no longer waiting for a retry'),
    ).toBeTruthy();
    expect(within(table).getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('shows the audit log and loads the next page', async () => {
    const { environment } = await setup();
    const log = screen.getByRole('grid', { name: 'Audit log' });
    const row = within(log).getByRole('row', { name: /Changed a user/ });
    expect(row.textContent).toContain('@ada_admin');
    expect(row.textContent).toContain('old_owner; changed name');
    const membership = within(log).getByRole('row', { name: /Changed a group membership/ });
    expect(membership.textContent).toContain('Group membership');
    expect(membership.textContent).toContain('Private pond; @una_user; owner; changed is_owner');
    await userEvent.click(screen.getByRole('button', { name: /Load more entries/ }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
        'AdminAuditLogPaginationQuery',
      ),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      count: 20,
      cursor: 'c20',
    });
  });

  it('says so when there is nothing to support and no admin action yet', async () => {
    await setup({ empty: true });
    expect(screen.getByRole('heading', { name: 'Every address is verified' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No admin actions yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more entries/ })).toBeNull();
  });
});
