import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  serveStory,
  STORY_API,
  STORY_THING_ID,
  storyThing,
  thingCardFragment,
  thingCardPlaceholder,
  type StoryRoute,
} from '../stories/storyServer';
import { shadowOf, WidgetHost } from '../stories/WidgetHost';

interface Args {
  thing?: string;
  theme?: 'default' | 'beecafe';
  server: 'public' | 'notPublic' | 'busy' | 'unreachable' | 'slow';
  hostile: boolean;
}

const routes: Record<Args['server'], StoryRoute> = {
  public: (url) => ({
    status: 200,
    body: thingCardFragment(url.searchParams.get('theme'), storyThing),
  }),
  notPublic: (url) => ({ status: 404, body: thingCardPlaceholder(url.searchParams.get('theme')) }),
  busy: () => ({
    status: 429,
    body: { errors: [{ message: 'Too many requests', code: 'RATE_LIMITED' }] },
    headers: { 'retry-after': '120' },
  }),
  unreachable: () => 'unreachable',
  slow: () => 'pending',
};

const meta = {
  title: 'Widgets/Thing card',
  tags: ['autodocs'],
  args: { thing: STORY_THING_ID, theme: 'default', server: 'public', hostile: false },
  argTypes: {
    theme: { control: 'inline-radio', options: ['default', 'beecafe'] },
    server: { control: 'select', options: Object.keys(routes) },
  },
  beforeEach: ({ args }) => serveStory(routes[args.server]),
  render: ({ thing, theme, hostile }) => (
    <WidgetHost
      element="bloomkeep-thing-card"
      attributes={{ api: STORY_API, thing, theme }}
      hostile={hostile}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`<bloomkeep-thing-card api thing theme>`: one public thing, rendered on our server (`GET /widgets/v1/fragments/thing-card?thing=&theme=`) and kept live: the card follows `public.thingUpdated.v1` over graphql-ws at `/graphql/public`, fetches its fragment again on each event and swaps only its `data-bk-live` part, so the focus stays on “Help water” (a link to the thing’s page on our site). These stories answer from a stand-in for the server with the kit’s real markup; with no server, the live socket has nothing to connect to.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-thing-card');
    const view = within(root as unknown as HTMLElement);
    await expect(view.getByRole('heading', { name: new RegExp(storyThing.name) })).toBeVisible();
    const link = view.getByRole('link', { name: new RegExp(`^Help water ${storyThing.name}`) });
    await expect(link).toHaveAttribute(
      'href',
      `https://bloomkeep.example/things/${STORY_THING_ID}`,
    );
    // It takes the focus (user-event's Tab does not enter shadow roots; the real Tab order is
    // checked in a browser by scripts/browser-check.mjs).
    link.focus();
    await expect(root.activeElement).toBe(link);
  },
};

export const BeeCafeTheme: Story = { args: { theme: 'beecafe' } };

export const NotPublic: Story = { args: { server: 'notPublic' } };

export const NoThingAttribute: Story = { args: { thing: undefined } };

export const Loading: Story = { args: { server: 'slow' } };

export const Busy: Story = { args: { server: 'busy' } };

export const Unreachable: Story = {
  args: { server: 'unreachable' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-thing-card', 'bloomkeep-error');
    await expect(root.textContent).toContain('Bloomkeep could not be reached');
  },
};

export const HostileHostCss: Story = {
  tags: ['!autodocs'],
  args: { hostile: true },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-thing-card');
    const view = within(root as unknown as HTMLElement);
    const link = view.getByRole('link', { name: new RegExp(`^Help water ${storyThing.name}`) });
    await expect(link).toBeVisible();
    const heading = view.getByRole('heading', { name: new RegExp(storyThing.name) });
    await expect(getComputedStyle(heading).color).not.toBe('rgb(200, 0, 200)');
    await expect(getComputedStyle(heading).textTransform).toBe('none');
    const host = within(canvasElement).getByTestId('host-text');
    await expect(getComputedStyle(host).color).toBe('rgb(200, 0, 200)');
  },
};
