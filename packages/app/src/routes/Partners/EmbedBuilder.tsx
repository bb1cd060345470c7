// The attribute builder on /partners: which widget, its area (a map's view, or typed), its thing
// or its person, a theme and, for iframes, a transparent background. It hands out the script tag
// and the iframe for those choices, from @bloomkeep/schema's snippet builders, with Copy buttons.
// Controlled: the page keeps the choices, which its live preview shows too.
import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  THING_CATEGORIES,
  THING_CATEGORY_LABELS,
  WIDGET_THEMES,
  formatWidgetBbox,
  parseWidgetBbox,
  validateUsername,
  type ThingCategory,
  type WidgetBbox,
} from '@bloomkeep/schema';
import {
  Checkbox,
  Link,
  RadioGroup,
  Select,
  Skeleton,
  TextField,
  type RadioOption,
  type SelectItem,
} from '@bloomkeep/ui';
import type { EmbedBuilder_query$key } from '../../__generated__/EmbedBuilder_query.graphql';
import { capitalise, useBrand, type Brand } from '../../system/brand';
import {
  WIDGET_KINDS,
  WIDGET_THEME_LABELS,
  embedSnippets,
  iframeTitle,
  widgetSpecOf,
  type EmbedChoices,
  type WidgetKind,
} from './embedChoices';
import { SnippetBlock } from './SnippetBlock';
import { ThingPicker } from './ThingPicker';
import * as styles from './EmbedBuilder.css';

const AreaMap = lazy(() => import('./AreaMap'));

const fragment = graphql`
  fragment EmbedBuilder_query on Query
  @argumentDefinitions(thingCondition: { type: "ThingCondition!" }) {
    ...ThingPicker_query @arguments(thingCondition: $thingCondition)
  }
`;

export const AREA_HINT = 'Four numbers: west, south, east, north, in degrees.';

const ALL_CATEGORIES = 'all';

export function widgetKindOptions(brand: Pick<Brand, 'thingSingular' | 'thingPlural'>) {
  const options: Record<WidgetKind, RadioOption> = {
    thingMap: {
      value: 'thingMap',
      label: `Map of ${brand.thingPlural}`,
      description: 'The public ones in an area you choose, coloured by how they are doing.',
    },
    badges: {
      value: 'badges',
      label: 'Badges',
      description: 'A person’s badges, with levels and dates, if they chose to show them.',
    },
    thingCard: {
      value: 'thingCard',
      label: `${capitalise(brand.thingSingular)} card`,
      description: `One public ${brand.thingSingular}, live, with a “Help water” button.`,
    },
  };
  return WIDGET_KINDS.map((kind) => options[kind]);
}

const THEME_OPTIONS: RadioOption[] = WIDGET_THEMES.map((theme) => ({
  value: theme,
  label: WIDGET_THEME_LABELS[theme],
}));

const CATEGORY_ITEMS: SelectItem[] = [
  { id: ALL_CATEGORIES, label: 'Every category' },
  ...THING_CATEGORIES.map((category) => ({ id: category, label: THING_CATEGORY_LABELS[category] })),
];

/** What the builder still needs before it can hand out a snippet. */
export function pendingText(
  kind: WidgetKind,
  choices: EmbedChoices,
  brand: Pick<Brand, 'thingSingular'>,
  goal = 'get the snippet',
): string {
  if (kind === 'badges') {
    return choices.username.trim()
      ? `Type a valid username to ${goal}.`
      : `Type a username to ${goal}.`;
  }
  return `Choose a public ${brand.thingSingular} to ${goal}.`;
}

export interface EmbedBuilderProps {
  query: EmbedBuilder_query$key;
  choices: EmbedChoices;
  onChange: (next: EmbedChoices) => void;
  /** The API's origin that goes into the snippets (this page's). */
  origin: string;
  /** The signed-in person's username and whether their badges show, for a note on their own. */
  you: { username: string; badgesShown: boolean } | null;
}

