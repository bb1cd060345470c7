import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionTimeline, type TimelineAction } from './ActionTimeline';

const now = new Date('2025-06-10T12:00:00Z');
const actions: TimelineAction[] = [
  {
    id: '5',
    type: 'LITTER_CLEANUP',
    comments: 'Two bags of crisp packets and cans from under the hedge.',
    createdAt: '2025-06-10T09:00:00Z',
    creator: { name: 'Priya Shah', username: 'priya' },
  },
  {
    id: '4',
    type: 'WATERING',
    litres: 12,
    createdAt: '2025-06-07T18:30:00Z',
    creator: { name: 'Sam Green', username: 'samg' },
  },
  {
    id: '3',
    type: 'MEASUREMENT',
    comments: 'Soil pH 6.4 with the kit from the library.',
    createdAt: '2025-06-01T10:00:00Z',
    creator: { name: 'Ola Nowak', username: 'ola' },
  },
  {
    id: '2',
    type: 'EDUCATION',
    comments: 'Year 3 from St Mary’s learned about pollinators.',
    createdAt: '2025-05-12T13:00:00Z',
    creator: { name: 'Priya Shah', username: 'priya' },
  },
  {
    id: '1',
    type: 'CREATED',
    createdAt: '2025-03-04T10:00:00Z',
    creator: { name: 'Sam Green', username: 'samg' },
  },
];

const meta = {
  title: 'Domain/ActionTimeline',
  component: ActionTimeline,
  args: { actions, now },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A thing's history, newest first as the API returns it: the action type (icon and name, with the litres of a watering), who did it, when (relative, with a machine-readable `<time>`), and their comments. Pass `now` for deterministic times. Actions with `canChange` (the viewer recorded them) get a menu with Edit and Delete when `onEdit`/`onDelete` are given; the page asks before deleting.",
      },
    },
  },
} satisfies Meta<typeof ActionTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Actions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByText('3 hours ago')).toHaveAttribute(
      'datetime',
      '2025-06-10T09:00:00.000Z',
    );
  },
};

export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has been recorded yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    actions: [
      {
        id: '9',
        type: 'UPKEEP',
        comments:
          'Cut back the brambles along the fence, weeded the vegetable bed, re-staked the two young pear trees and topped up the bee water bowl with fresh pebbles.\nNext time: the compost bin lid needs a new hinge.',
        createdAt: '2025-06-09T16:00:00Z',
        creator: {
          name: 'Maximiliana Featherstonehaugh-Worthington',
          username: 'maximiliana_featherstonehaugh',
        },
      },
      ...actions.slice(0, 2),
    ],
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};

/** The viewer recorded two of them: those have a menu with Edit and Delete. */
export const OwnActions: Story = {
  args: {
    actions: actions.map((action) => ({ ...action, canChange: ['5', '4'].includes(action.id) })),
    onEdit: fn(),
    onDelete: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menus = canvas.getAllByRole('button', { name: /^Options for/ });
    await expect(menus).toHaveLength(2);
    await expect(menus[1]).toHaveAccessibleName('Options for Watering, 3 days ago');
    await userEvent.click(menus[1]!);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
  },
};
