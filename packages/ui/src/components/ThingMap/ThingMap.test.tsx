import { CLIENT_ERRORS } from '@bloomkeep/schema';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mapClusters,
  mapLines,
  mapPoints,
  mapPolygons,
  offlineBaseLayers,
  totnesViewport,
} from '../../fixtures/mapFixtures';
import { FakeMapboxOverlay, fakeDeck, resetFakeDeck } from '../../map/fakeDeck';
import { FakeMap, fakeMaplibre, resetFakeMaplibre } from '../../map/fakeMaplibre';
import { loadDeck } from '../../map/loadDeck';
import { loadMaplibre } from '../../map/loadMaplibre';
import type { MapOverlayId } from '../../map/mapOverlays';
import { offlineMapStyle } from '../../map/offlineMapStyle';
import { baseMapUnavailableMessage, ThingMap, type ThingMapProps } from './ThingMap';

// WebGL does not exist in happy-dom: maplibre and deck.gl resolve to fakes that record what the
// component asks of them. The real map is exercised by the Storybook tests in Chromium.
vi.mock('../../map/loadMaplibre', () => ({ loadMaplibre: vi.fn() }));
vi.mock('../../map/loadDeck', () => ({ loadDeck: vi.fn() }));

const everything: MapOverlayId[] = ['things', 'devices', 'rainfallStations', 'gateways'];

function renderMap(props: Partial<ThingMapProps> = {}) {
  return render(
    <ThingMap
      label="Map of things in Totnes"
      baseLayers={offlineBaseLayers}
      activeOverlays={everything}
      onOverlaysChange={() => undefined}
      points={mapPoints}
      initialViewport={totnesViewport}
      {...props}
    />,
  );
}

async function loaded(): Promise<{ map: FakeMap; overlay: FakeMapboxOverlay }> {
  await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
  const map = FakeMap.instances[0]!;
  map.finishLoading();
  await vi.waitFor(() => expect(FakeMapboxOverlay.instances).toHaveLength(1));
  const overlay = FakeMapboxOverlay.instances[0]!;
  // The overlay is created, added and given its layers in separate effects: wait for all three
  // (on a busy machine a test could otherwise look between them).
  await vi.waitFor(() => {
    expect(map.controls).toContain(overlay);
    expect(overlay.props.layers.length).toBeGreaterThan(0);
  });
  return { map, overlay };
}

