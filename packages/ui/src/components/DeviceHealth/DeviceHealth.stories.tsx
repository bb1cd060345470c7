import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeviceHealth } from './DeviceHealth';

const now = new Date('2025-06-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
/** One battery sample a day for 30 days, falling `perDay` volts a day from `start`. */
const history = (start: number, perDay: number) =>
  Array.from({ length: 30 }, (_, index) => ({
    time: new Date(now.getTime() - (29 - index) * DAY).toISOString(),
    volts: Math.round((start + perDay * index) * 1000) / 1000,
  }));

const meta = {
  title: 'Domain/DeviceHealth',
  component: DeviceHealth,
  args: {
    lastSeen: minutesAgo(12),
    battery: 3.58,
    batteryHistory: history(3.58, 0),
    rssi: -95,
    snr: 6,
    probeDetected: true,
    now,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A device's health from @bloomkeep/schema's rules (decision 0121): online, or offline after 3 missed 20-minute uplinks; battery with its least-squares trend and months left; LoRa signal from RSSI and SNR; probe out of the soil. `compact` (lists, DeviceCard) is one status line, the indicators and the problems; `full` (device page) adds the exact last-seen time, the trend and the probe. Don't: compute health in the app; pass the readings and let the shared rules decide.",
      },
    },
  },
} satisfies Meta<typeof DeviceHealth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compact, nothing wrong. */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Device health' });
    await expect(group).toHaveTextContent('Online · last seen 12 minutes ago');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Compact with every kind of problem a sensor can have at once. */
export const CompactProblems: Story = {
  args: {
    battery: 3.25,
    batteryHistory: history(3.34, -0.003),
    probeDetected: false,
    rssi: -118,
    snr: -9,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Health problems' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('Battery low: about 2 months left');
    await expect(list).toHaveTextContent('Probe out of the soil');
  },
};

/** Three missed uplinks: offline, with how long ago it was last seen. */
export const CompactOffline: Story = {
  args: { lastSeen: minutesAgo(185) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Device health' }),
    ).toHaveTextContent('Offline · last seen 3 hours ago');
  },
};

/** Registered, never reported: no battery or signal yet. */
export const CompactNeverReported: Story = {
  args: { lastSeen: null, battery: null, batteryHistory: [], rssi: null, snr: null },
};

/** The Things Uno on USB: no battery, no probe. */
export const CompactBoard: Story = {
  args: {
    battery: null,
    batteryHistory: [],
    showBattery: false,
    probeDetected: undefined,
    rssi: -85,
    snr: 9.5,
  },
};

/** The device page: a region with last seen, battery trend, signal, probe and problems. */
export const Full: Story = {
  args: { variant: 'full', battery: 3.44, batteryHistory: history(3.5, -0.002) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Health' });
    await expect(region).toHaveTextContent('Jun 10, 2025, 11:48 UTC');
    await expect(region).toHaveTextContent('Falling 14 mV a week · low in about 2 months');
    await expect(within(region).getByRole('list', { name: 'Problems' })).toHaveTextContent(
      'Battery running down: low in about 2 months',
    );
  },
};

/** The device page with nothing wrong. */
export const FullHealthy: Story = {
  args: { variant: 'full' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No problems found')).toBeVisible();
  },
};

/** The device page of an offline sensor whose probe is out and whose battery is nearly empty. */
export const FullProblems: Story = {
  args: {
    variant: 'full',
    lastSeen: minutesAgo(3 * 24 * 60),
    battery: 3.04,
    batteryHistory: history(3.2, -0.005),
    probeDetected: false,
    rssi: -112,
    snr: -4,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
