import { createGlobalThemeContract } from '@vanilla-extract/css';
import { themeTokens } from '../tokens/themeTokens';
import { cssVariableName } from './cssVariableName';

// The contract's shape is the token shape; the values here only name the CSS variables, which
// are public and stable (`--bk-colour-brand`, see cssVariableName).
// Components read `vars` only, never token values, so every theme can restyle them.
export const vars = createGlobalThemeContract(themeTokens.default, (_value, path) =>
  cssVariableName(path),
);
