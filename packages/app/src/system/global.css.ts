import { globalStyle } from '@vanilla-extract/css';

// The app owns the whole page: no browser margin around the shell.
globalStyle('html, body', { margin: 0, padding: 0 });
