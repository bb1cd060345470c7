import '../../fonts';
import { createContext, useContext, type ReactNode } from 'react';
import { themeRoot } from '../../themes/global.css';
import type { CustomTheme } from '../../themes/createTheme';
import { themeClass } from '../../themes/themeClass';
import type { ThemeName } from '../../tokens/themeTokens';
import * as styles from './ThemeProvider.css';

const ThemeContext = createContext<ThemeName>('default');

export interface ThemeProviderProps {
  /** The brand to apply to everything inside. */
  theme: ThemeName;
  children: ReactNode;
  /** Fill the viewport's height, for an app shell. */
  isFullHeight?: boolean;
  /**
   * A partner's brand from `createTheme(…)`: its values replace the theme's. `theme` still names
   * the built-in brand that runtime colours (map and chart canvases) come from.
   */
  customTheme?: CustomTheme;
}

/** Applies a theme's tokens and base text styles to its children. */
export function ThemeProvider({
  theme,
  children,
  isFullHeight = false,
  customTheme,
}: ThemeProviderProps) {
  const className = [themeClass[theme], themeRoot, isFullHeight ? styles.fullHeight : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <ThemeContext.Provider value={theme}>
      <div className={className} data-theme={theme} style={customTheme}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The name of the nearest ThemeProvider's theme (`default` outside any provider). */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}
