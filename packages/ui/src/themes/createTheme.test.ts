import { describe, expect, it } from 'vitest';
import { themeTokens } from '../tokens/themeTokens';
import { vars } from './contract.css';
import { createTheme } from './createTheme';

describe('the public CSS custom properties', () => {
  it('are named after the token path, kebab-cased, not hashed', () => {
    expect(vars.colour.brand).toBe('var(--bk-colour-brand)');
    expect(vars.colour.brandStrong).toBe('var(--bk-colour-brand-strong)');
    expect(vars.colour.tone.critical.onSolid).toBe('var(--bk-colour-tone-critical-on-solid)');
    expect(vars.font.family.body).toBe('var(--bk-font-family-body)');
  });
});

describe('createTheme', () => {
  it('sets the overridden tokens and keeps the base theme for the rest', () => {
    const theme = createTheme({
      colour: { brand: '#5b2a86', tone: { critical: { solid: '#900' } } },
    });
    expect(theme['--bk-colour-brand']).toBe('#5b2a86');
    expect(theme['--bk-colour-tone-critical-solid']).toBe('#900');
    expect(theme['--bk-colour-text']).toBe(themeTokens.default.colour.text);
    expect(theme['--bk-radius-medium']).toBe(themeTokens.default.radius.medium);
  });

  it('gives every token of the contract a value, so no built-in theme class is needed', () => {
    const theme = createTheme({});
    const names = JSON.stringify(vars).match(/--bk-[\w-]+/g) ?? [];
    expect(names.length).toBeGreaterThan(60);
    for (const name of names) expect(theme[name as `--bk-${string}`]).toBeTruthy();
  });

  it('starts from another built-in brand when asked', () => {
    const theme = createTheme({ font: { family: { body: 'Georgia, serif' } } }, 'beeCafe');
    expect(theme['--bk-colour-brand']).toBe(themeTokens.beeCafe.colour.brand);
    expect(theme['--bk-font-family-body']).toBe('Georgia, serif');
  });
});
