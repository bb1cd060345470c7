import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('renders level %i as h%i', (level) => {
    render(<Heading level={level}>Flower beds</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Flower beds' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('passes the id through so regions can be labelled by it', () => {
    render(
      <section aria-labelledby="beds">
        <Heading level={2} id="beds">
          Beds
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Beds' })).toBeTruthy();
  });

  it('styles the brand tone differently from the neutral tone', () => {
    render(
      <>
        <Heading level={2}>Neutral</Heading>
        <Heading level={2} tone="brand">
          Brand
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Neutral' }).className).not.toBe(
      screen.getByRole('heading', { name: 'Brand' }).className,
    );
  });
});
