import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignalIndicator } from './SignalIndicator';

describe('SignalIndicator', () => {
  it('states quality, RSSI and SNR in text', () => {
    const { container } = render(<SignalIndicator rssi={-97} snr={7.5} />);
    expect(container.textContent).toBe('Good signal · RSSI -97 dBm, SNR 7.5 dB');
  });

  it.each([
    [-35, 4, 'Excellent'],
    [-97, 3, 'Good'],
    [-105, 2, 'Fair'],
    [-115, 1, 'Weak'],
    [-121, 0, 'Poor'],
  ])('RSSI %s lights %s bars (%s)', (rssi, bars, word) => {
    const { container } = render(<SignalIndicator rssi={rssi} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('data-bars')).toBe(String(bars));
    expect(root.textContent).toContain(`${word} signal`);
  });

  it('shows SNR alone without RSSI', () => {
    const { container } = render(<SignalIndicator snr={-3} />);
    expect(container.textContent).toBe('No signal data · SNR -3 dB');
  });

  it('says there is no data without readings, and hides the bars', () => {
    const { container } = render(<SignalIndicator />);
    expect(container.textContent).toBe('No signal data');
    expect(container.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('lets a poor SNR lower the word, as the shared health rule does', () => {
    const { container } = render(<SignalIndicator rssi={-85} snr={-10} />);
    expect(container.textContent).toContain('Weak signal');
    expect(container.firstElementChild?.getAttribute('data-bars')).toBe('1');
  });
});
