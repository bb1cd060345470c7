import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offlineBaseLayers } from '../../fixtures/mapFixtures';
import type { MapBaseLayerId } from '../../map/mapData';
import type { MapOverlayId } from '../../map/mapOverlays';
import { MapLayerPanel, type MapLayerPanelProps } from './MapLayerPanel';

function Controlled(props: MapLayerPanelProps) {
  const [base, setBase] = useState<MapBaseLayerId>(props.selectedBaseLayer);
  const [active, setActive] = useState<MapOverlayId[]>([...props.activeOverlays]);
  return (
    <MapLayerPanel
      {...props}
      selectedBaseLayer={base}
      onBaseLayerChange={(id) => {
        setBase(id);
        props.onBaseLayerChange(id);
      }}
      activeOverlays={active}
      onOverlaysChange={(next) => {
        setActive(next);
        props.onOverlaysChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Maps/MapLayerPanel',
  component: MapLayerPanel,
  render: (args) => <Controlled {...args} />,
  args: {
    baseLayers: offlineBaseLayers,
    selectedBaseLayer: 'terrain',
    onBaseLayerChange: fn(),
    activeOverlays: ['things', 'rainfallStations'],
    onOverlaysChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The map\'s layers: one base map (a radio group) and any overlays (a switch each, grouped under headings). Controlled, so the app can keep the overlays in the URL. ThingMap shows it in its "Layers" popover; it also stands alone beside a map.',
      },
    },
  },
} satisfies Meta<typeof MapLayerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Only the overlays a page offers (the home dashboard's things map). */
export const FewOverlays: Story = {
  args: {
    baseLayers: offlineBaseLayers.slice(0, 1),
    overlays: [
      { id: 'things', label: 'All things', group: 'things' },
      { id: 'devices', label: 'All devices', group: 'things' },
    ],
  },
};

/** On a phone. */
export const Narrow: Story = {
  parameters: { test: { viewport: { width: 375, height: 800 } } },
};

/** Play: a switch toggles the overlay; the radio picks the base map. */
export const Toggle: Story = {
  tags: ['!dev', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'B-Lines (pollinator corridors)' }));
    await expect(args.onOverlaysChange).toHaveBeenLastCalledWith([
      'things',
      'bLines',
      'rainfallStations',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: 'Satellite' }));
    await expect(args.onBaseLayerChange).toHaveBeenLastCalledWith('satellite');
  },
};
