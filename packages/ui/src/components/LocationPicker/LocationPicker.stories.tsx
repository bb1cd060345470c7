import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Form } from '../Form/Form';
import type { MapPoint } from '../../map/useMaplibreMap';
import { LocationPicker, type LocationPickerProps } from './LocationPicker';

const totnes: MapPoint = { longitude: -3.6884, latitude: 50.4331 };
const denied = 'Please enable location access in your device settings to use this feature';

/** Waits for maplibre's `idle`, so the screenshot shows the finished map. */
async function mapReady(canvasElement: HTMLElement, name = 'Location'): Promise<HTMLElement> {
  const group = within(canvasElement).getByRole('group', { name });
  await waitFor(() => expect(group).toHaveAttribute('data-map-ready', 'true'), {
    timeout: 10_000,
  });
  return group;
}

/** Ends a play function at rest: no focus ring, no hover. */
async function atRest(element?: Element) {
  if (element) await userEvent.unhover(element);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** Replaces `navigator.geolocation` for one story; the returned function restores the browser's. */
function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']): () => void {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'geolocation');
  };
}

/** The picker holding its value in state, as a form would. */
function ControlledPicker(args: LocationPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LocationPicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Maps/LocationPicker',
  component: LocationPicker,
  args: { value: null, onChange: fn(), defaultCenter: totnes },
  render: (args) => <ControlledPicker {...args} />,
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
          'A form control for a point: click or tap the map to place the marker, drag it to adjust, type the latitude and longitude (the keyboard way; out-of-range numbers are refused with a message), or "Use my location" (the device\'s position, 30 s timeout). `onChange` receives `{ longitude, latitude }` rounded to five decimals, or null when a coordinate is cleared. Pass the app\'s MapLibre style URL as `styleUrl`; stories use `offlineMapStyle`.',
      },
    },
  },
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No location yet: the map looks at `defaultCenter`, without a marker. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const latitude = canvas.getByRole('textbox', { name: 'Latitude' });
    const longitude = canvas.getByRole('textbox', { name: 'Longitude' });
    await userEvent.type(latitude, '50.4335');
    await userEvent.type(longitude, '-3.6891');
    await userEvent.tab();
    await expect(latitude).toHaveValue('50.43350');
    await expect(longitude).toHaveValue('-3.68910');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 50.4335, longitude: -3.6891 });
    await atRest(longitude);
    await mapReady(canvasElement);
  },
};

export const WithValue: Story = {
  args: { value: { longitude: -3.6862, latitude: 50.4319 } },
  play: async ({ canvasElement, args }) => {
    const group = await mapReady(canvasElement);
    const latitude = within(group).getByRole('textbox', { name: 'Latitude' });
    await expect(latitude).toHaveValue('50.43190');
    await expect(group.querySelector('[data-testid="map-marker"]')).toBeVisible();
    // Typing moves the marker (the keyboard way to set the location).
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '50.4322');
    await userEvent.tab();
    await expect(latitude).toHaveValue('50.43220');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 50.4322, longitude: -3.6862 });
    await atRest(latitude);
    await mapReady(canvasElement);
  },
};

/** Clicking the map places the marker there. */
export const PlaceOnMap: Story = {
  play: async ({ canvasElement, args }) => {
    const group = await mapReady(canvasElement);
    const mapCanvas = within(group).getByRole('region', {
      name: 'Map: click or tap to place the marker',
    });
    const box = mapCanvas.getBoundingClientRect();
    await userEvent.pointer([
      {
        keys: '[MouseLeft]',
        target: mapCanvas,
        coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
      },
    ]);
    // The centre of the map is `defaultCenter`, give or take a pixel (a few metres at zoom 15).
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        latitude: expect.closeTo(totnes.latitude, 3),
        longitude: expect.closeTo(totnes.longitude, 3),
      }),
    );
    await expect(group.querySelector('[data-testid="map-marker"]')).toBeVisible();
    await atRest(mapCanvas);
    await mapReady(canvasElement);
  },
};

