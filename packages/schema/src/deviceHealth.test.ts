import { describe, expect, it } from 'vitest';
import {
  BATTERY_LOW_VOLTS,
  CLASS_A_QUEUED_MESSAGE,
  DEVICE_MODEL_LABELS,
  UPLINK_INTERVAL_MINUTES,
  batteryLevel,
  batteryMonthsLeft,
  deviceConnection,
  deviceHealthProblems,
  formatMonthsLeft,
  isOffline,
  isProbeOut,
  pumpRefusal,
  pumpRefusalMessage,
  signalQuality,
  type BatterySample,
} from './index';

const now = new Date('2025-06-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const DAY = 24 * 60 * 60 * 1000;

/** One sample a day for `days` days ending now, falling `perDay` volts a day from `start`. */
function history(start: number, perDay: number, days = 30): BatterySample[] {
  return Array.from({ length: days }, (_, index) => ({
    time: new Date(now.getTime() - (days - 1 - index) * DAY).toISOString(),
    volts: start + perDay * index,
  }));
}

describe('isOffline', () => {
  it('uses the Dragino 20-minute interval', () => expect(UPLINK_INTERVAL_MINUTES).toBe(20));

  it.each([
    [19, false],
    [60, false],
    [61, true],
    [60 * 24, true],
  ])('last seen %s min ago → offline %s', (minutes, offline) =>
    expect(isOffline(minutesAgo(minutes), now)).toBe(offline),
  );

  it('counts 3 missed intervals of the given length', () => {
    expect(isOffline(minutesAgo(31), now, 10)).toBe(true);
    expect(isOffline(minutesAgo(89), now, 30)).toBe(false);
  });

  it('takes ISO strings, and a device never seen is "never reported", not offline', () => {
    expect(isOffline(minutesAgo(120).toISOString(), now.toISOString())).toBe(true);
    expect(isOffline(null, now)).toBe(false);
    expect(deviceConnection(null, now)).toBe('never-reported');
    expect(deviceConnection(minutesAgo(5), now)).toBe('online');
    expect(deviceConnection(minutesAgo(61), now)).toBe('offline');
  });
});

describe('batteryLevel', () => {
  it.each([
    [3.6, 'good'],
    [BATTERY_LOW_VOLTS, 'good'],
    [3.29, 'low'],
    [3.1, 'low'],
    [3.09, 'critical'],
    [null, null],
  ] as const)('%s V → %s', (volts, level) => expect(batteryLevel(volts)).toBe(level));
});

describe('batteryMonthsLeft', () => {
  it('projects the least-squares trend to the low threshold', () => {
    // 3.45 V falling 1 mV a day: 3.421 V today, 121 days (about 4 months) above 3.3 V.
    expect(batteryMonthsLeft(history(3.45, -0.001, 30))).toBeCloseTo(121 / 30.44, 5);
    const months = batteryMonthsLeft(history(3.5, -0.002, 30))!;
    // today 3.442 V; 0.142 V more at 2 mV a day = 71 days ≈ 2.3 months
    expect(months).toBeCloseTo(71 / 30.44, 5);
  });

  it('ignores day-to-day noise around the trend', () => {
    const noisy = history(3.5, -0.002, 30).map((sample, index) => ({
      ...sample,
      volts: sample.volts + (index % 2 === 0 ? 0.01 : -0.01),
    }));
    expect(batteryMonthsLeft(noisy)).toBeGreaterThan(2);
    expect(batteryMonthsLeft(noisy)).toBeLessThan(2.7);
  });

  it('is 0 when the trend is already below the threshold', () =>
    expect(batteryMonthsLeft(history(3.3, -0.002, 30))).toBe(0));

  it('is null when flat or rising (a new battery)', () => {
    expect(batteryMonthsLeft(history(3.6, 0, 30))).toBeNull();
    expect(batteryMonthsLeft(history(3.3, 0.01, 30))).toBeNull();
    expect(batteryMonthsLeft(history(3.6, -0.00005, 30))).toBeNull();
  });

  it('is null with too few points or too short a span', () => {
    expect(batteryMonthsLeft(history(3.5, -0.01, 5))).toBeNull();
    expect(batteryMonthsLeft([])).toBeNull();
    const oneDay = Array.from({ length: 72 }, (_, index) => ({
      time: new Date(now.getTime() - index * 20 * 60_000),
      volts: 3.5 + index * 0.001,
    }));
    expect(batteryMonthsLeft(oneDay)).toBeNull();
  });

  it('does not care about the order of the samples', () =>
    expect(batteryMonthsLeft(history(3.5, -0.002, 30).reverse())).toBeCloseTo(71 / 30.44, 5));

  it('is worded for people', () => {
    expect(formatMonthsLeft(0.4)).toBe('less than a month');
    expect(formatMonthsLeft(1.2)).toBe('about 1 month');
    expect(formatMonthsLeft(2.3)).toBe('about 2 months');
  });
});

describe('signalQuality', () => {
  it.each([
    [-80, 10, 'excellent'],
    [-95, 7.5, 'good'],
    [-80, -2, 'fair'],
    [-108, 3, 'fair'],
    [-112, 5, 'poor'],
    [-85, -10, 'poor'],
    [-97, null, 'good'],
    [null, 5, null],
  ] as const)('RSSI %s dBm, SNR %s dB → %s', (rssi, snr, quality) =>
    expect(signalQuality(rssi, snr)).toBe(quality),
  );
});

describe('isProbeOut', () => {
  it('only when the sensor-detected bit is clear', () => {
    expect(isProbeOut(false)).toBe(true);
    expect(isProbeOut(true)).toBe(false);
    expect(isProbeOut(null)).toBe(false);
    expect(isProbeOut(undefined)).toBe(false);
  });
});

describe('deviceHealthProblems', () => {
  const healthy = {
    lastSeen: minutesAgo(12),
    battery: 3.58,
    batteryHistory: history(3.58, 0, 30),
    rssi: -95,
    snr: 6,
    probeDetected: true,
  };
  const messages = (input: Parameters<typeof deviceHealthProblems>[0]) =>
    deviceHealthProblems(input, now).map((problem) => problem.message);

  it('is empty for a healthy device', () => expect(messages(healthy)).toEqual([]));

  it('says how long an offline device has been silent', () => {
    expect(messages({ ...healthy, lastSeen: minutesAgo(185) })).toEqual([
      'Offline: last seen 3 h ago',
    ]);
    expect(messages({ ...healthy, lastSeen: minutesAgo(3 * 24 * 60) })).toEqual([
      'Offline: last seen 3 days ago',
    ]);
    expect(messages({ ...healthy, lastSeen: null })).toEqual([
      'Never reported: no uplink has arrived yet',
    ]);
  });

  it('says a low battery with the months left until it fails', () => {
    expect(
      messages({ ...healthy, battery: 3.25, batteryHistory: history(3.34, -0.003, 30) }),
    ).toEqual(['Battery low: about 2 months left']);
    expect(messages({ ...healthy, battery: 3.25, batteryHistory: [] })).toEqual([
      'Battery low: replace it soon',
    ]);
    expect(messages({ ...healthy, battery: 3.02 })).toEqual([
      'Battery almost empty: replace it now',
    ]);
  });

  it('warns before the battery is low when the trend gets there within 3 months', () => {
    expect(
      messages({ ...healthy, battery: 3.44, batteryHistory: history(3.5, -0.002, 30) }),
    ).toEqual(['Battery running down: low in about 2 months']);
  });

  it('flags a probe out of the soil and a weak signal', () => {
    const problems = deviceHealthProblems(
      { ...healthy, probeDetected: false, rssi: -118, snr: -9 },
      now,
    );
    expect(problems.map((problem) => [problem.kind, problem.severity, problem.message])).toEqual([
      ['probe-out', 'critical', 'Probe out of the soil'],
      ['weak-signal', 'warning', 'Weak signal: some uplinks may not arrive'],
    ]);
  });

  it('ignores what a board does not have (The Things Uno: no battery, no probe)', () =>
    expect(messages({ lastSeen: minutesAgo(5), rssi: -85, snr: 9 })).toEqual([]));
});

describe('pump guardrails', () => {
  const ok = { minutes: 10, usedMinutes: 0, downlinksToday: 0, hasQueuedCommand: false };

  it('lets a run inside every limit go', () => {
    expect(pumpRefusal(ok)).toBeNull();
    expect(pumpRefusal({ ...ok, minutes: 30, usedMinutes: 30, downlinksToday: 9 })).toBeNull();
  });

  it('refuses runs that are too long or not whole minutes', () => {
    expect(pumpRefusal({ ...ok, minutes: 31 })).toBe('run-too-long');
    expect(pumpRefusalMessage('run-too-long')).toBe('A run can last at most 30 minutes.');
    expect(pumpRefusal({ ...ok, minutes: 0 })).toBe('run-too-short');
    expect(pumpRefusal({ ...ok, minutes: 2.5 })).toBe('run-too-short');
  });

  it('refuses a second command while one is queued', () => {
    expect(pumpRefusal({ ...ok, hasQueuedCommand: true })).toBe('command-queued');
    expect(pumpRefusalMessage('command-queued')).toBe(
      "A command is already waiting for the device's next uplink.",
    );
  });

  it("keeps to TTN's fair use of 10 downlinks a day", () => {
    expect(pumpRefusal({ ...ok, downlinksToday: 10 })).toBe('downlink-limit');
    expect(pumpRefusalMessage('downlink-limit')).toMatch(
      /^The Things Network allows 10 commands per device per day/,
    );
  });

  it('keeps to the daily budget and says what is left', () => {
    expect(pumpRefusal({ ...ok, minutes: 20, usedMinutes: 45 })).toBe('daily-budget');
    expect(pumpRefusalMessage('daily-budget', 45)).toMatch(
      /^This pump has 15 of its 60 minutes left for today/,
    );
    expect(pumpRefusalMessage('daily-budget', 60)).toMatch(
      /^This pump has used its 60 minutes for today/,
    );
  });

  it('words the class A queue honestly', () =>
    expect(CLASS_A_QUEUED_MESSAGE).toBe(
      'Queued: it will reach the device after its next uplink (about every 20 minutes).',
    ));

  it('keeps the device model names', () =>
    expect(DEVICE_MODEL_LABELS.THE_THINGS_UNO).toBe(
      'The Things Uno development board and pump controller',
    ));
});
