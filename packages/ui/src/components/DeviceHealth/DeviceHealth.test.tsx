import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceHealth } from './DeviceHealth';

const now = new Date('2025-06-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const history = (start: number, perDay: number, days = 30) =>
  Array.from({ length: days }, (_, index) => ({
    time: new Date(now.getTime() - (days - 1 - index) * DAY).toISOString(),
    volts: start + perDay * index,
  }));

const healthy = {
  lastSeen: minutesAgo(12),
  battery: 3.58,
  batteryHistory: history(3.58, 0),
  rssi: -95,
  snr: 6,
  probeDetected: true,
  now,
};

describe('DeviceHealth (compact)', () => {
  it('is a group that says online, when it was last seen, battery and signal', () => {
    render(<DeviceHealth {...healthy} />);
    const group = screen.getByRole('group', { name: 'Device health' });
    expect(group.textContent).toContain('Online · last seen 12 minutes ago');
    const time = within(group).getByText('12 minutes ago');
    expect(time.getAttribute('datetime')).toBe('2025-06-10T11:48:00.000Z');
    expect(time.getAttribute('title')).toBe('Jun 10, 2025, 11:48 UTC');
    expect(within(group).getByText(/Battery \d+%/)).toBeTruthy();
    expect(within(group).getByText('Good signal')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Health problems' })).toBeNull();
  });

  it('says offline after three missed uplinks, without repeating it as a problem', () => {
    render(<DeviceHealth {...healthy} lastSeen={minutesAgo(185)} />);
    expect(screen.getByRole('group', { name: 'Device health' }).textContent).toContain(
      'Offline · last seen 3 hours ago',
    );
    expect(screen.queryByRole('list', { name: 'Health problems' })).toBeNull();
  });

  it('says never reported for a device without uplinks', () => {
    render(<DeviceHealth {...healthy} lastSeen={null} />);
    expect(screen.getByText('Never reported')).toBeTruthy();
  });

  it('lists the probe out of the soil, a low battery and a weak signal as problems', () => {
    render(
      <DeviceHealth
        {...healthy}
        battery={3.25}
        batteryHistory={history(3.34, -0.003)}
        probeDetected={false}
        rssi={-118}
        snr={-9}
      />,
    );
    const list = screen.getByRole('list', { name: 'Health problems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Battery low: about 2 months left',
      'Probe out of the soil',
      'Weak signal: some uplinks may not arrive',
    ]);
  });

  it('leaves out the battery for boards without one', () => {
    render(<DeviceHealth {...healthy} battery={null} showBattery={false} />);
    expect(screen.queryByText(/Battery/)).toBeNull();
  });
});

describe('DeviceHealth (full)', () => {
  it('is a region named Health with last seen, exact time, battery trend, signal and probe', () => {
    render(
      <DeviceHealth
        {...healthy}
        variant="full"
        battery={3.44}
        batteryHistory={history(3.5, -0.002)}
      />,
    );
    const region = screen.getByRole('region', { name: 'Health' });
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Last seen', 'Battery', 'Signal', 'Probe']);
    const details = within(region)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    expect(details[0]).toBe('12 minutes agoJun 10, 2025, 11:48 UTC');
    expect(details[1]).toContain('Falling 14 mV a week · low in about 2 months');
    expect(details[3]).toBe('In the soil');
    const problems = within(region).getByRole('list', { name: 'Problems' });
    expect(problems.textContent).toBe('Battery running down: low in about 2 months');
  });

  it('says the trend is steady, or that there is not enough history', () => {
    const { rerender } = render(<DeviceHealth {...healthy} variant="full" />);
    expect(screen.getByText('Steady')).toBeTruthy();
    expect(screen.getByText('No problems found')).toBeTruthy();
    rerender(<DeviceHealth {...healthy} variant="full" batteryHistory={[]} />);
    expect(screen.getByText('Not enough history for a trend yet')).toBeTruthy();
  });

  it('says how long an offline device has been silent and that the probe is out', () => {
    render(
      <DeviceHealth
        {...healthy}
        variant="full"
        headingLevel={3}
        lastSeen={minutesAgo(3 * 24 * 60)}
        probeDetected={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Health' })).toBeTruthy();
    const problems = screen.getByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Offline: last seen 3 days ago', 'Probe out of the soil']);
    expect(screen.getByText('Out of the soil')).toBeTruthy();
  });
});

describe('DeviceHealth with an unreadable time', () => {
  it('says the device never reported instead of failing', () => {
    render(<DeviceHealth lastSeen="not a time" now={new Date('2026-11-24T12:00:00Z')} />);
    expect(screen.getByText(/never reported/i).textContent).toMatch(/never reported/i);
  });
});
