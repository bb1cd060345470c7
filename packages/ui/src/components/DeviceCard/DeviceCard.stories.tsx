import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeviceCard, type DeviceCardProps } from './DeviceCard';

const now = new Date('2025-06-10T12:00:00Z');

const meta = {
  title: 'Domain/DeviceCard',
  component: DeviceCard,
  args: {
    name: 'Planter probe',
    model: 'LSE01',
    deviceId: 'eui-a84041000181c8f2',
    readings: {
      water: 42,
      temperature: 14.2,
      conductivity: 1240,
      battery: 3.45,
      rssi: -97,
      snr: 7.5,
    },
    updatedAt: '2025-06-10T11:40:00Z',
    linkedThing: { name: 'Station planter', href: '/things/station-planter' },
    href: '/devices/planter-probe',
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
          'One device with model-specific readings: LSE01 soil moisture (HydrationGauge), temperature, conductivity and battery; LSPH01 pH (PhScale), temperature and battery; The Things Uno pump control. A reading with `probeDetected: false` shows "Probe out of the soil", never a 0 % gauge. The footer is the compact DeviceHealth (online or offline, battery, signal, problems). The pump: `onRunPump(minutes)` with "Run for N minutes", bounded by PUMP_MAX_RUN_MINUTES and what is left of the daily budget (`pumpUsedMinutes`); while a command is queued (`isPumpPending`, `isLedPending`) the card says the class A truth, "Queued: it will reach the device after its next uplink", and allows no second command; `pumpError` shows a guardrail refusal and `commandError` what The Things Network refused. Don\'t: flip `ledState` before an uplink confirms it.',
      },
    },
  },
} satisfies Meta<typeof DeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Planter probe' });
    await expect(within(card).getByRole('meter', { name: 'Soil moisture' })).toHaveAttribute(
      'aria-valuetext',
      '42%, moist',
    );
    await expect(within(card).getByRole('group', { name: 'Device health' })).toHaveTextContent(
      'Online · last seen 20 minutes ago',
    );
  },
};

export const PhSensor: Story = {
  args: {
    name: 'Orchard pH probe',
    model: 'LSPH01',
    deviceId: 'eui-a8404100018a3b11',
    readings: { ph: 5.96, temperature: 24.9, battery: 3.363, rssi: -108, snr: 1.5 },
    linkedThing: { name: 'Community orchard', href: '/things/orchard' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Soil pH' })).toHaveAttribute(
      'aria-valuetext',
      'pH 6.0, acidic',
    );
  },
};

function PumpCard(args: DeviceCardProps) {
  const [on, setOn] = useState(args.ledState ?? false);
  return (
    <DeviceCard
      {...args}
      ledState={on}
      onLedChange={(next) => {
        args.onLedChange?.(next);
        setOn(next);
      }}
    />
  );
}

/** The Things Uno: the pump switch, by pointer and keyboard. */
export const PumpController: Story = {
  args: {
    name: 'Allotment pump',
    model: 'THE_THINGS_UNO',
    deviceId: 'eui-0004a30b001c0530',
    readings: { rssi: -85, snr: 9.5 },
    ledState: false,
    onLedChange: fn(),
    href: undefined,
    linkedThing: { name: 'Allotment' },
  },
  render: (args) => <PumpCard {...args} />,
  play: async ({ canvasElement, args }) => {
    const pump = within(canvasElement).getByRole('switch', { name: 'Pump' });
    await userEvent.click(pump);
    await expect(args.onLedChange).toHaveBeenLastCalledWith(true);
    await expect(pump).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(pump).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLedChange).toHaveBeenLastCalledWith(false);
    await expect(pump).not.toBeChecked();
    await userEvent.unhover(pump);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A pump command is on its way: the switch is busy and disabled. */
export const PumpPending: Story = {
  args: {
    ...PumpController.args,
    ledState: true,
    isLedPending: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Pump' })).toBeDisabled();
  },
};

/** Without `onLedChange` (no permission) the switch is read-only. */
export const PumpDisabled: Story = {
  args: { ...PumpController.args, onLedChange: undefined, ledState: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Pump' })).toBeDisabled();
  },
};

/** Registered, never reported. */
export const NoData: Story = {
  args: { readings: {}, updatedAt: null, linkedThing: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No data yet/)).toBeVisible();
    await expect(within(canvasElement).getByText('Not linked to a thing')).toBeVisible();
  },
};

