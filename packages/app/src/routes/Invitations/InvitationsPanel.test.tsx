import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ThemeProvider, ToastProvider } from '@bloomkeep/ui';
import type { InvitationsPanelTestQuery } from '../../__generated__/InvitationsPanelTestQuery.graphql';
import { InvitationsPanel } from './InvitationsPanel';
import type { InvitationKind } from './invitationKinds';

const testQuery = graphql`
  query InvitationsPanelTestQuery @relay_test_operation {
    thingById(id: "00000000-0000-4000-8000-000000000001") {
      invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
        ...InvitationsPanel_invitations
      }
    }
  }
`;

vi.stubGlobal('jest', vi);
afterEach(cleanup);

const PENDING = {
  id: 'i1',
  email: 'nina@example.org',
  createdAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-11-27T10:00:00Z',
  acceptedAt: null,
};
const ACCEPTED = {
  ...PENDING,
  id: 'i2',
  email: 'done@example.org',
  acceptedAt: '2026-11-21T10:00:00Z',
};

function Subject({ kind }: { kind: InvitationKind }) {
  const data = useLazyLoadQuery<InvitationsPanelTestQuery>(testQuery, {});
  return (
    <InvitationsPanel
      kind={kind}
      targetId="t1"
      targetName="Sam’s seedling trays"
      invitations={data.thingById!.invitations}
    />
  );
}

function renderPanel(kind: InvitationKind = 'thing', invitations = [PENDING, ACCEPTED]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      InvitationsConnection: () => ({ nodes: invitations }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider theme="default">
        <ToastProvider>
          <Suspense fallback="Loading">
            <Subject kind={kind} />
          </Suspense>
        </ToastProvider>
      </ThemeProvider>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

function refusal(errcode: string, message = errcode) {
  return Object.assign(new Error(message), {
    errors: [{ message, extensions: { exception: { errcode } } }],
  });
}

describe('InvitationsPanel', () => {
  it('lists pending invitations with their expiry, not accepted ones', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(list).getByText('nina@example.org')).toBeDefined();
    expect(within(list).getByText(/expires Nov 27, 2026/)).toBeDefined();
    expect(screen.queryByText('done@example.org')).toBeNull();
  });

  it('says so when nothing is pending', async () => {
    renderPanel('thing', [ACCEPTED]);
    await screen.findByText('No pending invitations.');
  });

  it('checks the address before sending', async () => {
    const environment = renderPanel();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /E-mail address/ }),
      'not-an-address',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Enter a valid email address');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it.each([
    ['thing', 'Failed to send invitation, user has access to thing'],
    ['device', 'Failed to send invitation, user has access to device'],
  ] as const)(
    'shows §8’s "user has access" for a %s and keeps the address typed',
    async (kind, message) => {
      const environment = renderPanel(kind);
      const user = userEvent.setup();
      const input = await screen.findByRole('textbox', { name: /E-mail address/ });
      await user.type(input, 'owner@example.org');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      const invite = environment.mock.getMostRecentOperation();
      expect(invite.request.variables).toMatchObject({
        email: 'owner@example.org',
        targetId: 't1',
        thing: kind === 'thing',
        device: kind === 'device',
      });
      await act(async () => {
        environment.mock.reject(invite, refusal('DUPLI', message));
      });
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      expect(
        (screen.getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement).value,
      ).toBe('owner@example.org');
    },
  );

  it('falls back to "Failed to send invitation" for other failures', async () => {
    const environment = renderPanel('group');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /E-mail address/ }),
      'x@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), refusal('FORBD'));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send invitation');
  });

  it('resends an invitation by its id', async () => {
    const environment = renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send again to nina@example.org' }));
    const resend = environment.mock.getMostRecentOperation();
    expect(resend.request.node.params.name).toBe('ResendInvitationMutation');
    expect(resend.request.variables).toEqual({ invitationId: 'i1' });
  });

  it('says "Failed to remove invite" when removing fails', async () => {
    const environment = renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove invitation to nina@example.org' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    const removal = environment.mock.getMostRecentOperation();
    expect(removal.request.variables).toEqual({ id: 'i1' });
    await act(async () => {
      environment.mock.reject(removal, refusal('FORBD'));
    });
    await screen.findByText('Failed to remove invite');
  });
});
