import { widgetTheme, type WidgetTheme } from '@bloomkeep/schema';
import type { ThemeName } from '@bloomkeep/ui';

const KIT_THEMES: Record<WidgetTheme, ThemeName> = { default: 'default', beecafe: 'beeCafe' };

/** The kit's theme for a `theme` attribute (`beecafe` is the kit's `beeCafe`; anything else is default). */
export function kitTheme(attribute: string | null): ThemeName {
  return KIT_THEMES[widgetTheme(attribute)];
}

/** The `theme` attribute's value for a kit theme (for the server, which speaks attributes). */
export function widgetThemeOf(theme: ThemeName): WidgetTheme {
  return theme === 'beeCafe' ? 'beecafe' : 'default';
}
