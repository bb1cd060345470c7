import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { serveStory, STORY_API, storyPoints, type StoryRoute } from '../stories/storyServer';
import { shadowOf, WidgetHost } from '../stories/WidgetHost';

interface Args {
  bbox?: string;
  category?: string;
  theme?: 'default' | 'beecafe';
  height?: string;
  server: 'things' | 'none' | 'busy';
  hostile: boolean;
}

/** public.thingsInView.v1 as the server answers it, from fixture points filtered like the API. */
const thingsInView =
  (points: typeof storyPoints): StoryRoute =>
  (url) => {
    const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as {
      categories: string[];
      allCategories: boolean;
    };
    return {
      status: 200,
      body: {
        data: {
          mapFeatures: {
            truncated: false,
            points: points.filter(
              (point) =>
                variables.allCategories || variables.categories.includes(point.category ?? ''),
            ),
            clusters: [],
          },
        },
      },
    };
  };

const routes: Record<Args['server'], StoryRoute> = {
  things: thingsInView(storyPoints),
  none: thingsInView([]),
  busy: () => ({
    status: 429,
    body: { errors: [{ message: 'Too many requests' }] },
    headers: { 'retry-after': '30' },
  }),
};

const meta = {
  title: 'Widgets/Thing map',
  tags: ['autodocs'],
  args: {
    bbox: '-3.70,50.425,-3.675,50.437',
    theme: 'default',
    height: '400',
    server: 'things',
    hostile: false,
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['default', 'beecafe'] },
    server: { control: 'select', options: Object.keys(routes) },
  },
  beforeEach: ({ args }) => serveStory(routes[args.server]),
  render: ({ bbox, category, theme, height, hostile }) => (
    <WidgetHost
      element="bloomkeep-thing-map"
      attributes={{ api: STORY_API, bbox, category, theme, height }}
      hostile={hostile}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`<bloomkeep-thing-map api bbox category theme height>`: the public things in a box (`public.thingsInView.v1` over `GET /graphql/public`), coloured by their water indicator; a point’s card links to the thing’s page on our site. React, the kit’s `ThingMap` and MapLibre/deck.gl load in a chunk imported by the first map element on a page, never by the card or badges. These stories answer from fixture points.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThingsInView: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, 'bloomkeep-thing-map');
    await waitFor(
      () =>
        expect(
          within(root as unknown as HTMLElement).getByRole('group', {
            name: 'Map of public things on Bloomkeep',
          }),
        ).toBeVisible(),
      { timeout: 15_000 },
    );
  },
};

export const OneCategory: Story = { args: { category: 'TREE,FLOWERBED' } };

export const BeeCafeTheme: Story = { args: { theme: 'beecafe', category: 'BEECAFE' } };

export const NoThingsInView: Story = { args: { server: 'none' } };

export const Busy: Story = { args: { server: 'busy' } };

export const HostileHostCss: Story = { tags: ['!autodocs'], args: { hostile: true } };