export function EmbedBuilder({ query, choices, onChange, origin, you }: EmbedBuilderProps) {
  const data = useFragment(fragment, query);
  const brand = useBrand();
  const set = (patch: Partial<EmbedChoices>) => onChange({ ...choices, ...patch });

  // The Area field shows the map's box as it moves, and keeps what is being typed.
  const bboxText = choices.bbox ? formatWidgetBbox(choices.bbox) : '';
  const [areaText, setAreaText] = useState(bboxText);
  const [syncedBbox, setSyncedBbox] = useState(bboxText);
  if (bboxText !== syncedBbox) {
    setSyncedBbox(bboxText);
    setAreaText(bboxText);
  }
  const areaInvalid = areaText.trim() !== '' && parseWidgetBbox(areaText) === null;
  const typeArea = (text: string) => {
    setAreaText(text);
    const bbox = text.trim() === '' ? null : parseWidgetBbox(text);
    if (text.trim() !== '' && !bbox) return;
    setSyncedBbox(bbox ? formatWidgetBbox(bbox) : '');
    set({ bbox });
  };
  const onAreaChange = (bbox: WidgetBbox) => set({ bbox });

  const username = choices.username.trim();
  const usernameError = username ? (validateUsername(username) ?? undefined) : undefined;
  const isYou = you !== null && username.toLowerCase() === you.username.toLowerCase();

  const spec = widgetSpecOf(choices);
  const snippets = spec
    ? embedSnippets(spec, choices, {
        origin,
        title: iframeTitle(spec, brand, choices.thing?.name),
      })
    : null;

  return (
    <div className={styles.builder}>
      <div className={styles.fields}>
        <RadioGroup
          label="Widget"
          options={widgetKindOptions(brand)}
          value={choices.kind}
          onChange={(kind) => set({ kind: kind as WidgetKind })}
        />

        {choices.kind === 'thingMap' ? (
          <div className={styles.group}>
            <Suspense fallback={<Skeleton shape="rect" height={280} />}>
              <AreaMap category={choices.category} onAreaChange={onAreaChange} />
            </Suspense>
            <TextField
              label="Area"
              value={areaText}
              onChange={typeArea}
              inputMode="text"
              placeholder="-3.7,50.42,-3.66,50.44"
              description={
                choices.bbox
                  ? `${AREA_HINT} It follows the map; type to set it yourself.`
                  : `${AREA_HINT} Empty: the widget’s own area.`
              }
              errorMessage={areaInvalid ? AREA_HINT : undefined}
            />
            <Select
              label="Category"
              items={CATEGORY_ITEMS}
              selectedKey={choices.category ?? ALL_CATEGORIES}
              onSelectionChange={(id) =>
                set({
                  category:
                    id &&
                    id !== ALL_CATEGORIES &&
                    (THING_CATEGORIES as readonly string[]).includes(id)
                      ? (id as ThingCategory)
                      : null,
                })
              }
            />
          </div>
        ) : null}

        {choices.kind === 'badges' ? (
          <div className={styles.group}>
            <TextField
              label="Username"
              value={choices.username}
              onChange={(value) => set({ username: value })}
              autoComplete="off"
              description={
                you
                  ? 'Yours to start with; anyone else’s works too, if they chose to show their badges.'
                  : 'Only people who chose to show their badges appear; for anyone else the widget shows a placeholder.'
              }
              errorMessage={usernameError}
            />
            {isYou ? (
              <p className={styles.note} role="status">
                {you.badgesShown ? (
                  'Your badges show on partner sites.'
                ) : (
                  <>
                    Your badges do not show on partner sites yet, so this widget shows a
                    placeholder. Switch on “Show my badges on partner sites” in{' '}
                    <Link href="/account/profile">your profile</Link>.
                  </>
                )}
              </p>
            ) : null}
          </div>
        ) : null}

        {choices.kind === 'thingCard' ? (
          <ThingPicker
            query={data}
            selectedId={choices.thing?.id ?? null}
            onChange={(thing) => set({ thing })}
          />
        ) : null}

        <RadioGroup
          label="Theme"
          orientation="horizontal"
          options={THEME_OPTIONS}
          value={choices.theme}
          onChange={(theme) => set({ theme: theme === 'beecafe' ? 'beecafe' : 'default' })}
        />
        <Checkbox
          isSelected={choices.transparent}
          onChange={(transparent) => set({ transparent })}
          description="Iframes only: your page shows through around the widget."
        >
          Transparent background
        </Checkbox>
      </div>

      <div className={styles.snippets}>
        {snippets ? (
          <>
            <SnippetBlock
              label="Script tag"
              description="Paste both lines where the widget goes. With several widgets on a page, the script line is needed once."
              code={snippets.script}
            />
            <SnippetBlock
              label="Iframe"
              description="Paste it where the widget goes; nothing else is needed."
              code={snippets.iframe}
            />
          </>
        ) : (
          <p className={styles.note}>{pendingText(choices.kind, choices, brand)}</p>
        )}
      </div>
    </div>
  );
}
