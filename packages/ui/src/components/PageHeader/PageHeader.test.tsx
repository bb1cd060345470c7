import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Things', href: '/things' },
  { label: 'Corner planter', href: '/things/42' },
];

describe('PageHeader', () => {
  it('renders the title as the h1', () => {
    render(<PageHeader title="Your things" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your things' })).toBeTruthy();
  });

  it('renders the description', () => {
    render(<PageHeader title="Your things" description="Everything you look after." />);
    expect(screen.getByText('Everything you look after.')).toBeTruthy();
  });

  it('renders breadcrumbs in a named nav, the last one marked as the current page', () => {
    render(<PageHeader title="Corner planter" breadcrumbs={crumbs} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.hasAttribute('aria-current')).toBe(false);
    const current = screen.getByText('Corner planter', { selector: '[aria-current]' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('renders no breadcrumbs navigation without breadcrumbs', () => {
    render(<PageHeader title="Home" breadcrumbs={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders actions', () => {
    render(<PageHeader title="Your things" actions={<button type="button">Add thing</button>} />);
    expect(screen.getByRole('button', { name: 'Add thing' })).toBeTruthy();
  });
});
