import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BatteryIndicator } from './BatteryIndicator';

describe('BatteryIndicator', () => {
  it('maps Dragino volts to percent and level, with the voltage', () => {
    const { container } = render(<BatteryIndicator volts={3.45} />);
    expect(container.textContent).toBe('Battery 75% (full) · 3.45 V');
  });

  it('uses percent when given', () => {
    const { container } = render(<BatteryIndicator percent={42} volts={3.6} />);
    expect(container.textContent).toBe('Battery 42% (medium)');
  });

  it.each([
    [3.05, 'low'],
    [3.25, 'low'],
    [3.3, 'medium'],
    [3.6, 'full'],
  ])('%s V is %s', (volts, level) => {
    const { container } = render(<BatteryIndicator volts={volts} />);
    expect(container.firstElementChild?.getAttribute('data-level')).toBe(level);
  });

  it('shows low in a critical style that differs from the others', () => {
    const { container } = render(
      <>
        <BatteryIndicator percent={10} />
        <BatteryIndicator percent={50} />
      </>,
    );
    const [low, medium] = container.children;
    expect(low?.className).not.toBe(medium?.className);
    expect(low?.textContent).toContain('(low)');
  });

  it('says the battery is unknown without a reading', () => {
    const { container } = render(<BatteryIndicator volts={null} />);
    expect(container.textContent).toBe('Battery unknown');
  });

  it('hides its icon from assistive technology', () => {
    const { container } = render(<BatteryIndicator percent={80} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
