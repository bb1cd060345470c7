import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders a section by default, a region when labelled', () => {
    render(<Card aria-label="Sensors">Content</Card>);
    const region = screen.getByRole('region', { name: 'Sensors' });
    expect(region.tagName).toBe('SECTION');
  });

  it('renders an article when asked', () => {
    render(
      <Card as="article" aria-labelledby="title">
        <h3 id="title">Oak tree</h3>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Oak tree' }).tagName).toBe('ARTICLE');
  });

  it('renders its children', () => {
    render(<Card>Watered yesterday</Card>);
    expect(screen.getByText('Watered yesterday')).toBeTruthy();
  });

  it('styles tones and paddings differently', () => {
    render(
      <>
        <Card aria-label="Plain">a</Card>
        <Card aria-label="Critical" tone="critical">
          b
        </Card>
        <Card aria-label="Roomy" padding="large">
          c
        </Card>
      </>,
    );
    const plain = screen.getByRole('region', { name: 'Plain' }).className;
    expect(screen.getByRole('region', { name: 'Critical' }).className).not.toBe(plain);
    expect(screen.getByRole('region', { name: 'Roomy' }).className).not.toBe(plain);
  });
});
