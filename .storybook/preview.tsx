import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, themeNames, vars, type ThemeName } from '@bloomkeep/ui';

const withTheme: Decorator = (Story, context) => {
  const requested = context.globals.theme as string | undefined;
  const theme: ThemeName = themeNames.find((name) => name === requested) ?? 'default';
  return (
    <ThemeProvider theme={theme}>
      <div style={{ padding: vars.space.large }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'White-label theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (green)' },
          { value: 'beeCafe', title: 'Bee cafe' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /At$/ } },
  },
};

export default preview;
