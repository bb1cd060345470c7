import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, userEvent, within } from 'storybook/test';
import { ToastProvider } from '@bloomkeep/ui';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { InvitationsPanelStoryQuery } from '../../__generated__/InvitationsPanelStoryQuery.graphql';
import { smallViewport, withBrand } from '../Home/storySupport';
import { InvitationsPanel } from './InvitationsPanel';
import type { InvitationKind } from './invitationKinds';

const storyQuery = graphql`
  query InvitationsPanelStoryQuery @relay_test_operation {
    thingById(id: "00000000-0000-4000-8000-000000000001") {
      invitations(first: 50, orderBy: [CREATED_AT_DESC]) {
        ...InvitationsPanel_invitations
      }
    }
  }
`;

function InvitationsPanelStory({ kind, targetName }: { kind: InvitationKind; targetName: string }) {
  const data = useLazyLoadQuery<InvitationsPanelStoryQuery>(storyQuery, {});
  return (
    <ToastProvider>
      <InvitationsPanel
        kind={kind}
        targetId="t1"
        targetName={targetName}
        invitations={data.thingById!.invitations}
      />
    </ToastProvider>
  );
}

const pending = [
  {
    id: 'i1',
    email: 'nina@example.org',
    createdAt: '2026-11-20T10:00:00Z',
    expiresAt: '2026-11-27T10:00:00Z',
    acceptedAt: null,
  },
  {
    id: 'i2',
    email: 'maria.fernanda.rodriguez.lopez.de.la.castellana@neighbourhood-association.example.org',
    createdAt: '2026-11-22T10:00:00Z',
    expiresAt: '2026-11-29T10:00:00Z',
    acceptedAt: null,
  },
];

function invitations(nodes: typeof pending) {
  return { relay: { resolvers: { InvitationsConnection: () => ({ nodes }) } } };
}

const meta = {
  title: 'App/Invitations/InvitationsPanel',
  component: InvitationsPanelStory,
  decorators: [withBrand, withRelayMockEnvironment],
  args: { kind: 'thing', targetName: 'Castle Street bee cafe' },
  parameters: {
    ...invitations(pending),
    docs: {
      description: {
        component:
          'Invitations on a thing’s, device’s or group’s settings page (owners and administrators): invite an e-mail address, and see pending invitations with their expiry, to send again or remove (with a confirmation). Data comes from the `InvitationsPanel_invitations` fragment on the target’s `invitations` connection.',
      },
    },
  },
} satisfies Meta<typeof InvitationsPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pending invitations, one with a very long address. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Pending invitations' });
    await expect(within(list).getByText('nina@example.org')).toBeVisible();
    await expect(within(list).getByText(/expires Nov 27, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};

export const NothingPending: Story = {
  parameters: invitations([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pending invitations.')).toBeVisible();
  },
};

/** The address is checked before anything is sent. */
export const InvalidAddress: Story = {
  parameters: invitations([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail address/ }), 'nina');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
  },
};

export const SmallViewport: Story = {
  ...Pending,
  decorators: [smallViewport],
};
