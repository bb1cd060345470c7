import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMap, FakeMarker, fakeMaplibre, resetFakeMaplibre } from '../../map/fakeMaplibre';
import { loadMaplibre } from '../../map/loadMaplibre';
import { formatCoordinates, LocationMap } from './LocationMap';
import { offlineMapStyle } from '../../map/offlineMapStyle';

// WebGL does not exist in happy-dom: the lazy loader resolves to a small fake that records what
// the component asks of maplibre. The real map is exercised by the Storybook tests in Chromium.
vi.mock('../../map/loadMaplibre', () => ({ loadMaplibre: vi.fn() }));

const props = {
  longitude: -3.6884,
  latitude: 50.4331,
  label: 'Map showing Castle Street bee cafe',
};

async function renderLoaded() {
  const view = render(<LocationMap {...props} />);
  await screen.findByText('50.43310, -3.68840');
  await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
  FakeMap.instances[0]!.finishLoading();
  return view;
}

describe('formatCoordinates', () => {
  it('writes latitude then longitude with five decimals', () => {
    expect(formatCoordinates(50.4331, -3.6884)).toBe('50.43310, -3.68840');
    expect(formatCoordinates(-33.856784, 151.215297)).toBe('-33.85678, 151.21530');
  });
});

describe('LocationMap', () => {
  beforeEach(() => {
    resetFakeMaplibre();
    vi.mocked(loadMaplibre).mockReset().mockResolvedValue(fakeMaplibre);
  });

  it('is a region named by its label that writes out the coordinates', () => {
    render(<LocationMap {...props} />);
    const region = screen.getByRole('region', { name: 'Map showing Castle Street bee cafe' });
    expect(region.textContent).toContain('50.43310, -3.68840');
    expect(region.textContent).toContain('Latitude, longitude:');
  });

  it('shows a skeleton and is busy until the map has loaded', async () => {
    render(<LocationMap {...props} />);
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('map-loading')).toBeTruthy();
    expect(region.getAttribute('data-map-ready')).toBe('false');
    await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
    FakeMap.instances[0]!.finishLoading();
    expect(region.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByTestId('map-loading')).toBeNull();
    expect(region.getAttribute('data-map-ready')).toBe('true');
  });

  it('creates a static map at the point with the offline style by default', async () => {
    await renderLoaded();
    const { options } = FakeMap.instances[0]!;
    expect(options).toMatchObject({
      center: [-3.6884, 50.4331],
      zoom: 15,
      interactive: false,
      fadeDuration: 0,
      style: offlineMapStyle,
    });
    expect(options.style).not.toBe(offlineMapStyle);
  });

  it('passes a configured style URL and zoom through', async () => {
    render(<LocationMap {...props} styleUrl="https://tiles.example.org/style.json" zoom={12} />);
    await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
    expect(FakeMap.instances[0]!.options).toMatchObject({
      style: 'https://tiles.example.org/style.json',
      zoom: 12,
    });
  });

  it('puts one themed marker, hidden from assistive technology, on the point', async () => {
    await renderLoaded();
    expect(FakeMarker.instances).toHaveLength(1);
    const marker = FakeMarker.instances[0]!;
    expect(marker.lngLat).toEqual([-3.6884, 50.4331]);
    expect(marker.element.isConnected).toBe(true);
    expect(marker.element.getAttribute('aria-hidden')).toBe('true');
  });

  it('moves the camera and marker without recreating the map when the point changes', async () => {
    const { rerender } = await renderLoaded();
    rerender(<LocationMap {...props} longitude={-3.7} latitude={50.44} />);
    expect(FakeMap.instances).toHaveLength(1);
    expect(FakeMap.instances[0]!.center).toEqual({ lng: -3.7, lat: 50.44 });
    expect(FakeMarker.instances[0]!.lngLat).toEqual([-3.7, 50.44]);
    expect(screen.getByText('50.44000, -3.70000')).toBeTruthy();
  });

  it('shows a message and keeps the coordinates when maplibre cannot load', async () => {
    vi.mocked(loadMaplibre).mockRejectedValue(
      new Error('Failed to fetch dynamically imported module'),
    );
    render(<LocationMap {...props} />);
    expect(await screen.findByText('The map could not be shown')).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('50.43310, -3.68840');
    expect(screen.getByRole('region').getAttribute('data-map-status')).toBe('failed');
  });

  it('shows the message when the style fails before the map loads', async () => {
    render(<LocationMap {...props} />);
    await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
    act(() => FakeMap.instances[0]!.fire('error', { error: new Error('404') }));
    expect(screen.getByText('The map could not be shown')).toBeTruthy();
    expect(FakeMap.instances[0]!.removed).toBe(true);
  });

  it('removes the map when unmounted', async () => {
    const { unmount } = await renderLoaded();
    unmount();
    expect(FakeMap.instances[0]!.removed).toBe(true);
  });
});
