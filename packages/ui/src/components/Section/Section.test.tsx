import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('renders a region named by its h2 title', () => {
    render(<Section title="Sensors">Content</Section>);
    const region = screen.getByRole('region', { name: 'Sensors' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Sensors' })).toBeTruthy();
    expect(region.textContent).toContain('Content');
  });

  it('uses headingLevel', () => {
    render(
      <Section title="Readings" headingLevel={3}>
        x
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Readings' })).toBeTruthy();
  });

  it('describes the region with the description', () => {
    render(
      <Section title="Sensors" description="Two devices report every hour.">
        x
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Sensors' });
    const describedBy = region.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Two devices report every hour.',
    );
  });

  it('has no aria-describedby without a description', () => {
    render(<Section title="Sensors">x</Section>);
    expect(screen.getByRole('region').hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders actions', () => {
    render(
      <Section title="Sensors" actions={<button type="button">Add device</button>}>
        x
      </Section>,
    );
    expect(screen.getByRole('button', { name: 'Add device' })).toBeTruthy();
  });

  it('passes the id through', () => {
    render(
      <Section title="Sensors" id="sensors">
        x
      </Section>,
    );
    expect(screen.getByRole('region').id).toBe('sensors');
  });
});
