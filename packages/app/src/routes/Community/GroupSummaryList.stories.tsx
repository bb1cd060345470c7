import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GroupSummaryList } from './GroupSummaryList';

const meta = {
  title: 'App/Community/GroupSummaryList',
  component: GroupSummaryList,
  parameters: {
    docs: {
      description: {
        component:
          'Groups as small cards linking to /groups/{slug}: name, public or private, members and the start of the description (two lines). On /community (near you, your groups) and on a person’s profile.',
      },
    },
  },
  args: {
    'aria-label': 'Groups near you',
    groups: [
      {
        id: 'g1',
        name: 'Friends of Vire Island',
        slug: 'friends-of-vire-island',
        isPublic: true,
        memberCount: 3,
        description:
          'Neighbours who water the Vire Island planter and keep the Castle Street bee cafe in flowers from April to October.',
        role: 'Owner',
      },
      {
        id: 'g2',
        name: 'Leechwell nest box watch',
        slug: 'leechwell-nest-box-watch',
        isPublic: false,
        memberCount: 1,
        role: 'Member',
      },
      {
        id: 'g3',
        name: 'Year 5 Bee Club (St. Mary’s Primary School, Totnes)',
        slug: 'year-5-bee-club',
        isPublic: true,
        memberCount: 28,
        description: 'A school class that shares a bee cafe.',
      },
    ],
  },
} satisfies Meta<typeof GroupSummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Groups near you' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Friends of Vire Island/ })).toHaveAttribute(
      'href',
      '/groups/friends-of-vire-island',
    );
    await expect(canvas.getByText('Private · 1 member')).toBeVisible();
  },
};

export const One: Story = {
  args: {
    groups: [
      {
        id: 'g1',
        name: 'Friends of Borough Park',
        slug: 'friends-of-borough-park',
        isPublic: true,
        memberCount: 20,
      },
    ],
  },
};
