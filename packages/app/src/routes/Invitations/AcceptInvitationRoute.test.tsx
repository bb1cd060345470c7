import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@bloomkeep/ui';
import { renderRoute } from '../../testing/renderRoute';
import { AcceptInvitationRoute, acceptInvitationLoader } from './AcceptInvitationRoute';
import type { InvitationKind } from './invitationKinds';

const ID = '6f1c1f4e-93a4-4b43-9a4e-3f0c5d7d2b11';
const URL_OK = `/groups/accept?invitationId=${ID}&code=abc123`;

afterEach(cleanup);

function refusal(errcode: string, extensions: Record<string, unknown> = {}) {
  return Object.assign(new Error(errcode), {
    errors: [{ message: errcode, extensions: { exception: { errcode }, ...extensions } }],
  });
}

async function open(options: { kind?: InvitationKind; url?: string; signedIn?: boolean }) {
  const kind = options.kind ?? 'group';
  return renderRoute({
    path: `/${kind === 'thing' ? 'things' : kind === 'device' ? 'devices' : 'groups'}/accept`,
    url: options.url ?? URL_OK,
    loader: (context) => acceptInvitationLoader(context, kind),
    element: (
      <ToastProvider>
        <AcceptInvitationRoute />
      </ToastProvider>
    ),
    signedIn: options.signedIn,
    userId: options.signedIn ? 'u1' : undefined,
    expectQuery: options.url === undefined || options.url.includes('code='),
  });
}

describe('AcceptInvitationRoute', () => {
  it('shows a guest what is offered and sends them to sign in or register, then back', async () => {
    const { environment, router } = await open({});
    const [operation] = environment.mock.getAllOperations();
    expect(operation!.request.variables).toMatchObject({
      invitationId: ID,
      code: 'abc123',
      group: true,
      thing: false,
    });
    await act(async () => {
      environment.mock.resolve(operation!, {
        data: {
          groupMembershipForInvitation: {
            id: 'g1',
            name: 'Leechwell nest box watch',
            maskedEmail: 'n•••@e•••.org',
            signedIn: false,
          },
        },
      });
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Join the group Leechwell nest box watch',
    });
    expect(screen.getByText('n•••@e•••.org')).toBeDefined();
    const back = encodeURIComponent(URL_OK);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/register?next=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/signin?next=${back}`,
    );
  });

  it.each([
    ['DNIED', 'The invitation code is invalid'],
    ['NTFND', 'This invitation has expired or is invalid'],
  ])('explains %s in plain words', async (code, text) => {
    const { environment } = await open({
      kind: 'thing',
      url: `/things/accept?invitationId=${ID}&code=x`,
    });
    await act(async () => {
      environment.mock.reject(environment.mock.getAllOperations()[0]!, refusal(code));
    });
    await screen.findByText(text);
  });

  it('treats a link without its id or code as invalid, without asking the server', async () => {
    await open({ kind: 'device', url: '/devices/accept?invitationId=nope' });
    await screen.findByText('This invitation has expired or is invalid');
  });

  it('names the masked address when the signed-in account has another one (DNIEM)', async () => {
    const { environment } = await open({ signedIn: true });
    await act(async () => {
      environment.mock.resolve(environment.mock.getAllOperations()[0]!, {
        data: {
          groupMembershipForInvitation: {
            id: 'g1',
            name: 'Leechwell nest box watch',
            maskedEmail: 'n•••@e•••.org',
            signedIn: true,
          },
        },
      });
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));
    const accept = environment.mock.getMostRecentOperation();
    expect(accept.request.node.params.name).toBe('AcceptInvitationMutation');
    await act(async () => {
      environment.mock.reject(accept, refusal('DNIEM', { maskedEmail: 'n•••@e•••.org' }));
    });
    await screen.findByText('This invitation was sent to a different email address');
    expect(screen.getByText(/It was sent to n•••@e•••\.org/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign out and use that address' })).toBeDefined();
  });
});
