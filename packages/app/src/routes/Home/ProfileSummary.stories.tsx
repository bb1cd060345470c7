import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { expect, within } from 'storybook/test';
import { withRelayMockEnvironment } from '../../../../../.storybook/relay';
import type { ProfileSummaryStoryQuery } from '../../__generated__/ProfileSummaryStoryQuery.graphql';
import { ProfileSummary } from './ProfileSummary';
import { smallViewport, withBrand } from './storySupport';

const storyQuery = graphql`
  query ProfileSummaryStoryQuery @relay_test_operation {
    currentUser {
      ...ProfileSummary_user
    }
  }
`;

function ProfileSummaryStory({ isGuest }: { isGuest: boolean }) {
  const data = useLazyLoadQuery<ProfileSummaryStoryQuery>(storyQuery, {});
  return <ProfileSummary user={isGuest ? null : (data.currentUser ?? null)} />;
}

function user(fields: { name: string | null; username: string; badges: number; things: number }) {
  return {
    relay: {
      resolvers: {
        User: () => ({
          nodeId: 'user-1',
          name: fields.name,
          username: fields.username,
          userBadgesByUserId: { totalCount: fields.badges },
          thingAccesses: { totalCount: fields.things },
        }),
      },
    },
  };
}

const meta = {
  title: 'App/Home/ProfileSummary',
  component: ProfileSummaryStory,
  decorators: [withBrand, withRelayMockEnvironment],
  args: { isGuest: false },
  parameters: {
    ...user({ name: 'Robin Ash', username: 'robin_ash', badges: 4, things: 3 }),
    docs: {
      description: {
        component:
          'The dashboard’s profile card: username, badge and thing counts, and links to the profile and badges. Guests get a sign-in and register invitation instead. Data comes from the `ProfileSummary_user` fragment.',
      },
    },
  },
} satisfies Meta<typeof ProfileSummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '@robin_ash' })).toBeVisible();
    await expect(canvas.getByText('Badges').nextElementSibling).toHaveTextContent('4');
    await expect(
      canvas.getByText(/^(Your things|Things you look after)$/).nextElementSibling,
    ).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
  },
};

/** No badges or things yet, and no display name. */
export const NewUser: Story = {
  parameters: user({ name: null, username: 'dartwalker', badges: 0, things: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '@dartwalker' })).toBeVisible();
    await expect(canvas.getAllByText('0')).toHaveLength(2);
  },
};

export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Join in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const SmallViewport: Story = {
  ...Default,
  decorators: [smallViewport],
};
