import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  badgesFragment,
  badgesPlaceholder,
  serveStory,
  STORY_API,
  type StoryRoute,
} from '../stories/storyServer';
import { shadowOf, WidgetHost } from '../stories/WidgetHost';

interface Args {
  user?: string;
  theme?: 'default' | 'beecafe';
  /** What the stand-in server answers. */
  server: 'shared' | 'notShared' | 'busy' | 'unreachable' | 'slow';
  hostile: boolean;
}

const routes: Record<Args['server'], StoryRoute> = {
  shared: (url) => ({
    status: 200,
    body: badgesFragment(url.searchParams.get('theme'), url.searchParams.get('user') ?? ''),
  }),
  notShared: (url) => ({ status: 404, body: badgesPlaceholder(url.searchParams.get('theme')) }),
  busy: () => ({
    status: 429,
    body: { errors: [{ message: 'Too many requests', code: 'RATE_LIMITED' }] },
    headers: { 'retry-after': '30' },
  }),
  unreachable: () => 'unreachable',
  slow: () => 'pending',
};

const meta = {
  title: 'Widgets/Badges',
  tags: ['autodocs'],
  args: { user: 'stewardsam', theme: 'default', server: 'shared', hostile: false },
  argTypes: {
    theme: { control: 'inline-radio', options: ['default', 'beecafe'] },
    server: { control: 'select', options: Object.keys(routes) },
  },
  beforeEach: ({ args }) => serveStory(routes[args.server]),
  render: ({ user, theme, hostile }) => (
    <WidgetHost
      element="bloomkeep-badges"
      attributes={{ api: STORY_API, user, theme }}
      hostile={hostile}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`<bloomkeep-badges api user theme>` from the widget script (`/widgets/v1/bloomkeep.js`): a person’s badges, rendered on our server (`GET /widgets/v1/fragments/badges?user=&theme=` → `{ html, styles, fonts }`) and shown in an open shadow root. Only for people who chose to show their badges on partner sites; anyone else, and an unknown username, get the same placeholder. These stories answer from a stand-in for the server, with the kit’s real markup.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-badges');
    const view = within(root as unknown as HTMLElement);
    await expect(view.getByRole('heading', { name: 'stewardsam’s badges' })).toBeVisible();
  },
};

export const BeeCafeTheme: Story = { args: { theme: 'beecafe' } };

export const NotShared: Story = {
  args: { user: 'quietquinn', server: 'notShared' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-badges');
    await expect(root.textContent).toContain('has not chosen to show their badges here');
  },
};

export const NoUserAttribute: Story = { args: { user: undefined } };

export const Loading: Story = { args: { server: 'slow' } };

export const Busy: Story = {
  args: { server: 'busy' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-badges', 'bloomkeep-error');
    const view = within(root as unknown as HTMLElement);
    await expect(view.getByRole('alert')).toHaveTextContent('Try again in 30 seconds');
    await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Unreachable: Story = { args: { server: 'unreachable' } };

/** A partner stylesheet that styles everything, even our class names: nothing reaches in. */
export const HostileHostCss: Story = {
  tags: ['!autodocs'],
  args: { hostile: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-badges');
    const heading = within(root as unknown as HTMLElement).getByRole('heading', {
      name: 'stewardsam’s badges',
    });
    await expect(heading).toBeVisible();
    const style = getComputedStyle(heading);
    await expect(style.color).not.toBe('rgb(200, 0, 200)');
    await expect(style.textTransform).toBe('none');
    await expect(style.fontFamily).not.toContain('Comic Sans');
    // The partner's own text does get the partner's styles.
    const host = within(canvasElement).getByTestId('host-text');
    await expect(getComputedStyle(host).color).toBe('rgb(200, 0, 200)');
  },
};