/**
 * The keyboard way on the map itself: Tab to the map (the theme's focus ring), the first arrow
 * places the marker in the middle, each further arrow moves it, + zooms in around it. The new
 * coordinates are announced politely. Ends with the map focused, to show the ring.
 */
export const KeyboardPlacement: Story = {
  play: async ({ canvasElement, args }) => {
    const group = await mapReady(canvasElement);
    const mapCanvas = within(group).getByRole('region', {
      name: 'Map: click or tap to place the marker',
    });
    await userEvent.tab();
    await expect(mapCanvas).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(totnes);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    const moved = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as MapPoint;
    await expect(moved.longitude).toBeGreaterThan(totnes.longitude);
    await expect(moved.latitude).toBeLessThan(totnes.latitude);
    const latitude = within(group).getByRole('textbox', { name: 'Latitude' });
    await expect(latitude).toHaveValue(moved.latitude.toFixed(5));
    const announcement = within(group).getByTestId('map-announcement');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(announcement).toHaveTextContent(
      `Marker at latitude, longitude ${moved.latitude.toFixed(5)}, ${moved.longitude.toFixed(5)}`,
    );
    await userEvent.keyboard('+');
    await expect(announcement).toHaveTextContent('Zoom level 16');
    await expect(group.querySelector('[data-testid="map-marker"]')).toBeVisible();
    await expect(mapCanvas).toHaveFocus();
    await mapReady(canvasElement);
  },
};

export const WithErrorMessage: Story = {
  args: { errorMessage: 'Choose where the thing is before saving', isRequired: true },
  play: async ({ canvasElement }) => {
    const group = await mapReady(canvasElement);
    await expect(within(group).getByText('Choose where the thing is before saving')).toBeVisible();
  },
};

/** The device refuses (or has no) location: the picker says how to allow it. */
export const GeolocationDenied: Story = {
  args: { value: totnes },
  beforeEach: () =>
    stubGeolocation((_success, error) =>
      error?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      }),
    ),
  play: async ({ canvasElement, args }) => {
    const group = await mapReady(canvasElement);
    const button = within(group).getByRole('button', { name: 'Use my location' });
    await userEvent.click(button);
    await expect(await within(group).findByRole('alert')).toHaveTextContent(denied);
    await expect(args.onChange).not.toHaveBeenCalled();
    await atRest(button);
  },
};

/** The device knows where it is: the fields and marker move there. */
export const UseMyLocation: Story = {
  beforeEach: () =>
    stubGeolocation((success) =>
      success({
        coords: { latitude: 50.432876, longitude: -3.685412 },
        timestamp: 0,
      } as GeolocationPosition),
    ),
  play: async ({ canvasElement, args }) => {
    const group = await mapReady(canvasElement);
    const button = within(group).getByRole('button', { name: 'Use my location' });
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      latitude: 50.43288,
      longitude: -3.68541,
    });
    await expect(within(group).getByRole('textbox', { name: 'Latitude' })).toHaveValue('50.43288');
    await expect(within(group).queryByRole('alert')).toBeNull();
    await atRest(button);
    await mapReady(canvasElement);
  },
};

/** Required inside a Form: submitting without a location asks for both coordinates. */
export const Required: Story = {
  args: { isRequired: true, label: 'Where is the thing?' },
  render: (args) => (
    <Form submitLabel="Save thing">
      <ControlledPicker {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement, 'Where is the thing?');
    const save = canvas.getByRole('button', { name: 'Save thing' });
    await userEvent.click(save);
    await expect(canvas.getAllByText('This field is mandatory')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await atRest(save);
  },
};

/** A phone-width screen. */
export const SmallViewport: Story = {
  args: { value: totnes },
  parameters: { test: { viewport: { width: 375, height: 812 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
  },
};
