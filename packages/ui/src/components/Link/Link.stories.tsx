import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Read the watering guide', onPress: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['brand', 'neutral'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Navigates somewhere. Do: use link text that makes sense on its own. Don\'t: use a Link for actions that change data — use a Button. `target="_blank"` adds an icon and "(opens in a new tab)" for screen readers.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p style={{ margin: 0, color: vars.colour.text, fontFamily: vars.font.family.body }}>
      New to looking after planters? <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the watering guide' });
    await userEvent.click(link);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.unhover(link);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.large, fontFamily: vars.font.family.body }}>
      <Link {...args} tone="brand">
        Brand link
      </Link>
      <Link {...args} tone="neutral">
        Neutral link
      </Link>
    </div>
  ),
};

export const External: Story = {
  args: {
    href: 'https://www.gov.uk/check-flooding',
    target: '_blank',
    children: 'Environment Agency flood warnings',
    onPress: undefined,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Environment Agency flood warnings (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: '/guide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read how the Riverside Gardeners keep their planters watered through the summer holidays',
    href: 'https://example.org/riverside-gardeners/summer-watering-rota',
    target: '_blank',
    onPress: undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, fontFamily: vars.font.family.body }}>
        <Story />
      </div>
    ),
  ],
};
