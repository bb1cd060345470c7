import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhScale } from './PhScale';

describe('PhScale', () => {
  it('is a meter from 0 to 14 named "Soil pH" with the value and region as text', () => {
    render(<PhScale value={6.4} />);
    const meter = screen.getByRole('meter', { name: 'Soil pH' });
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('14');
    expect(meter.getAttribute('aria-valuenow')).toBe('6.4');
    expect(meter.getAttribute('aria-valuetext')).toBe('pH 6.4, acidic');
  });

  it.each([
    [7, 'pH 7.0, neutral'],
    [8.2, 'pH 8.2, alkaline'],
    [5.96, 'pH 6.0, acidic'],
  ])('names pH %s as "%s"', (value, text) => {
    render(<PhScale value={value} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe(text);
  });

  it('places the marker along the scale', () => {
    render(<PhScale value={7} />);
    expect(screen.getByTestId('ph-marker').style.insetInlineStart).toBe('50%');
  });

  it('shows tick labels and region labels in text', () => {
    const { container } = render(<PhScale value={7} />);
    expect(container.textContent).toContain('Acidic 0–6');
    expect(container.textContent).toContain('Neutral 7');
    expect(container.textContent).toContain('Alkaline 8–14');
    expect(container.textContent).toContain('14');
  });

  it('says "No reading" and exposes no meter without a value', () => {
    render(<PhScale value={null} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('group', { name: 'Soil pH: No reading' })).toBeTruthy();
    expect(screen.queryByTestId('ph-marker')).toBeNull();
  });

  it('takes a custom label', () => {
    render(<PhScale value={6} label="Planter pH" />);
    expect(screen.getByRole('meter', { name: 'Planter pH' })).toBeTruthy();
  });
});
