import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in a div by default', () => {
    const { container } = render(
      <Stack space="medium">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByText('One')).toBeTruthy();
    expect(screen.getByText('Two')).toBeTruthy();
  });

  it('uses a different class per space', () => {
    const { container } = render(
      <>
        <Stack space="small">a</Stack>
        <Stack space="xlarge">b</Stack>
      </>,
    );
    const [small, large] = Array.from(container.children);
    expect(small?.className).not.toBe(large?.className);
  });

  it('uses a different class per align', () => {
    const { container } = render(
      <>
        <Stack space="small">a</Stack>
        <Stack space="small" align="center">
          b
        </Stack>
      </>,
    );
    const [stretch, center] = Array.from(container.children);
    expect(stretch?.className).not.toBe(center?.className);
  });

  it('renders as a list when as="ul", named by aria-label', () => {
    render(
      <Stack space="small" as="ul" aria-label="Things">
        <li>Oak tree</li>
        <li>Planter</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders as a labelled section region', () => {
    render(
      <Stack space="small" as="section" aria-labelledby="h">
        <h2 id="h">Readings</h2>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Readings' })).toBeTruthy();
  });
});
