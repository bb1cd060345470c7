import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeClass } from '../../themes/themeClass';
import { ThemeProvider, useTheme } from './ThemeProvider';

function ThemeName() {
  return <p>Theme is {useTheme()}</p>;
}

describe('ThemeProvider', () => {
  it('applies the class of the chosen theme', () => {
    render(
      <ThemeProvider theme="beeCafe">
        <ThemeName />
      </ThemeProvider>,
    );
    const root = screen.getByText('Theme is beeCafe').parentElement;
    expect(root?.className).toContain(themeClass.beeCafe);
    expect(root?.className).not.toContain(themeClass.default);
    expect(root?.getAttribute('data-theme')).toBe('beeCafe');
  });

  it('gives useTheme the name of the nearest provider', () => {
    render(
      <ThemeProvider theme="beeCafe">
        <ThemeProvider theme="default">
          <ThemeName />
        </ThemeProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme is default')).toBeTruthy();
  });

  it('falls back to the default theme outside any provider', () => {
    render(<ThemeName />);
    expect(screen.getByText('Theme is default')).toBeTruthy();
  });

  it('uses distinct classes per theme', () => {
    expect(themeClass.default).not.toBe(themeClass.beeCafe);
  });
});
