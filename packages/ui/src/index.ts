// The only barrel of @bloomkeep/ui.

// Themes and tokens
export { vars } from './themes/contract.css';
export { themeClass } from './themes/themeClass';
export { themeForHost } from './themes/themeForHost';
export { themeNames, themeTokens, type ThemeName, type ThemeTokens } from './tokens/themeTokens';
export { runtimeTokens, hexToRgba, type Rgba, type RuntimeTokens } from './tokens/runtimeTokens';
export { breakpoints, mediaQuery, type Breakpoint } from './css/breakpoints';

// Domain wording
export { thingCategories, thingCategoryLabel, type ThingCategory } from './domain/thingCategory';
export { indicatorLevels, indicatorLevelLabel, type IndicatorLevel } from './domain/indicatorLevel';
export { formatDate } from './domain/formatDate';

// Components
export {
  ThemeProvider,
  useTheme,
  type ThemeProviderProps,
} from './components/ThemeProvider/ThemeProvider';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
} from './components/Button/Button';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingTone,
} from './components/Heading/Heading';
export { Card, type CardPadding, type CardProps, type CardTone } from './components/Card/Card';
export { ThingCard, type ThingCardProps } from './components/ThingCard/ThingCard';
