import { describe, expect, it } from 'vitest';
import { pumpMinutesUsed } from './DeviceControls';

const now = Date.parse('2026-11-24T12:00:00Z');
const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();

describe('pumpMinutesUsed', () => {
  it('adds the pump runs of the last 24 hours that did not fail', () => {
    expect(
      pumpMinutesUsed(
        [
          { kind: 'PUMP', status: 'CONFIRMED', minutes: 20, createdAt: at(2) },
          { kind: 'PUMP', status: 'QUEUED', minutes: 10, createdAt: at(0.1) },
          { kind: 'PUMP', status: 'FAILED', minutes: 30, createdAt: at(1) },
          { kind: 'PUMP', status: 'CONFIRMED', minutes: 25, createdAt: at(25) },
          { kind: 'LED', status: 'SENT', minutes: null, createdAt: at(1) },
        ],
        now,
      ),
    ).toBe(30);
  });

  it('is 0 without commands', () => {
    expect(pumpMinutesUsed([], now)).toBe(0);
  });
});
