import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Heading } from '../components/Heading/Heading';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import { ThingCard } from '../components/ThingCard/ThingCard';
import { vars } from '../themes/contract.css';
import { themeNames, type ThemeName } from '../tokens/themeTokens';

const themeTitles: Record<ThemeName, string> = { default: 'Default', beeCafe: 'Bee cafe' };

function ThemeSample({ theme }: { theme: ThemeName }) {
  return (
    <ThemeProvider theme={theme}>
      <div
        style={{
          display: 'grid',
          gap: vars.space.large,
          padding: vars.space.large,
          minHeight: '100%',
        }}
      >
        <Heading level={2}>{themeTitles[theme]} theme</Heading>
        <div style={{ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' }}>
          <Button>Record watering</Button>
          <Button tone="neutral">Share</Button>
          <Button tone="critical">Delete</Button>
        </div>
        <ThingCard
          name="Castle Street bee cafe"
          category="BEECAFE"
          description="Lavender, catmint and thyme in three tiers by the castle steps."
          isPublic
          createdAt="2026-05-14T09:30:00Z"
          indicatorColour="needsWater"
          headingLevel={3}
        />
        <Card tone="info">Cards, headings and buttons take every value from the theme.</Card>
      </div>
    </ThemeProvider>
  );
}

/** Both brands next to each other, whatever the toolbar says. */
function ThemesSideBySide() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeSample key={theme} theme={theme} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Themes',
  component: ThemesSideBySide,
  parameters: {
    docs: {
      description: {
        component:
          'The default (green) and bee cafe brands side by side. A brand is a theme class: it overrides only the tokens that differ (brand colours, type and shape).',
      },
    },
  },
} satisfies Meta<typeof ThemesSideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Default theme' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bee cafe theme' })).toBeVisible();
  },
};
