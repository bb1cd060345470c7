import { render, screen } from '@testing-library/react';
import { indicatorLevelForWater } from '@bloomkeep/schema';
import { describe, expect, it } from 'vitest';
import { IndicatorScale } from '../IndicatorScale/IndicatorScale';
import { HydrationGauge } from './HydrationGauge';

describe('HydrationGauge', () => {
  it('exposes a meter with aria-valuenow and a value text naming its band', () => {
    render(<HydrationGauge value={42} />);
    const meter = screen.getByRole('meter', { name: 'Soil moisture' });
    expect(meter.getAttribute('aria-valuenow')).toBe('42');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('42%, moist');
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByText('Moist')).toBeTruthy();
  });

  it.each([
    [10, '10%, too dry'],
    [20, '20%, too dry'],
    [25.5, '25.5%, needs water'],
    [60, '60%, moist'],
    [85, '85%, too wet'],
  ])('value %s reads "%s"', (value, text) => {
    render(<HydrationGauge value={value} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe(text);
  });

  it.each([12, 26.5, 48, 83])(
    'names the band of %s%% with the words IndicatorScale shows for the same reading',
    (value) => {
      const { unmount } = render(
        <>
          <HydrationGauge value={value} />
          <IndicatorScale level={indicatorLevelForWater(value)} />
        </>,
      );
      const current = screen.getByText(/^Current: /).textContent!.replace('Current: ', '');
      const valueText = screen.getByRole('meter').getAttribute('aria-valuetext');
      expect(valueText).toBe(`${value}%, ${current.toLowerCase()}`);
      unmount();
    },
  );

  it('colours the band segments on the water scale, highlighting the current band', () => {
    const { container } = render(<HydrationGauge value={42} />);
    const segments = [...container.querySelectorAll('[data-band]')];
    expect(segments.map((s) => s.getAttribute('data-band'))).toEqual([
      'dry',
      'needsWater',
      'good',
      'saturated',
    ]);
    expect(new Set(segments.map((s) => s.className)).size).toBe(4);
  });

  it('accepts custom bands', () => {
    render(
      <HydrationGauge
        value={45}
        bands={[
          { name: 'saturated', upTo: 80 },
          { name: 'dry', upTo: 15 },
          { name: 'good', upTo: 50 },
        ]}
      />,
    );
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('aria-valuemax')).toBe('80');
    expect(meter.getAttribute('aria-valuetext')).toBe('45%, moist');
  });

  it('says "No reading" in the unknown colour without a value', () => {
    const { container } = render(<HydrationGauge value={null} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('group', { name: 'Soil moisture: No reading' })).toBeTruthy();
    const segments = [...container.querySelectorAll('[data-band]')];
    expect(new Set(segments.map((s) => s.className)).size).toBe(1);
  });

  it('takes a custom label', () => {
    render(<HydrationGauge value={30} label="Planter moisture" />);
    expect(screen.getByRole('meter', { name: 'Planter moisture' })).toBeTruthy();
  });
});
