import { globalStyle } from '@vanilla-extract/css';

// The app owns the whole page: no browser margin around the shell.
globalStyle('html, body', { margin: 0, padding: 0 });

// After a navigation, focus moves to the new page's heading (or to <main> without one) so screen
// readers announce the page and Tab continues from there (system/focusOnNavigation.ts). They are
// not controls: no focus ring on them, as on GOV.UK.
globalStyle('h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus', { outline: 'none' });
