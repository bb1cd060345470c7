// Storybook's stand-in for our server, so the widget stories need none. The fragments are the
// kit's real components rendered to static markup exactly as the server's fragment renderer does
// (packages/app/src/ssr/renderWidget.tsx: ThemeProvider root, `data-bk-widget`, the card's
// `data-bk-live="thing"` part with "Help water" outside it), answered in the route's shape
// `{ html, styles, fonts }` (packages/server/src/http/widgetFragments.ts). The styles are the
// kit's CSS that Storybook has put in its own document, handed over as a blob: URL, the way
// the server hands over its built style sheets; the fonts are the @font-face rules of it.
import { waterLevelOfColour } from '@bloomkeep/schema';
import {
  BadgeList,
  EmptyState,
  Heading,
  HydrationGauge,
  Link,
  Stack,
  ThemeProvider,
  ThingCard,
  type ThemeName,
} from '@bloomkeep/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Fragment } from '../shared/fragment';
import { documentCss, splitFontFaces } from '../thingMap/kitStyles';
import type { WirePoint } from '../thingMap/thingsInView';

export const STORY_API = 'https://api.bloomkeep.example';
export const STORY_SITE = 'https://bloomkeep.example';
export const STORY_THING_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const STORY_NOW = new Date('2026-11-27T12:00:00.000Z');

const kitTheme = (theme: string | null): ThemeName => (theme === 'beecafe' ? 'beeCafe' : 'default');

/** The kit's CSS Storybook bundled into its document (not a story's own <style>), split. */
function kitCss(): { rest: string; fontFaces: string } {
  const { rest, fontFaces } = splitFontFaces(documentCss());
  return { rest, fontFaces };
}

let sheets: { styles: string[]; fonts: string[] } | undefined;
function sheetUrls() {
  if (!sheets) {
    const { rest, fontFaces } = kitCss();
    const url = (css: string) => URL.createObjectURL(new Blob([css], { type: 'text/css' }));
    sheets = { styles: [url(rest)], fonts: fontFaces ? [url(fontFaces)] : [] };
  }
  return sheets;
}

function fragment(theme: string | null, name: string, content: React.ReactNode): Fragment {
  const html = renderToStaticMarkup(
    <ThemeProvider theme={kitTheme(theme)}>
      <div data-bk-widget={name}>{content}</div>
    </ThemeProvider>,
  );
  return { html, ...sheetUrls() };
}

export interface StoryThing {
  name: string;
  water: number | null;
  indicatorColour: 'BLUE' | 'GREEN' | 'ORANGE' | 'RED' | 'GREY';
  lastWatered: string | null;
}

export const storyThing: StoryThing = {
  name: 'Castle Street bee cafe',
  water: 24.5,
  indicatorColour: 'ORANGE',
  lastWatered: '2026-11-27T09:00:00.000Z',
};

export function thingCardFragment(theme: string | null, thing: StoryThing): Fragment {
  const level = waterLevelOfColour(thing.indicatorColour, 'WATER') ?? undefined;
  return fragment(
    theme,
    'thing-card',
    <Stack space="small">
      <div data-bk-live="thing">
        <Stack space="small">
          <ThingCard
            name={thing.name}
            category="BEECAFE"
            description="Lavender and borage by the wall."
            isPublic
            createdAt="2026-03-01T09:00:00.000Z"
            indicatorColour={level}
            headingLevel={2}
            lastAction={
              thing.lastWatered ? { type: 'WATERING', createdAt: thing.lastWatered } : null
            }
            now={STORY_NOW}
          />
          <HydrationGauge value={thing.water} label="Soil moisture" />
        </Stack>
      </div>
      <Link href={`${STORY_SITE}/things/${STORY_THING_ID}`} target="_blank">
        Help water {thing.name}
      </Link>
    </Stack>,
  );
}

export function thingCardPlaceholder(theme: string | null): Fragment {
  return fragment(
    theme,
    'thing-card',
    <EmptyState
      title="This thing cannot be shown here"
      description="It is not public, or it no longer exists."
    />,
  );
}

export function badgesFragment(theme: string | null, username: string): Fragment {
  return fragment(
    theme,
    'badges',
    <Stack space="small">
      <Heading level={2}>{`${username}’s badges`}</Heading>
      <BadgeList
        aria-label={`${username}’s badges`}
        emptyMessage={`${username} has no badges yet.`}
        badges={[
          {
            badgeType: 'watering',
            title: 'Rain maker',
            description: 'Watered 100 times',
            level: 3,
            awardedAt: '2026-06-14T10:00:00.000Z',
          },
          {
            badgeType: 'watering',
            title: 'First drops',
            description: null,
            level: 1,
            awardedAt: '2026-04-02T10:00:00.000Z',
          },
        ]}
      />
    </Stack>,
  );
}

export function badgesPlaceholder(theme: string | null): Fragment {
  return fragment(
    theme,
    'badges',
    <EmptyState
      title="This person has not chosen to show their badges here"
      description="People choose in their Bloomkeep profile whether partner sites may show their badges."
    />,
  );
}

/** Public things around Totnes, as public.thingsInView.v1 answers them. */
export const storyPoints: WirePoint[] = [
  ['Castle Street bee cafe', 'BEECAFE', -3.6878, 50.4318, 'ORANGE'],
  ['Leechwell garden bed', 'FLOWERBED', -3.6851, 50.4309, 'GREEN'],
  ['Station Road oak', 'TREE', -3.6935, 50.4335, 'RED'],
  ['Vire Island planters', 'PLANTER', -3.6812, 50.4288, 'BLUE'],
  ['Borough Park hedge', 'HEDGE', -3.6894, 50.4282, 'GREY'],
].map(([name, category, x, y, indicatorColour], index) => ({
  kind: 'THING',
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  name: name as string,
  category: category as string,
  x: x as number,
  y: y as number,
  indicatorColour: indicatorColour as string,
  lastActionType: 'WATERING',
  lastActionAt: '2026-11-26T17:00:00.000Z',
}));

export type StoryRoute = (
  url: URL,
) => { status: number; body: unknown; headers?: HeadersInit } | 'unreachable' | 'pending';

/**
 * Answers the story's requests to STORY_API (and only those) from `route`; returns the function
 * that puts the real fetch back.
 */
export function serveStory(route: StoryRoute): () => void {
  const realFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== STORY_API) return realFetch(input, init);
    const answer = route(url);
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    if (answer === 'pending') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return () => {
    window.fetch = realFetch;
  };
}

/** A partner's stylesheet at its worst: everything a page commonly styles, and the widgets' classes. */
export const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive !important; color: rgb(200, 0, 200) !important;
      text-transform: uppercase; letter-spacing: 0.3em; line-height: 3; box-sizing: content-box; }
  h1, h2, h3, p, ul { margin: 40px !important; font-size: 28px !important; }
  a { display: none !important; }
  div { border: 3px dashed red; padding: 12px; }
  button { background: black !important; }
  .bk-frame, .bk-status, .bk-content { display: none !important; }
  bloomkeep-badges, bloomkeep-thing-card, bloomkeep-thing-map { text-transform: uppercase; }
`;
