import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const breadcrumbs = [
  { label: 'Home', href: '#home' },
  { label: 'Things', href: '#things' },
  { label: 'Corner planter', href: '#things-42' },
];

const meta = {
  title: 'Components/Layout/PageHeader',
  component: PageHeader,
  parameters: {
    docs: {
      description: {
        component:
          'The top of a page: breadcrumbs (the last one is the current page), the page’s only h1, a short description and the page’s main actions. Do keep one PageHeader per page; don’t put more than two actions in it.',
      },
    },
  },
  args: {
    title: 'Corner planter',
    description: 'A raised bed of lavender and thyme at the corner of Willow Lane.',
    breadcrumbs,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { actions: <Button icon={<Plus size={16} />}>Add action</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Corner planter' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    // The breadcrumb collection renders after the first commit.
    const things = await within(nav).findByRole('link', { name: 'Things' });
    // Keyboard: the breadcrumb links are in the tab order; the current page is not a link target.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(things).toHaveFocus();
    await expect(within(nav).getByText('Corner planter')).toHaveAttribute('aria-current', 'page');
    // Pointer
    await userEvent.hover(things);
    await userEvent.unhover(things);
    things.blur();
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'The community orchard and wildflower meadow behind the old railway station on Willow Lane',
    description:
      'Looked after by the Riverside Gardeners every second Saturday of the month since the spring of 2019, with help from the primary school next door.',
    breadcrumbs: [
      { label: 'Home', href: '#home' },
      { label: 'Riverside Gardeners and friends of Willow Lane', href: '#group' },
      { label: 'The community orchard and wildflower meadow', href: '#thing' },
    ],
    actions: (
      <>
        <Button tone="neutral">Share</Button>
        <Button>Add action</Button>
      </>
    ),
  },
};

export const SmallViewport: Story = {
  args: {
    actions: (
      <>
        <Button tone="neutral">Share</Button>
        <Button>Add action</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
