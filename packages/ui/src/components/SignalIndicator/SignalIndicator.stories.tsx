import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { SignalIndicator } from './SignalIndicator';

const meta = {
  title: 'Domain/SignalIndicator',
  component: SignalIndicator,
  args: { rssi: -97, snr: 7.5 },
  parameters: {
    docs: {
      description: {
        component:
          "A device's LoRaWAN link: 0–4 bars from the RSSI (≥ -90 dBm excellent, ≥ -100 good, ≥ -110 fair, > -120 weak, else poor; an SNR below 5 dB caps it at good, below 0 dB at fair, below -7.5 dB at weak, as the shared health rule does), the quality in words and the RSSI and SNR values.",
      },
    },
  },
} satisfies Meta<typeof SignalIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Good signal · RSSI -97 dBm, SNR 7.5 dB');
  },
};

export const Qualities: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.small, justifyItems: 'start' }}>
      <SignalIndicator rssi={-35} snr={9.8} />
      <SignalIndicator rssi={-97} snr={7.5} />
      <SignalIndicator rssi={-108} snr={1.2} />
      <SignalIndicator rssi={-117} snr={-6} />
      <SignalIndicator rssi={-124} snr={-14.5} />
    </div>
  ),
};

/** No uplink metadata yet. */
export const Empty: Story = { args: { rssi: null, snr: null } };
