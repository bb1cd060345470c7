import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders its children in a div', () => {
    const { container } = render(
      <Inline space="small">
        <span>One</span>
        <span>Two</span>
      </Inline>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByText('Two')).toBeTruthy();
  });

  it.each([
    ['space', { space: 'large' }],
    ['align', { align: 'end' }],
    ['alignY', { alignY: 'top' }],
    ['noWrap', { noWrap: true }],
  ] as const)('uses a different class for the %s prop', (_name, props) => {
    const { container } = render(
      <>
        <Inline space="small">a</Inline>
        <Inline space="small" {...props}>
          b
        </Inline>
      </>,
    );
    const [plain, changed] = Array.from(container.children);
    expect(plain?.className).not.toBe(changed?.className);
  });

  it('renders as a named list', () => {
    render(
      <Inline space="small" as="ul" aria-label="Tags">
        <li>Bees</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toBeTruthy();
  });
});
