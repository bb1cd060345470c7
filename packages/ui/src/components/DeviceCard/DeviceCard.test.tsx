import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeviceCard, type DeviceCardProps } from './DeviceCard';

const now = new Date('2025-06-10T12:00:00Z');
const lse01: DeviceCardProps = {
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
  now,
};

describe('DeviceCard', () => {
  it('is an article named by the device, with model and device id', () => {
    render(<DeviceCard {...lse01} />);
    const card = screen.getByRole('article', { name: 'Planter probe' });
    expect(within(card).getByText('eui-a84041000181c8f2')).toBeTruthy();
    expect(card.textContent).toContain('LSE01 soil moisture and EC sensor');
  });

  it('LSE01 shows moisture as a meter, temperature, conductivity and battery', () => {
    render(<DeviceCard {...lse01} />);
    const meter = screen.getByRole('meter', { name: 'Soil moisture' });
    expect(meter.getAttribute('aria-valuetext')).toBe('42%, moist');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Temperature',
      'Conductivity',
    ]);
    expect(screen.getByText('14.2')).toBeTruthy();
    expect(screen.getByText('1,240')).toBeTruthy();
    expect(screen.getByText('µS/cm')).toBeTruthy();
    expect(screen.getByText(/Battery 75%/)).toBeTruthy();
  });

  it('LSPH01 shows the pH scale and temperature, no moisture', () => {
    render(
      <DeviceCard
        {...lse01}
        model="LSPH01"
        readings={{ ph: 5.96, temperature: 24.9, battery: 3.363 }}
      />,
    );
    expect(screen.getByRole('meter', { name: 'Soil pH' }).getAttribute('aria-valuetext')).toBe(
      'pH 6.0, acidic',
    );
    expect(screen.queryByRole('meter', { name: 'Soil moisture' })).toBeNull();
    expect(screen.getByText('24.9')).toBeTruthy();
  });

  it('The Things Uno shows a pump switch that calls onLedChange by pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onLedChange = vi.fn();
    render(
      <DeviceCard
        {...lse01}
        model="THE_THINGS_UNO"
        readings={{}}
        ledState={false}
        onLedChange={onLedChange}
      />,
    );
    const pump = screen.getByRole('switch', { name: 'Pump' });
    expect((pump as HTMLInputElement).checked).toBe(false);
    await user.click(pump);
    expect(onLedChange).toHaveBeenLastCalledWith(true);
    pump.focus();
    await user.keyboard(' ');
    expect(onLedChange).toHaveBeenCalledTimes(2);
  });

  it('shows the pump on from ledState', () => {
    render(<DeviceCard {...lse01} model="THE_THINGS_UNO" readings={{}} ledState />);
    expect((screen.getByRole('switch', { name: 'Pump' }) as HTMLInputElement).checked).toBe(true);
  });

  it('disables the pump switch while a command is pending', () => {
    render(
      <DeviceCard
        {...lse01}
        model="THE_THINGS_UNO"
        readings={{}}
        ledState
        onLedChange={() => {}}
        isLedPending
      />,
    );
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });

  it('makes the pump switch read-only without onLedChange', () => {
    render(<DeviceCard {...lse01} model="THE_THINGS_UNO" readings={{}} />);
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });

  it('says "No data yet" when a sensor has no readings', () => {
    render(<DeviceCard {...lse01} readings={{}} updatedAt={null} />);
    expect(screen.getByText(/No data yet/)).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('Never reported')).toBeTruthy();
  });

  it('shows signal and battery in the footer', () => {
    render(<DeviceCard {...lse01} />);
    expect(screen.getByText('Good signal')).toBeTruthy();
    expect(screen.getByText(/RSSI -97 dBm, SNR 7.5 dB/)).toBeTruthy();
  });

  it('shows when it last reported, relative to now', () => {
    render(<DeviceCard {...lse01} />);
    expect(screen.getByText('20 minutes ago').getAttribute('datetime')).toBe(
      '2025-06-10T11:40:00.000Z',
    );
  });

  it('links the linked thing, or says it is not linked', () => {
    const { rerender } = render(
      <DeviceCard {...lse01} linkedThing={{ name: 'Station planter', href: '/things/7' }} />,
    );
    expect(screen.getByRole('link', { name: 'Station planter' }).getAttribute('href')).toBe(
      '/things/7',
    );
    rerender(<DeviceCard {...lse01} linkedThing={null} />);
    expect(screen.getByText('Not linked to a thing')).toBeTruthy();
  });

  it('links the device name to href', () => {
    render(<DeviceCard {...lse01} href="/devices/3" />);
    expect(screen.getByRole('link', { name: 'Planter probe' }).getAttribute('href')).toBe(
      '/devices/3',
    );
  });

  it('uses the requested heading level', () => {
    render(<DeviceCard {...lse01} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Planter probe' })).toBeTruthy();
  });

  it('says the probe is out of the soil instead of showing a 0 % gauge', () => {
    render(
      <DeviceCard
        {...lse01}
        readings={{ ...lse01.readings, water: 0, conductivity: 0 }}
        probeDetected={false}
      />,
    );
    const card = screen.getByRole('article', { name: 'Planter probe' });
    expect(within(card).getByText('Probe out of the soil')).toBeTruthy();
    expect(within(card).queryByRole('meter')).toBeNull();
    expect(within(card).queryByText('0')).toBeNull();
  });

  it('summarises health: offline after three missed uplinks, and the problems', () => {
    render(
      <DeviceCard
        {...lse01}
        updatedAt="2025-06-10T08:00:00Z"
        readings={{ ...lse01.readings, battery: 3.02, rssi: -118, snr: -9 }}
      />,
    );
    const health = screen.getByRole('group', { name: 'Device health' });
    expect(health.textContent).toContain('Offline · last seen 4 hours ago');
    const problems = within(health).getByRole('list', { name: 'Health problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Battery almost empty: replace it now', 'Weak signal: some uplinks may not arrive']);
  });

  const uno: DeviceCardProps = {
    ...lse01,
    name: 'Allotment pump',
    model: 'THE_THINGS_UNO',
    readings: { rssi: -85, snr: 9.5 },
  };

  it('runs the pump for the chosen minutes, capped at the longest run', async () => {
    const user = userEvent.setup();
    const onRunPump = vi.fn();
    render(<DeviceCard {...uno} onRunPump={onRunPump} />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('Pump off')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Run time (minutes)' });
    await user.click(screen.getByRole('button', { name: 'Run for 10 minutes' }));
    expect(onRunPump).toHaveBeenLastCalledWith(10);
    await user.clear(field);
    await user.type(field, '45');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Run for 30 minutes' }));
    expect(onRunPump).toHaveBeenLastCalledWith(30);
    expect(
      screen.getByText(/At most 30 minutes a run and 60 minutes a day; 60 left today/),
    ).toBeTruthy();
  });

  it('caps a run at what is left of the daily budget, and stops when it is used', async () => {
    const user = userEvent.setup();
    const onRunPump = vi.fn();
    const { rerender } = render(<DeviceCard {...uno} onRunPump={onRunPump} pumpUsedMinutes={55} />);
    expect(screen.getByRole('button', { name: 'Run for 5 minutes' })).toBeTruthy();
    expect(screen.getByText(/5 left today/)).toBeTruthy();
    rerender(<DeviceCard {...uno} onRunPump={onRunPump} pumpUsedMinutes={57} />);
    expect(screen.getByRole('button', { name: 'Run for 3 minutes' })).toBeTruthy();
    rerender(<DeviceCard {...uno} onRunPump={onRunPump} pumpUsedMinutes={60} />);
    expect(screen.getByText(/^This pump has used its 60 minutes for today/)).toBeTruthy();
    const run = screen.getByRole('button', { name: /^Run for/ });
    expect(run.hasAttribute('disabled') || run.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(run);
    expect(onRunPump).not.toHaveBeenCalled();
  });

  it('says honestly that a queued command waits for the next uplink, and allows no second one', async () => {
    const user = userEvent.setup();
    const onRunPump = vi.fn();
    render(<DeviceCard {...uno} onRunPump={onRunPump} isPumpPending />);
    expect(screen.getByRole('status').textContent).toBe(
      'Queued: it will reach the device after its next uplink (about every 20 minutes).',
    );
    await user.click(screen.getByRole('button', { name: 'Run for 10 minutes' }));
    expect(onRunPump).not.toHaveBeenCalled();
  });

  it('shows a refused command and a refused run as alerts', () => {
    render(
      <DeviceCard
        {...uno}
        onRunPump={() => {}}
        commandError="The Things Network refused the command: the downlink queue is full"
        pumpError="A run can last at most 30 minutes."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'A run can last at most 30 minutes.The Things Network refused the command: the downlink queue is full',
    );
  });

  it('keeps the pump switch when onLedChange is given, disabled while a run is queued', () => {
    render(<DeviceCard {...uno} onLedChange={() => {}} onRunPump={() => {}} isPumpPending />);
    expect((screen.getByRole('switch', { name: 'Pump' }) as HTMLInputElement).disabled).toBe(true);
  });
});
