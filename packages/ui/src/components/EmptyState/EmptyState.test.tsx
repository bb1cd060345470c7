import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is a region named by its title heading', () => {
    render(<EmptyState title="No things yet" />);
    expect(screen.getByRole('region', { name: 'No things yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'No things yet' })).toBeTruthy();
  });

  it('shows the description', () => {
    render(<EmptyState title="No things yet" description="Add a planter to start." />);
    expect(screen.getByText('Add a planter to start.')).toBeTruthy();
  });

  it('renders the action', () => {
    render(<EmptyState title="No things yet" action={<button type="button">Add thing</button>} />);
    expect(screen.getByRole('button', { name: 'Add thing' })).toBeTruthy();
  });

  it('hides the icon, custom or default, from assistive technology', () => {
    render(<EmptyState title="No badges" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('uses the heading level given', () => {
    render(<EmptyState title="No actions" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No actions' })).toBeTruthy();
  });
});
