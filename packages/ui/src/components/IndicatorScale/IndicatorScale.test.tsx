import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorScale } from './IndicatorScale';

describe('IndicatorScale', () => {
  it('is a group named "Water scale" listing the five levels in text', () => {
    render(<IndicatorScale />);
    const group = screen.getByRole('group', { name: 'Water scale' });
    const items = within(group).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Too wet',
      'Moist',
      'Needs water',
      'Too dry',
      'Unknown',
    ]);
  });

  it('marks and announces the current level', () => {
    render(<IndicatorScale level="needsWater" />);
    expect(screen.getByText('Current: Needs water')).toBeTruthy();
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current.map((item) => item.textContent)).toEqual(['Needs water']);
  });

  it('announces nothing and marks nothing without a level', () => {
    render(<IndicatorScale />);
    expect(screen.queryByText(/Current:/)).toBeNull();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('shows a legend explaining each level when asked', () => {
    const { rerender } = render(<IndicatorScale />);
    expect(screen.queryByRole('term')).toBeNull();
    rerender(<IndicatorScale showLegend />);
    expect(screen.getAllByRole('term')).toHaveLength(5);
    expect(screen.getByText('No recent reading')).toBeTruthy();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'More than 60% soil moisture',
      '31–60% soil moisture',
      '21–30% soil moisture: water soon',
      '20% soil moisture or less: water now',
      'No recent reading',
    ]);
  });

  it('lays out vertically', () => {
    const { container, rerender } = render(<IndicatorScale />);
    const horizontal = container.querySelector('ul')?.className;
    rerender(<IndicatorScale orientation="vertical" />);
    expect(container.querySelector('ul')?.className).not.toBe(horizontal);
  });

  it('takes a custom label', () => {
    render(<IndicatorScale label="Willow tree water" />);
    expect(screen.getByRole('group', { name: 'Willow tree water' })).toBeTruthy();
  });
});
