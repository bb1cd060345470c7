// The partners' live thing card (decision 0142), rendered on our server and shown in a shadow
// root on a partner's page or in /embed/things/{id}: the kit's ThingCard (name, category,
// indicator, last action), the hydration gauge when the indicator is water (the indicator in
// words otherwise), and a "Help water" link to the thing's page on our site. The widget script
// fetches the card again on each live event and swaps each `data-bk-live` element for the one
// of the same name, so the link, which never changes, keeps its focus.
import { waterLevelOfColour } from '@bloomkeep/schema';
import {
  actionTypePastTense,
  EmptyState,
  HydrationGauge,
  Link,
  Stack,
  Tag,
  ThingCard,
  type ActionType,
  type ThingCategory,
} from '@bloomkeep/ui';
import {
  INDICATOR_COLOUR_TONES,
  INDICATOR_COLOUR_WORDS,
  INDICATOR_PARAMETER_LABELS,
} from '../../system/indicatorWords';
import type { PublicThingCard } from './widgetData';

export const THING_PLACEHOLDER_TITLE = 'This thing cannot be shown here';

function isActionType(type: string): type is ActionType {
  return Object.hasOwn(actionTypePastTense, type);
}

/** A path such as /files/… made absolute: the card is shown on another site. */
function absolute(src: string | null, origin: string): string | null {
  if (!src) return null;
  try {
    return new URL(src, origin).href;
  } catch {
    return null;
  }
}

function Reading({ thing }: { thing: PublicThingCard }) {
  const level = waterLevelOfColour(thing.indicatorColour, thing.indicatorParameter ?? 'WATER');
  if (level) return <HydrationGauge value={thing.water ?? null} label="Soil moisture" />;
  const parameter = INDICATOR_PARAMETER_LABELS[thing.indicatorParameter ?? ''] ?? 'Reading';
  return (
    <p>
      {parameter}:{' '}
      <Tag tone={INDICATOR_COLOUR_TONES[thing.indicatorColour] ?? 'neutral'}>
        {INDICATOR_COLOUR_WORDS[thing.indicatorColour] ?? 'No recent reading'}
      </Tag>
    </p>
  );
}

export interface ThingCardWidgetProps {
  thing: PublicThingCard;
  siteOrigin: string;
  apiOrigin: string;
  now: Date;
}

export function ThingCardWidget({ thing, siteOrigin, apiOrigin, now }: ThingCardWidgetProps) {
  const last = thing.actions.nodes[0];
  const level = waterLevelOfColour(thing.indicatorColour, thing.indicatorParameter ?? 'WATER');
  return (
    <Stack space="small">
      <div data-bk-live="thing">
        <Stack space="small">
          <ThingCard
            name={thing.name}
            category={thing.category as ThingCategory}
            description={thing.description}
            isPublic
            createdAt={thing.createdAt}
            indicatorColour={level}
            headingLevel={2}
            imageSrc={absolute(thing.thumbnail, apiOrigin)}
            lastAction={
              last && isActionType(last.type)
                ? { type: last.type, createdAt: last.createdAt }
                : null
            }
            now={now}
          />
          <Reading thing={thing} />
        </Stack>
      </div>
      <Link href={`${siteOrigin}/things/${encodeURIComponent(thing.id)}`} target="_blank">
        Help water {thing.name}
      </Link>
    </Stack>
  );
}

/** A thing that is not public and one that does not exist look the same. */
export function ThingCardPlaceholder() {
  return (
    <EmptyState
      title={THING_PLACEHOLDER_TITLE}
      description="It is not public, or it no longer exists."
    />
  );
}
