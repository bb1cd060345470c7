import { render, screen } from '@testing-library/react';
import { Leaf } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatTile } from './StatTile';

describe('StatTile', () => {
  it('is a group named by its label showing the value in en-US', () => {
    render(<StatTile label="Things" value={12345} />);
    const group = screen.getByRole('group', { name: 'Things' });
    expect(group.textContent).toContain('12,345');
  });

  it('marks a lower bound with a plus, as in "1,000+"', () => {
    render(<StatTile label="Things" value={1000} isAtLeast />);
    expect(screen.getByRole('group', { name: 'Things' }).textContent).toContain('1,000+');
  });

  it('shows a dash and says "No data available" for a null value', () => {
    render(<StatTile label="Devices" value={null} />);
    expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('shows a skeleton and is busy while loading', () => {
    render(<StatTile label="Users" value={null} isLoading />);
    const group = screen.getByRole('group', { name: 'Users' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it.each([
    [12, '+12'],
    [-3, '-3'],
    [0, '0'],
  ])('shows a change of %s as "%s" with its period', (value, text) => {
    render(<StatTile label="Things" value={100} change={{ value, period: 'this week' }} />);
    expect(screen.getByText('this week').parentElement?.textContent).toBe(`${text} this week`);
  });

  it('shows a decorative icon in a tone', () => {
    const { container, rerender } = render(
      <StatTile label="Things" value={1} icon={<Leaf />} tone="positive" />,
    );
    const positive = container.querySelector('[aria-hidden="true"]');
    expect(positive?.querySelector('svg')).toBeTruthy();
    const positiveClass = positive?.className;
    rerender(<StatTile label="Things" value={1} icon={<Leaf />} tone="critical" />);
    expect(container.querySelector('[aria-hidden="true"]')?.className).not.toBe(positiveClass);
  });
});
