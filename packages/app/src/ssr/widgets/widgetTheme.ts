import type { WidgetTheme } from '@bloomkeep/schema';
import type { ThemeName } from '@bloomkeep/ui';

/** The kit's theme for a widget's `theme` attribute (`beecafe` is the bee cafe brand). */
export function themeOfWidget(theme: WidgetTheme): ThemeName {
  return theme === 'beecafe' ? 'beeCafe' : 'default';
}