/** Offline for 3 days, with an almost empty battery and a weak link. */
export const LowBattery: Story = {
  args: {
    readings: {
      water: 14,
      temperature: -2.5,
      conductivity: 88,
      battery: 3.04,
      rssi: -118,
      snr: -9,
    },
    updatedAt: '2025-06-07T12:00:00Z',
  },
};

/** The probe was pulled out: no gauge at 0 %, but what happened and what to do. */
export const ProbeOut: Story = {
  args: {
    readings: { water: 0, temperature: 19.1, conductivity: 0, battery: 3.52, rssi: -97, snr: 7.5 },
    probeDetected: false,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Planter probe' });
    await expect(within(card).getByText('Probe out of the soil')).toBeVisible();
    await expect(within(card).queryByRole('meter')).toBeNull();
  },
};

/** A battery that will be low in about 2 months, from its voltage history. */
export const BatteryRunningDown: Story = {
  args: {
    readings: {
      water: 38,
      temperature: 12.4,
      conductivity: 980,
      battery: 3.44,
      rssi: -101,
      snr: 2,
    },
    batteryHistory: Array.from({ length: 30 }, (_, index) => ({
      time: new Date(now.getTime() - (29 - index) * 24 * 60 * 60 * 1000).toISOString(),
      volts: Math.round((3.5 - 0.002 * index) * 1000) / 1000,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Health problems' }),
    ).toHaveTextContent('Battery running down: low in about 2 months');
  },
};

const pumpArgs = {
  name: 'Allotment pump',
  model: 'THE_THINGS_UNO',
  deviceId: 'eui-0004a30b001c0530',
  readings: { rssi: -85, snr: 9.5 },
  ledState: false,
  href: undefined,
  linkedThing: { name: 'Allotment' },
} satisfies Partial<DeviceCardProps>;

/** A timed run: "Run for N minutes", bounded by the longest run (30 minutes). */
export const PumpRun: Story = {
  args: { ...pumpArgs, onRunPump: fn(), pumpUsedMinutes: 15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minutes = canvas.getByRole('textbox', { name: 'Run time (minutes)' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '40');
    await userEvent.tab();
    await expect(minutes).toHaveValue('30');
    const run = canvas.getByRole('button', { name: 'Run for 30 minutes' });
    await userEvent.click(run);
    await expect(args.onRunPump).toHaveBeenLastCalledWith(30);
    await userEvent.unhover(run);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Class A honesty: the command waits for the board's next uplink; no second one meanwhile. */
export const PumpQueued: Story = {
  args: { ...pumpArgs, onRunPump: fn(), isPumpPending: true, pumpUsedMinutes: 25 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Queued: it will reach the device after its next uplink (about every 20 minutes).',
    );
    await expect(
      within(canvasElement).getByRole('button', { name: 'Run for 10 minutes' }),
    ).toBeDisabled();
  },
};

/** The daily budget is used: the run is refused before it is asked for, in words. */
export const PumpBudgetUsed: Story = {
  args: { ...pumpArgs, onRunPump: fn(), pumpUsedMinutes: 60 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^This pump has used its 60 minutes for today/),
    ).toBeVisible();
  },
};

/** The server refused a run, and The Things Network refused the last command. */
export const PumpRefused: Story = {
  args: {
    ...pumpArgs,
    onRunPump: fn(),
    pumpUsedMinutes: 40,
    pumpError:
      'The Things Network allows 10 commands per device per day, and this device has had them all in the last 24 hours. Try again later.',
    commandError:
      'The Things Network refused the command: rate limited (HTTP 429), gave up after 5 tries',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The Things Network refused the command: rate limited (HTTP 429), gave up after 5 tries',
    );
  },
};

export const LongText: Story = {
  args: {
    name: 'Soil moisture probe under the third heritage apple tree from the gate',
    deviceId: 'eui-a84041000181c8f2a84041000181',
    linkedThing: {
      name: 'The community orchard and wildflower meadow behind the old railway station',
      href: '/things/orchard',
    },
  },
};

export const SmallViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
