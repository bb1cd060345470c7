// What the server hands the render module for a partner's widget (decision 0142): the answers
// of the public operations (@bloomkeep/schema publicApi.ts) as they came, read as a guest.
import type { WidgetTheme } from '@bloomkeep/schema';

/** `public.thingCard.v1`'s `thingById`. */
export interface PublicThingCard {
  id: string;
  name: string;
  category: string;
  description: string | null;
  isPublic: boolean;
  createdAt: string;
  indicatorColour: string;
  indicatorParameter: string | null;
  water: number | null;
  lastSensorData: string | null;
  thumbnail: string | null;
  actions: { nodes: ReadonlyArray<{ type: string; createdAt: string }> };
}

/** One of `public.badges.v1`'s `partnerBadges`. */
export interface PublicBadge {
  badgeType: string;
  level: number | null;
  title: string;
  description: string | null;
  awardedAt: string;
}

interface WidgetRequestBase {
  theme: WidgetTheme;
  /** "Now" for relative times (ISO); the server's clock by default. */
  now?: string;
}

export type WidgetRenderRequest =
  | (WidgetRequestBase & {
      kind: 'thingCard';
      /** The thing, or null when it is not public or does not exist (a placeholder then). */
      thing: PublicThingCard | null;
      /** Our site's origin for the brand: "Help water" opens the thing's page there. */
      siteOrigin: string;
      /** The API's origin: pictures' paths are made absolute with it. */
      apiOrigin: string;
    })
  | (WidgetRequestBase & {
      kind: 'badges';
      username: string;
      /** partnerBadgesShown: false for someone who has not opted in and for an unknown name. */
      shown: boolean;
      badges: readonly PublicBadge[];
    });

export interface WidgetRenderResult {
  /** The widget's markup, its root carrying the brand's theme class. */
  html: string;
}
