import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, within } from 'storybook/test';
import { Spinner, ToastProvider } from '@bloomkeep/ui';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { EmailListItemStoryQuery } from '../../__generated__/EmailListItemStoryQuery.graphql';
import { EmailListItem } from './EmailListItem';

const storyQuery = graphql`
  query EmailListItemStoryQuery @relay_test_operation {
    userEmailById(id: "00000000-0000-0000-0000-000000000001") {
      ...EmailListItem_email
    }
  }
`;

function EmailListItemStory() {
  const data = useLazyLoadQuery<EmailListItemStoryQuery>(storyQuery, {});
  return data.userEmailById ? (
    <EmailListItem email={data.userEmailById} onChanged={async () => undefined} />
  ) : null;
}

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Suspense fallback={<Spinner />}>
      <Story />
    </Suspense>
  </ToastProvider>
);

function email(fields: { email: string; isPrimary: boolean; isVerified: boolean }) {
  return { relay: { resolvers: { UserEmail: () => ({ nodeId: 'email-1', ...fields }) } } };
}

const meta = {
  title: 'App/Account/EmailListItem',
  component: EmailListItemStory,
  decorators: [withToasts, withRelayMockEnvironment],
  parameters: {
    docs: {
      description: {
        component:
          'One address on /account/emails: its state as tags (Primary, Verified or Not verified) and the actions that apply — resend the verification link, make primary, delete (after a confirmation dialog). The primary address cannot be deleted.',
      },
    },
  },
} satisfies Meta<typeof EmailListItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryVerified: Story = {
  parameters: email({ email: 'robin@example.org', isPrimary: true, isVerified: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('robin@example.org')).toBeVisible();
    await expect(canvas.getByText('Primary')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Unverified: Story = {
  parameters: email({ email: 'robin.work@example.org', isPrimary: false, isVerified: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend link' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Make primary' })).toBeNull();
  },
};

export const VerifiedSecondary: Story = {
  parameters: email({ email: 'robin@allotment.example', isPrimary: false, isVerified: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Make primary' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Resend link' })).toBeNull();
  },
};

export const LongAddressSmallViewport: Story = {
  parameters: email({
    email: 'robin.gardener.of.the.castle.street.bee.cafe@community-allotments.example.org',
    isPrimary: false,
    isVerified: false,
  }),
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
