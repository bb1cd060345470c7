import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  mapClusters,
  mapLines,
  mapPoints,
  mapPolygons,
  offlineBaseLayers,
  totnesViewport,
} from '../../fixtures/mapFixtures';
import { loadMaplibre } from '../../map/loadMaplibre';
import type { MapOverlayId } from '../../map/mapOverlays';
import { ThingMap, type ThingMapProps } from './ThingMap';

/** Waits for the map's first complete frame, so play and the screenshot see the finished map. */
async function mapReady(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const region = within(canvasElement).getByRole('group', { name });
  await waitFor(() => expect(region).toHaveAttribute('data-map-ready', 'true'), {
    timeout: 15_000,
  });
  return region;
}

/** The overlays live in the story's state, as the app keeps them in the URL. */
function Controlled(props: ThingMapProps) {
  const [active, setActive] = useState<MapOverlayId[]>([...props.activeOverlays]);
  const [base, setBase] = useState(props.selectedBaseLayer);
  return (
    <ThingMap
      {...props}
      activeOverlays={active}
      onOverlaysChange={(next) => {
        setActive(next);
        props.onOverlaysChange(next);
      }}
      selectedBaseLayer={base}
      onBaseLayerChange={setBase}
    />
  );
}

const meta = {
  title: 'Domain/Maps/ThingMap',
  component: ThingMap,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Map of things in Totnes',
    baseLayers: offlineBaseLayers,
    activeOverlays: ['things', 'devices', 'rainfallStations', 'gateways'],
    onOverlaysChange: fn(),
    onMapClick: fn(),
    onSelect: fn(),
    onViewportChange: fn(),
    points: mapPoints,
    initialViewport: totnesViewport,
    height: 420,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Things, devices, rain gauges, gateways, soilscapes and B-Lines on a MapLibre base map, drawn by deck.gl layers interleaved through `MapboxOverlay`; both load lazily. The host feeds the data for the viewport it hears about from `onViewportChange` (debounced; with the bounds to fetch) and keeps `activeOverlays` (and the viewport) in the URL. Things and devices take the theme's water scale colours. Hover, or Tab to a point, to see its card; Enter or a click selects it; a click on empty map goes to `onMapClick`. The host configures maplibre's worker once with `configureMaps({ workerUrl })`. Stories use `offlineMapStyle` for every base layer, so pictures never depend on the network.",
      },
    },
  },
} satisfies Meta<typeof ThingMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Points: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await expect(within(region).getAllByTestId('map-point-target')).toHaveLength(mapPoints.length);
    await expect(within(region).getByText('© Terrain sample')).toBeVisible();
  },
};

/** Zoomed out: the server's clusters, sized by count, with the count drawn. */
export const Clusters: Story = {
  args: { points: [], clusters: mapClusters, initialViewport: { ...totnesViewport, zoom: 14 } },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await expect(
      within(region).getByRole('button', { name: '1240 things here: zoom in' }),
    ).toBeInTheDocument();
  },
};

export const SoilscapesAndBLines: Story = {
  args: {
    activeOverlays: ['things', 'soilscapes', 'bLines'],
    polygons: mapPolygons,
    lines: mapLines,
    initialViewport: { ...totnesViewport, zoom: 14 },
  },
  play: async ({ canvasElement, args }) => {
    await mapReady(canvasElement, args.label);
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await expect(within(region).getByText(/Nothing to show here/)).toBeVisible();
  },
};

/** While the base style is on its way (here it never arrives): a skeleton, and the region is busy. */
export const Loading: Story = {
  args: {
    baseLayers: [{ id: 'terrain', label: 'Terrain', style: 'bk-never://style.json' }],
  },
  beforeEach: async () => {
    const { addProtocol, removeProtocol } = await loadMaplibre();
    addProtocol('bk-never', () => new Promise(() => undefined));
    return () => removeProtocol('bk-never');
  },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('group', { name: args.label });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByTestId('map-loading')).toBeVisible();
  },
};

/** No network for the base map (a 404 here): the plain offline map, and a discreet notice. */
export const BaseMapUnavailable: Story = {
  args: {
    baseLayers: [
      {
        id: 'terrain',
        label: 'Terrain',
        style: './map-style-that-does-not-exist.json',
        attribution: '© Nobody',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await expect(
      within(region).getByText('Base map unavailable — showing a plain map'),
    ).toBeVisible();
    await expect(within(region).queryByText('© Nobody')).toBeNull();
  },
};

/** Without WebGL (simulated here by a map that cannot be created): a clear message. */
export const Failed: Story = {
  beforeEach: () => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(
      this: HTMLCanvasElement,
      ...rest: Parameters<typeof original>
    ) {
      return /webgl/.test(String(rest[0])) ? null : original.apply(this, rest);
    } as typeof original;
    return () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('group', { name: args.label });
    await expect(
      await within(region).findByText(/it needs WebGL/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    points: mapPoints.map((point) => ({
      ...point,
      name: `${point.name} by the old railway station on Willow Lane and the community orchard`,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    const [first] = within(region).getAllByTestId('map-point-target');
    first!.focus();
    await expect(await within(region).findByTestId('map-point-card')).toBeVisible();
  },
};

/** On a phone: the controls and the layer panel fit 375 px. */
export const Narrow: Story = {
  parameters: { test: { viewport: { width: 375, height: 700 }, capture: 'page' } },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await userEvent.click(within(region).getByRole('button', { name: 'Layers' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Map layers' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375);
  },
};

/** Play: switching soilscapes on in the layer panel reports the overlays. */
export const ToggleOverlay: Story = {
  tags: ['!dev', 'test-only'],
  args: { polygons: mapPolygons },
  parameters: { test: { capture: 'page' } },
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    await userEvent.click(within(region).getByRole('button', { name: 'Layers' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Map layers' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Soilscapes' }));
    await expect(args.onOverlaysChange).toHaveBeenLastCalledWith([
      'things',
      'devices',
      'soilscapes',
      'rainfallStations',
      'gateways',
    ]);
    await expect(within(dialog).getByRole('switch', { name: 'Soilscapes' })).toBeChecked();
  },
};

/** Play: Tab reaches the points; the focused one shows its card; Enter selects it. */
export const KeyboardFocusShowsCard: Story = {
  tags: ['!dev', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    const target = within(region).getByRole('button', {
      name: 'Castle Street bee cafe, Bee cafe, Needs water, Watered 3 days ago by Sam',
    });
    target.focus();
    const card = await within(region).findByTestId('map-point-card');
    await expect(card).toBeVisible();
    await expect(card).toHaveTextContent('Castle Street bee cafe');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  },
};

/** Play: a click on empty map reports where. */
export const MapClick: Story = {
  tags: ['!dev', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const region = await mapReady(canvasElement, args.label);
    const canvas = region.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: canvas,
      coords: { clientX: box.left + 40, clientY: box.bottom - 40 },
    });
    await waitFor(() => expect(args.onMapClick).toHaveBeenCalledTimes(1));
    const [point] = (args.onMapClick as ReturnType<typeof fn>).mock.calls[0]! as [
      { longitude: number; latitude: number },
    ];
    await expect(point.longitude).toBeLessThan(totnesViewport.center.longitude);
    await expect(point.latitude).toBeLessThan(totnesViewport.center.latitude);
  },
};
