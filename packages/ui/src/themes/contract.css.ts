import { createThemeContract } from '@vanilla-extract/css';
import { themeTokens } from '../tokens/themeTokens';

// The contract's shape is the token shape; the values here only name the CSS variables.
// Components read `vars` only, never token values, so every theme can restyle them.
export const vars = createThemeContract(themeTokens.default);
