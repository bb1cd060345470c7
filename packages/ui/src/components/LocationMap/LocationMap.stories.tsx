import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadMaplibre } from '../../map/loadMaplibre';
import { LocationMap } from './LocationMap';

/** Waits for maplibre's `idle`, so the screenshot shows the finished map. */
async function mapReady(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const region = within(canvasElement).getByRole('region', { name });
  await waitFor(() => expect(region).toHaveAttribute('data-map-ready', 'true'), {
    timeout: 10_000,
  });
  return region;
}

const meta = {
  title: 'Domain/Maps/LocationMap',
  component: LocationMap,
  args: {
    longitude: -3.6884,
    latitude: 50.4331,
    label: 'Map showing Castle Street bee cafe',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One point on a read-only map (a thing\'s location page, or a small preview), with the coordinates written out below for screen reader and keyboard users. maplibre-gl loads lazily on first render: a skeleton shows meanwhile, and a message replaces the map without WebGL. The base map is configuration: pass the app\'s MapLibre style URL as `styleUrl`; stories and tests use `offlineMapStyle`, which fetches nothing. `data-map-ready="true"` appears once the map has finished drawing.',
      },
    },
  },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await expect(within(region).getByText('50.43310, -3.68840')).toBeVisible();
    // The map fills its 240 px frame (less the border) and the marker sits inside it.
    const frame = region.querySelector('canvas')!.getBoundingClientRect();
    await expect(frame.height).toBe(238);
    const marker = region.querySelector('[data-testid="map-marker"]')!.getBoundingClientRect();
    await expect(marker.top).toBeGreaterThan(frame.top);
    await expect(marker.bottom).toBeLessThan(frame.bottom);
  },
};

/** A small preview beside other content, zoomed out a little. */
export const Preview: Story = {
  args: { height: 140, zoom: 13, label: 'Map showing Station planter' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await mapReady(canvasElement, args.label);
  },
};

/** The label is the region's accessible name, however long. */
export const LongLabel: Story = {
  args: {
    label:
      'Map showing the community orchard and wildflower meadow behind the old railway station on Willow Lane',
    latitude: -33.856784,
    longitude: 151.215297,
  },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await expect(within(region).getByText('-33.85678, 151.21530')).toBeVisible();
  },
};

/** While the style is on its way (here it never arrives): a skeleton, and the region is busy. */
export const Loading: Story = {
  args: { styleUrl: 'bk-never://style.json' },
  beforeEach: async () => {
    const { addProtocol, removeProtocol } = await loadMaplibre();
    addProtocol('bk-never', () => new Promise(() => undefined));
    return () => removeProtocol('bk-never');
  },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: args.label });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByTestId('map-loading')).toBeVisible();
    await expect(within(region).getByText('50.43310, -3.68840')).toBeVisible();
  },
};

/** The style cannot be loaded (a 404 here; no WebGL looks the same): a message, and the coordinates. */
export const Failed: Story = {
  args: { styleUrl: './map-style-that-does-not-exist.json' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: args.label });
    await expect(
      await within(region).findByText('The map could not be shown', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(region).getByText('50.43310, -3.68840')).toBeVisible();
    await expect(region).toHaveAttribute('data-map-ready', 'false');
  },
};
