import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTheme } from '../components/ThemeProvider/ThemeProvider';
import { Heading } from '../components/Heading/Heading';
import { breakpoints } from '../css/breakpoints';
import { vars } from '../themes/contract.css';
import { themeTokens } from '../tokens/themeTokens';

type Leaf = { path: string; value: string; cssVar: string };

/** Every token under `values` with its CSS variable from the contract. */
function leaves(values: object, cssVars: object, prefix: string): Leaf[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const cssVar = (cssVars as Record<string, unknown>)[key];
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? [{ path, value, cssVar: String(cssVar) }]
      : leaves(value as object, cssVar as object, path);
  });
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

const tile: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  backgroundColor: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
};

function TokenGroup({
  id,
  title,
  tokens,
  sample,
}: {
  id: string;
  title: string;
  tokens: Leaf[];
  sample: (token: Leaf) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} style={{ display: 'grid', gap: vars.space.medium }}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <ul style={grid}>
        {tokens.map((token) => (
          <li key={token.path} style={tile}>
            {sample(token)}
            <span style={{ display: 'grid', minWidth: 0 }}>
              <code style={{ overflowWrap: 'anywhere' }}>{token.path}</code>
              <span style={{ color: vars.colour.textMuted, overflowWrap: 'anywhere' }}>
                {token.value}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const swatch = (background: string): CSSProperties => ({
  width: 40,
  height: 40,
  flexShrink: 0,
  background,
  borderRadius: vars.radius.small,
  boxShadow: `inset 0 0 0 1px ${vars.colour.border}`,
});

/** Every token of the theme chosen in the toolbar (the test rig renders both themes). */
function AllTokens() {
  const theme = useTheme();
  const tokens = themeTokens[theme];
  return (
    <div style={{ display: 'grid', gap: vars.space.xlarge }}>
      <Heading level={1}>Tokens: {theme === 'beeCafe' ? 'Bee cafe' : 'Default'} theme</Heading>
      <TokenGroup
        id="tokens-colour"
        title="Colour"
        tokens={leaves(tokens.colour, vars.colour, 'colour')}
        sample={({ cssVar }) => <span aria-hidden="true" style={swatch(cssVar)} />}
      />
      <TokenGroup
        id="tokens-space"
        title="Space"
        tokens={leaves(tokens.space, vars.space, 'space')}
        sample={({ cssVar }) => (
          <span
            aria-hidden="true"
            style={{ width: cssVar, height: 16, flexShrink: 0, background: vars.colour.brand }}
          />
        )}
      />
      <TokenGroup
        id="tokens-radius"
        title="Radius"
        tokens={leaves(tokens.radius, vars.radius, 'radius')}
        sample={({ cssVar }) => (
          <span
            aria-hidden="true"
            style={{ ...swatch(vars.colour.surfaceRaised), borderRadius: cssVar }}
          />
        )}
      />
      <TokenGroup
        id="tokens-font"
        title="Typography"
        tokens={leaves(tokens.font, vars.font, 'font')}
        sample={({ path, cssVar }) => {
          const property = path.startsWith('font.family')
            ? 'fontFamily'
            : path.startsWith('font.size')
              ? 'fontSize'
              : path.startsWith('font.weight')
                ? 'fontWeight'
                : 'lineHeight';
          return (
            <span aria-hidden="true" style={{ [property]: cssVar, minWidth: 40 }}>
              Aa
            </span>
          );
        }}
      />
      <TokenGroup
        id="tokens-shadow"
        title="Shadow"
        tokens={leaves(tokens.shadow, vars.shadow, 'shadow')}
        sample={({ cssVar }) => (
          <span aria-hidden="true" style={{ ...swatch(vars.colour.surface), boxShadow: cssVar }} />
        )}
      />
      <TokenGroup
        id="tokens-motion"
        title="Motion"
        tokens={leaves(tokens.motion, vars.motion, 'motion')}
        sample={() => null}
      />
      <section
        aria-labelledby="tokens-breakpoints"
        style={{ display: 'grid', gap: vars.space.medium }}
      >
        <Heading level={2} id="tokens-breakpoints">
          Breakpoints
        </Heading>
        <ul style={grid}>
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name} style={tile}>
              <code>{name}</code>
              <span style={{ color: vars.colour.textMuted }}>from {px} px</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: AllTokens,
  parameters: {
    docs: {
      description: {
        component:
          'Every design token of the current theme, for visual regression: a changed token changes this picture in the theme it belongs to.',
      },
    },
  },
} satisfies Meta<typeof AllTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokensStory: Story = {
  name: 'All tokens',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of [
      'Colour',
      'Space',
      'Radius',
      'Typography',
      'Shadow',
      'Motion',
      'Breakpoints',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expect(canvas.getByText('colour.scale.ph.acidic')).toBeVisible();
    await expect(canvas.getByText('motion.duration.dialog')).toBeVisible();
  },
};
