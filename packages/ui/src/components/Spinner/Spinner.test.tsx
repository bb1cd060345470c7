import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named "Loading" by default', () => {
    render(<Spinner />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('uses the label as its accessible name', () => {
    render(<Spinner label="Loading things" />);
    expect(screen.getByRole('progressbar', { name: 'Loading things' })).toBeTruthy();
  });

  it('shows the label visibly with showLabel', () => {
    render(<Spinner label="Loading things" showLabel />);
    expect(screen.getByText('Loading things').className).toBe('');
  });

  it('changes its size per size prop', () => {
    render(
      <>
        <Spinner label="Small" size="small" />
        <Spinner label="Large" size="large" />
      </>,
    );
    const small = screen.getByRole('progressbar', { name: 'Small' }).firstElementChild!.className;
    const large = screen.getByRole('progressbar', { name: 'Large' }).firstElementChild!.className;
    expect(small).not.toBe(large);
  });
});
