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
          "One device with model-specific readings: LSE01 soil moisture (HydrationGauge), temperature, conductivity; LSPH01 pH (PhScale) and temperature; The Things Uno a pump switch (the command reaches the board after its next uplink, so show `isLedPending` until the server confirms). Battery, signal and last report are in the footer. Don't: flip `ledState` before the mutation succeeds.",
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
    await expect(card).toHaveTextContent('Updated 20 minutes ago');
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

/** Critical battery and a weak link. */
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
