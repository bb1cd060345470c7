import { createTheme } from '@vanilla-extract/css';
import { themeTokens } from '../tokens/themeTokens';
import { vars } from './contract.css';

export const defaultThemeClass = createTheme(vars, themeTokens.default, 'default');
