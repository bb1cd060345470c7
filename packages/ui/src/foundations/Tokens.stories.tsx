import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTheme } from '../components/ThemeProvider/ThemeProvider';
import { Heading } from '../components/Heading/Heading';
import { vars } from '../themes/contract.css';
import { themeTokens } from '../tokens/themeTokens';

type Leaves = Array<{ path: string; value: string; cssVar: string }>;

function leaves(values: object, cssVars: object, prefix: string): Leaves {
  return Object.entries(values).flatMap(([key, value]) => {
    const cssVar = (cssVars as Record<string, unknown>)[key];
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? [{ path, value, cssVar: String(cssVar) }]
      : leaves(value as object, cssVar as object, path);
  });
}

function ColourTokens() {
  const theme = useTheme();
  const colours = leaves(themeTokens[theme].colour, vars.colour, '');
  return (
    <section aria-labelledby="colour-tokens" style={{ display: 'grid', gap: vars.space.large }}>
      <Heading level={2} id="colour-tokens">
        Colour tokens: {theme}
      </Heading>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: vars.space.medium,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {colours.map(({ path, value, cssVar }) => (
          <li
            key={path}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: vars.space.small,
              padding: vars.space.small,
              backgroundColor: vars.colour.surface,
              border: `1px solid ${vars.colour.border}`,
              borderRadius: vars.radius.medium,
            }}
          >
            <span
              aria-hidden="true"
              style={{
                width: 40,
                height: 40,
                flexShrink: 0,
                backgroundColor: cssVar,
                borderRadius: vars.radius.small,
                boxShadow: `inset 0 0 0 1px ${vars.colour.border}`,
              }}
            />
            <span style={{ display: 'grid', fontSize: vars.font.size.small }}>
              <code>{path}</code>
              <span style={{ color: vars.colour.textMuted }}>{value}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: ColourTokens,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour tokens of the theme chosen in the toolbar, with their hex values. */
export const Colours: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('brand')).toBeVisible();
  },
};
