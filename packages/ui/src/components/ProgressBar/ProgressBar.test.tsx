import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with aria values and value text', () => {
    render(<ProgressBar label="Uploading photo" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByText('40%')).toBeTruthy();
  });

  it('uses minValue, maxValue and formatOptions', () => {
    render(
      <ProgressBar
        label="Watered"
        value={3}
        minValue={0}
        maxValue={12}
        formatOptions={{ style: 'decimal' }}
        valueLabel="3 of 12 planters"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Watered' });
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 12 planters');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar label="Connecting" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Connecting' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('hides the visible value with hideValue', () => {
    render(<ProgressBar label="Upload" value={40} hideValue />);
    expect(screen.queryByText('40%')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('40%');
  });
});
