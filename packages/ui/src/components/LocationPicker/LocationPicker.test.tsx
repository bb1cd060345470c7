import { GEOLOCATION_TIMEOUT_MS } from '@bloomkeep/schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMap, FakeMarker, fakeMaplibre, resetFakeMaplibre } from '../../map/fakeMaplibre';
import { loadMaplibre } from '../../map/loadMaplibre';
import type { MapPoint } from '../../map/useMaplibreMap';
import { LocationPicker, type LocationPickerProps } from './LocationPicker';

// WebGL does not exist in happy-dom: the lazy loader resolves to a small fake that records what
// the component asks of maplibre. The real map is exercised by the Storybook tests in Chromium.
vi.mock('../../map/loadMaplibre', () => ({ loadMaplibre: vi.fn() }));

const denied = 'Please enable location access in your device settings to use this feature';
const totnes: MapPoint = { longitude: -3.6884, latitude: 50.4331 };

/** The picker with its value in state, as a form would hold it. */
function Controlled(
  props: Partial<LocationPickerProps> & { onChange: LocationPickerProps['onChange'] },
) {
  const [value, setValue] = useState<MapPoint | null>(props.value ?? null);
  return (
    <LocationPicker
      defaultCenter={totnes}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const latitudeField = () => screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement;
const longitudeField = () => screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement;

async function loadedMap(): Promise<FakeMap> {
  await vi.waitFor(() => expect(FakeMap.instances).toHaveLength(1));
  const map = FakeMap.instances[0]!;
  map.finishLoading();
  return map;
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  const geolocation = { getCurrentPosition: vi.fn(getCurrentPosition) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

function positionError(code: number): GeolocationPositionError {
  return {
    code,
    message: 'Location unavailable',
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
  } as GeolocationPositionError;
}

describe('LocationPicker', () => {
  beforeEach(() => {
    resetFakeMaplibre();
    vi.mocked(loadMaplibre).mockReset().mockResolvedValue(fakeMaplibre);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('is a group named by its label, "Location" by default', () => {
    const { rerender } = render(
      <LocationPicker value={null} onChange={vi.fn()} defaultCenter={totnes} />,
    );
    expect(screen.getByRole('group', { name: 'Location' })).toBeTruthy();
    rerender(
      <LocationPicker
        value={null}
        onChange={vi.fn()}
        defaultCenter={totnes}
        label="Where is it?"
      />,
    );
    expect(screen.getByRole('group', { name: 'Where is it?' })).toBeTruthy();
  });

  it('reports the typed coordinates once both are entered', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.click(latitudeField());
    await user.keyboard('50.4331');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(longitudeField());
    await user.keyboard('-3.6884');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.4331, longitude: -3.6884 });
    expect(latitudeField().value).toBe('50.43310');
    expect(longitudeField().value).toBe('-3.68840');
  });

  it('reports a changed coordinate with the other one kept', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} value={totnes} />);
    expect(latitudeField().value).toBe('50.43310');
    await user.clear(latitudeField());
    await user.keyboard('50.5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.5, longitude: -3.6884 });
    expect(longitudeField().value).toBe('-3.68840');
  });

  it('reports null when a coordinate is cleared, keeping the other field', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} value={totnes} />);
    await user.clear(latitudeField());
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(longitudeField().value).toBe('-3.68840');
  });

  it('refuses an out-of-range latitude with a message', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} value={totnes} />);
    await user.clear(latitudeField());
    await user.keyboard('95');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a latitude between -90 and 90')).toBeTruthy();
    expect(latitudeField().getAttribute('aria-invalid')).toBe('true');
    expect(latitudeField().value).toBe('95.00000');
  });

  it('refuses an out-of-range longitude with a message', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} value={totnes} />);
    await user.clear(longitudeField());
    await user.keyboard('-181');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a longitude between -180 and 180')).toBeTruthy();
  });

  it('asks the device for its location and reports it, rounded to five decimals', async () => {
    const onChange = vi.fn();
    const geolocation = stubGeolocation((success) =>
      success({
        coords: { latitude: 50.433101234, longitude: -3.688409876 },
      } as GeolocationPosition),
    );
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.getCurrentPosition.mock.calls[0]![2]).toMatchObject({
      timeout: GEOLOCATION_TIMEOUT_MS,
    });
    expect(GEOLOCATION_TIMEOUT_MS).toBe(30000);
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.4331, longitude: -3.68841 });
    expect(latitudeField().value).toBe('50.43310');
    expect(longitudeField().value).toBe('-3.68841');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how to allow location access when the device refuses', async () => {
    const onChange = vi.fn();
    stubGeolocation((_success, error) => error?.(positionError(1)));
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert').textContent).toBe(denied);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the same when the position is unavailable or there is no geolocation', async () => {
    stubGeolocation((_success, error) => error?.(positionError(2)));
    const { unmount } = render(<Controlled onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert').textContent).toBe(denied);
    unmount();

    Reflect.deleteProperty(navigator, 'geolocation');
    render(<Controlled onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert').textContent).toBe(denied);
  });

  it('places the marker where the map is clicked and moves it where it is dropped', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const map = await loadedMap();
    expect(FakeMarker.instances).toHaveLength(1);
    expect(FakeMarker.instances[0]!.element.isConnected).toBe(false);

    map.click(-3.6901234, 50.4312345);
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.43123, longitude: -3.69012 });
    const marker = FakeMarker.instances[0]!;
    expect(marker.options.draggable).toBe(true);
    expect(marker.element.isConnected).toBe(true);
    expect(marker.lngLat).toEqual([-3.69012, 50.43123]);
    expect(latitudeField().value).toBe('50.43123');

    marker.dragTo(-3.68, 50.44);
    expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.44, longitude: -3.68 });
    expect(longitudeField().value).toBe('-3.68000');
  });

  it('moves the marker, and the map when needed, as coordinates are typed', async () => {
    const user = userEvent.setup();
    render(<Controlled onChange={vi.fn()} value={totnes} />);
    const map = await loadedMap();
    expect(map.options.center).toEqual([-3.6884, 50.4331]);
    expect(FakeMarker.instances[0]!.lngLat).toEqual([-3.6884, 50.4331]);

    await user.clear(latitudeField());
    await user.keyboard('51.5');
    await user.tab();
    expect(FakeMarker.instances[0]!.lngLat).toEqual([-3.6884, 51.5]);
    expect(map.center).toEqual({ lng: -3.6884, lat: 51.5 });
  });

  it('starts at defaultCenter without a marker when there is no value', async () => {
    render(
      <Controlled onChange={vi.fn()} defaultCenter={{ longitude: -0.1276, latitude: 51.5072 }} />,
    );
    const map = await loadedMap();
    expect(map.options.center).toEqual([-0.1276, 51.5072]);
    expect(map.options.interactive).toBe(true);
    expect(FakeMarker.instances[0]!.element.isConnected).toBe(false);
    expect(screen.getByRole('group', { name: 'Location' }).getAttribute('data-map-ready')).toBe(
      'true',
    );
  });

  it('shows errorMessage and describes the group with it', () => {
    render(<Controlled onChange={vi.fn()} errorMessage="Choose where the thing is" />);
    const group = screen.getByRole('group', { name: 'Location' });
    const message = screen.getByText('Choose where the thing is');
    expect(group.getAttribute('aria-describedby')).toContain(message.parentElement!.id);
  });

  it('makes both coordinates mandatory when isRequired', () => {
    render(<Controlled onChange={vi.fn()} isRequired />);
    expect(
      latitudeField().hasAttribute('required') ||
        latitudeField().getAttribute('aria-required') === 'true',
    ).toBe(true);
    expect(
      longitudeField().hasAttribute('required') ||
        longitudeField().getAttribute('aria-required') === 'true',
    ).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Location' })).getAllByText('*')).toHaveLength(
      2,
    );
  });

  describe('on the keyboard', () => {
    const announcement = () => screen.getByTestId('map-announcement').textContent;

    it('hands the keys to the picker, not to maplibre (its arrows would pan the map)', async () => {
      render(<Controlled onChange={vi.fn()} />);
      const map = await loadedMap();
      expect(map.options.keyboard).toBe(false);
    });

    it('places the marker at the centre with the first arrow, then moves it with each', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      const map = await loadedMap();
      map.getCanvas().tabIndex = 0;
      map.getCanvas().focus();

      await user.keyboard('{ArrowRight}');
      expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.4331, longitude: -3.6884 });
      expect(FakeMarker.instances[0]!.lngLat).toEqual([-3.6884, 50.4331]);

      // Ten pixels at zoom 15: 360 / (512 · 2^15) degrees each.
      await user.keyboard('{ArrowRight}');
      const step = (10 * 360) / (512 * 2 ** 15);
      const east = onChange.mock.lastCall![0] as MapPoint;
      expect(east.longitude).toBeCloseTo(-3.6884 + step, 5);
      expect(east.latitude).toBe(50.4331);
      expect(latitudeField().value).toBe('50.43310');
      expect(longitudeField().value).toBe(east.longitude.toFixed(5));
      expect(announcement()).toBe(
        `Marker at latitude, longitude 50.43310, ${east.longitude.toFixed(5)}`,
      );

      await user.keyboard('{ArrowUp}');
      const north = onChange.mock.lastCall![0] as MapPoint;
      expect(north.latitude).toBeGreaterThan(50.4331);
      expect(north.longitude).toBe(east.longitude);

      // Shift moves five times as far.
      await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
      const west = onChange.mock.lastCall![0] as MapPoint;
      expect(west.longitude).toBeCloseTo(east.longitude - 5 * step, 5);
    });

    it('zooms with + and - around the marker, and says so', async () => {
      const user = userEvent.setup();
      render(<Controlled onChange={vi.fn()} value={{ longitude: -3.69, latitude: 50.43 }} />);
      const map = await loadedMap();
      map.getCanvas().tabIndex = 0;
      map.getCanvas().focus();

      await user.keyboard('+');
      expect(map.getZoom()).toBe(16);
      expect(map.getCenter()).toEqual({ lng: -3.69, lat: 50.43 });
      expect(announcement()).toBe('Zoom level 16');
      await user.keyboard('--');
      expect(map.getZoom()).toBe(14);
      expect(announcement()).toBe('Zoom level 14');
    });

    it('places the marker at the centre with Enter', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      const map = await loadedMap();
      map.getCanvas().tabIndex = 0;
      map.getCanvas().focus();
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenLastCalledWith({ latitude: 50.4331, longitude: -3.6884 });
    });

    it('tells how to use the map by keyboard', () => {
      render(<Controlled onChange={vi.fn()} />);
      const group = screen.getByRole('group', { name: 'Location' });
      expect(group.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toMatch(
        /arrow keys move the marker/,
      );
    });
  });
});
