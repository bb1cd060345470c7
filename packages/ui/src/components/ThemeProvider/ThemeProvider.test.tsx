import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../../themes/createTheme';
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

  it("sets a custom theme's properties on its root, over the theme's", () => {
    render(
      <ThemeProvider theme="default" customTheme={createTheme({ colour: { brand: '#5b2a86' } })}>
        <ThemeName />
      </ThemeProvider>,
    );
    const root = screen.getByText('Theme is default').parentElement as HTMLElement;
    expect(root.style.getPropertyValue('--bk-colour-brand')).toBe('#5b2a86');
    expect(root.className).toContain(themeClass.default);
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
