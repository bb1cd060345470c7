import type { Decorator, Preview } from '@storybook/react-vite';
import { configureMaps, ThemeProvider, themeNames, vars, type ThemeName } from '@bloomkeep/ui';
import mapWorkerUrl from '@bloomkeep/ui/viteMapWorkerUrl';
import { configure } from 'storybook/test';
import { disabledAxeRules, excludedFromAxe } from './axe.ts';

// maplibre's worker, where Vite put it (the kit's published code leaves this to the host).
configureMaps({ workerUrl: mapWorkerUrl });

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

/**
 * True in a browser driven by automation (Playwright sets `navigator.webdriver`): the story test
 * run, whose test-runner.ts already runs axe on every render in both themes. There the a11y
 * addon's automatic run is switched off, so axe runs once per render, not twice.
 */
const isAutomated = typeof navigator !== 'undefined' && navigator.webdriver === true;

// In the story test run two browsers share two cores with the Storybook server, and a popover can
// take more than Testing Library's default second to open (a Menu story failed CI that way).
// `findBy…` and `waitFor` in play functions wait up to five seconds there; people clicking through
// Storybook keep the default, so a slow story still shows up when someone looks at it.
if (isAutomated) configure({ asyncUtilTimeout: 5000 });

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
  initialGlobals: { theme: 'default', a11y: { manual: isAutomated } },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /At$/ } },
    // The accessibility panel: axe after each render, violations shown as errors. Same rules as
    // the test run (./axe.ts).
    a11y: {
      test: 'error',
      context: { exclude: excludedFromAxe.filter((selector) => selector !== '#storybook-docs') },
      config: { rules: disabledAxeRules.map((id) => ({ id, enabled: false })) },
    },
    options: {
      // The sidebar for designers. Test-only stories (tag `test-only`, with `!dev`) are hidden
      // from it and still run in the story tests.
      // Within a section: single components first (A–Z), then the groups; stories keep the
      // order of their file (Docs, then the inline preview, first).
      storySort: {
        method: 'alphabetical',
        order: [
          'Getting started',
          'Foundations',
          ['Overview', 'Themes', 'Tokens', 'ThemeProvider'],
          'Components',
          ['*', 'Forms', 'Overlays', 'Collections', 'Feedback', 'Layout'],
          'Domain',
          ['*', 'Maps'],
          'Patterns',
          'App',
          '*',
        ],
      },
    },
  },
};

export default preview;