describe('ThingMap', () => {
  beforeEach(() => {
    resetFakeMaplibre();
    resetFakeDeck();
    vi.mocked(loadMaplibre).mockReset().mockResolvedValue(fakeMaplibre);
    vi.mocked(loadDeck).mockReset().mockResolvedValue(fakeDeck);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws deck.gl layers interleaved with the map, only for the overlays that are on', async () => {
    const { rerender } = renderMap({ polygons: mapPolygons, lines: mapLines });
    const { map, overlay } = await loaded();
    expect(overlay.props.interleaved).toBe(true);
    expect(map.controls).toContain(overlay);
    expect(overlay.layerData('points')).toHaveLength(mapPoints.length);
    expect(overlay.layerData('soilscapes')).toEqual([]);
    rerender(
      <ThingMap
        label="Map of things in Totnes"
        activeOverlays={['flowerbed', 'soilscapes', 'bLines']}
        onOverlaysChange={() => undefined}
        points={mapPoints}
        polygons={mapPolygons}
        lines={mapLines}
        clusters={mapClusters}
        initialViewport={totnesViewport}
      />,
    );
    expect((overlay.layerData('points') as { name: string }[]).map((p) => p.name)).toEqual([
      'Station planter',
    ]);
    expect(overlay.layerData('soilscapes')).toHaveLength(2);
    expect(overlay.layerData('b-lines')).toHaveLength(1);
    expect(overlay.layerData('clusters')).toHaveLength(3);
  });

  it('calls back with the overlays that are on when one is toggled in the layer panel', async () => {
    const onOverlaysChange = vi.fn();
    renderMap({ activeOverlays: ['things'], onOverlaysChange });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Layers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Map layers' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Soilscapes' }));
    expect(onOverlaysChange).toHaveBeenLastCalledWith(['things', 'soilscapes']);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'All things' }));
    expect(onOverlaysChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the point card when a point gets keyboard focus, and Enter selects it', async () => {
    const onSelect = vi.fn();
    renderMap({ onSelect });
    await loaded();
    const target = screen.getByRole('button', {
      name: 'Castle Street bee cafe, Bee cafe, Needs water, Watered 3 days ago by Sam',
    });
    expect(screen.queryByTestId('map-point-card')).toBeNull();
    act(() => target.focus());
    const card = screen.getByTestId('map-point-card');
    expect(card.textContent).toContain('Castle Street bee cafe');
    expect(card.textContent).toContain('Needs water');
    expect(card.textContent).toContain('Watered 3 days ago by Sam');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  });

  it('gives only the points in view a focus target', async () => {
    const far = {
      ...mapPoints[0]!,
      id: 'far',
      name: 'Dartington hall bed',
      position: { longitude: -3.7, latitude: 50.45 },
    };
    renderMap({ points: [...mapPoints, far] });
    await loaded();
    expect(screen.getAllByTestId('map-point-target')).toHaveLength(mapPoints.length);
    expect(screen.queryByRole('button', { name: /Dartington hall bed/ })).toBeNull();
  });

  it('shows the card on hover, from deck.gl picking', async () => {
    renderMap();
    const { map } = await loaded();
    FakeMapboxOverlay.picked = { layerId: 'points', object: mapPoints[1] };
    map.hoverAt(-3.6861, 50.4342);
    expect(screen.getByTestId('map-point-card').textContent).toContain('Station planter');
    FakeMapboxOverlay.picked = null;
    map.hoverAt(-3.69, 50.43);
    expect(screen.queryByTestId('map-point-card')).toBeNull();
  });

  it('reports a click on empty map with its coordinates, and a click on a point as a selection', async () => {
    const onMapClick = vi.fn();
    const onSelect = vi.fn();
    renderMap({ onMapClick, onSelect });
    const { map } = await loaded();
    map.clickAt(-3.687, 50.434);
    expect(onMapClick).toHaveBeenCalledWith({ longitude: -3.687, latitude: 50.434 });
    FakeMapboxOverlay.picked = { layerId: 'points', object: mapPoints[0] };
    map.clickAt(-3.6884, 50.4331);
    expect(onSelect).toHaveBeenCalledWith(mapPoints[0]);
    expect(onMapClick).toHaveBeenCalledTimes(1);
  });

  it('reports the first view at once and later moves once the map rests, with bounds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onViewportChange = vi.fn();
    renderMap({ onViewportChange });
    const { map } = await loaded();
    expect(onViewportChange).toHaveBeenCalledTimes(1);
    expect(onViewportChange).toHaveBeenLastCalledWith({
      center: { longitude: -3.6884, latitude: 50.4331 },
      zoom: 15,
      bounds: {
        west: expect.closeTo(-3.6984, 9),
        south: expect.closeTo(50.4231, 9),
        east: expect.closeTo(-3.6784, 9),
        north: expect.closeTo(50.4431, 9),
      },
    });
    act(() => {
      map.zoomIn();
      map.zoomIn();
    });
    expect(onViewportChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    expect(onViewportChange).toHaveBeenCalledTimes(2);
    expect(onViewportChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 17 }));
  });

  it('zooms with its buttons and resets to the initial view', async () => {
    renderMap();
    const { map } = await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.zoom).toBe(16);
    act(() => map.jumpTo({ center: [-3.7, 50.44], zoom: 12 }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(map.center).toEqual({ lng: -3.6884, lat: 50.4331 });
    expect(map.zoom).toBe(15);
  });

  it('lets maplibre pan and zoom with the keyboard on the focused map', async () => {
    renderMap();
    const { map } = await loaded();
    expect(map.options).toMatchObject({ keyboard: true, interactive: true });
    expect(map.canvas.getAttribute('aria-label')).toBe('Map of things in Totnes');
  });

  it("says the spec's denial message when location access is refused", async () => {
    const getCurrentPosition = vi.fn(
      (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, PERMISSION_DENIED: 1, TIMEOUT: 3 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      renderMap();
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'My location' }));
      expect(screen.getByRole('alert').textContent).toBe(CLIENT_ERRORS.locationDenied);
      expect(CLIENT_ERRORS.locationDenied).toBe(
        'Please enable location access in your device settings to use this feature',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to the offline style and says so when the base map cannot be loaded', async () => {
    renderMap({
      baseLayers: [
        {
          id: 'terrain',
          label: 'Terrain',
          style: 'https://tiles.example.org/style.json',
          attribution: '© Example',
        },
      ],
    });
    await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
    const map = FakeMap.instances[0]!;
    expect(map.options.style).toBe('https://tiles.example.org/style.json');
    act(() => map.fire('error', { error: new Error('Failed to fetch') }));
    expect(map.styles).toEqual([offlineMapStyle]);
    map.finishLoading();
    expect(screen.getByRole('status').textContent).toBe(baseMapUnavailableMessage);
    expect(screen.queryByText('© Example')).toBeNull();
    expect(screen.queryByText('The map could not be shown', { exact: false })).toBeNull();
  });

  it('credits the selected base layer', async () => {
    renderMap({ selectedBaseLayer: 'satellite' });
    await loaded();
    expect(screen.getByText('© Imagery sample')).toBeTruthy();
    expect(screen.queryByText('© Terrain sample')).toBeNull();
  });

  it('says so when there is nothing to draw', async () => {
    renderMap({ points: [] });
    await loaded();
    expect(screen.getByRole('status').textContent).toContain('Nothing to show here');
  });

  it('explains that WebGL is needed when the map cannot be created', async () => {
    vi.mocked(loadMaplibre).mockResolvedValue({
      ...fakeMaplibre,
      Map: class {
        constructor() {
          throw new Error('Failed to initialize WebGL');
        }
      },
    } as unknown as typeof fakeMaplibre);
    renderMap();
    expect(await screen.findByText(/it needs WebGL/)).toBeTruthy();
    expect(
      screen
        .getByRole('group', { name: 'Map of things in Totnes' })
        .getAttribute('data-map-status'),
    ).toBe('failed');
  });
});
