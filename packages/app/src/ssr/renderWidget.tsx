// Partners' widgets rendered on the server (decision 0142): the card and badges markup that
// GET /widgets/v1/fragments/… answers, from the public operations' data the server read as a
// guest. Plain React server rendering of the kit's components, with no hydration: the partner's
// page runs no React, the widget script only places the markup in a shadow root (and swaps
// the `data-bk-live` parts when the thing changes). Exported by the render entry (render.tsx)
// so the server calls it from the same bundle as its page renders.
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from '@bloomkeep/ui';
import { BadgesPlaceholder, BadgesWidget } from './widgets/BadgesWidget';
import { ThingCardPlaceholder, ThingCardWidget } from './widgets/ThingCardWidget';
import type { WidgetRenderRequest, WidgetRenderResult } from './widgets/widgetData';
import { themeOfWidget } from './widgets/widgetTheme';

export type {
  PublicBadge,
  PublicThingCard,
  WidgetRenderRequest,
  WidgetRenderResult,
} from './widgets/widgetData';

/** The element names of `data-bk-widget` (as the custom elements' names, without the prefix). */
const WIDGET_NAMES = { thingCard: 'thing-card', badges: 'badges' } as const;

function content(request: WidgetRenderRequest, now: Date) {
  switch (request.kind) {
    case 'thingCard':
      return request.thing ? (
        <ThingCardWidget
          thing={request.thing}
          siteOrigin={request.siteOrigin}
          apiOrigin={request.apiOrigin}
          now={now}
        />
      ) : (
        <ThingCardPlaceholder />
      );
    case 'badges':
      return request.shown ? (
        <BadgesWidget username={request.username} badges={request.badges} />
      ) : (
        <BadgesPlaceholder />
      );
  }
}

/**
 * The widget's markup: its root is the kit's theme root for the requested brand (theme class
 * and base text styles), with `data-bk-widget` naming the widget.
 */
export function renderWidget(request: WidgetRenderRequest): WidgetRenderResult {
  const now = request.now ? new Date(request.now) : new Date();
  const html = renderToStaticMarkup(
    <ThemeProvider theme={themeOfWidget(request.theme)}>
      <div data-bk-widget={WIDGET_NAMES[request.kind]}>{content(request, now)}</div>
    </ThemeProvider>,
  );
  return { html };
}
