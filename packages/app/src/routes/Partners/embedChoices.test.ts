// The builder's choices → the widget and its snippets: what a partner pastes is what the widgets,
// the embed pages and the live preview read.
import { describe, expect, it } from 'vitest';
import { WIDGET_ELEMENTS, parseWidgetBbox, type WidgetSpec } from '@bloomkeep/schema';
import {
  embedSnippets,
  iframeTitle,
  initialChoices,
  widgetAttributes,
  widgetSpecOf,
  type EmbedChoices,
} from './embedChoices';

const ORIGIN = 'https://bloomkeep.example';
const THING = '2aefcf39-a184-4c34-9e86-a72532a14513';
const brand = { name: 'Bloomkeep', thingPlural: 'things' };

function choices(patch: Partial<EmbedChoices> = {}): EmbedChoices {
  return {
    ...initialChoices({ theme: 'default', category: null, username: null, thing: null }),
    ...patch,
  };
}

/** The attributes of the custom element in a script snippet, as a browser would parse them. */
function pastedAttributes(script: string, element: string): Record<string, string> {
  const template = document.createElement('template');
  template.innerHTML = script;
  const pasted = template.content.querySelector(element);
  if (!pasted) throw new Error(`No <${element}> in the snippet`);
  return Object.fromEntries([...pasted.attributes].map((attr) => [attr.name, attr.value]));
}

describe('initialChoices', () => {
  it('starts with the map, in the theme of the host’s brand', () => {
    expect(
      initialChoices({ theme: 'beeCafe', category: 'BEECAFE', username: 'sam', thing: null }),
    ).toMatchObject({ kind: 'thingMap', category: 'BEECAFE', username: 'sam', theme: 'beecafe' });
    expect(
      initialChoices({ theme: 'default', category: null, username: null, thing: null }),
    ).toMatchObject({ theme: 'default', username: '', transparent: false, bbox: null });
  });
});

describe('widgetSpecOf', () => {
  it('gives the map with its box and category', () => {
    const bbox = parseWidgetBbox('-3.7,50.42,-3.66,50.44');
    expect(widgetSpecOf(choices({ bbox, category: 'TREE' }))).toEqual({
      kind: 'thingMap',
      bbox,
      categories: ['TREE'],
      height: 400,
    });
  });

  it('gives badges only for a valid username, trimmed', () => {
    expect(widgetSpecOf(choices({ kind: 'badges', username: '  stewardsam ' }))).toEqual({
      kind: 'badges',
      username: 'stewardsam',
    });
    expect(widgetSpecOf(choices({ kind: 'badges', username: '' }))).toBeNull();
    expect(widgetSpecOf(choices({ kind: 'badges', username: '9lives' }))).toBeNull();
    expect(widgetSpecOf(choices({ kind: 'badges', username: 'a"b' }))).toBeNull();
  });

  it('gives a card only for a thing’s id', () => {
    expect(widgetSpecOf(choices({ kind: 'thingCard', thing: null }))).toBeNull();
    expect(
      widgetSpecOf(choices({ kind: 'thingCard', thing: { id: 'not-an-id', name: 'X' } })),
    ).toBeNull();
    expect(
      widgetSpecOf(choices({ kind: 'thingCard', thing: { id: THING, name: 'Castle Street' } })),
    ).toEqual({ kind: 'thingCard', thingId: THING });
  });

  it('answers for another kind than the one chosen (the preview shows all three)', () => {
    const picked = choices({ kind: 'thingMap', username: 'stewardsam' });
    expect(widgetSpecOf(picked, 'badges')).toEqual({ kind: 'badges', username: 'stewardsam' });
  });
});

describe('embedSnippets', () => {
  it('writes the theme into both, and the transparent background into the iframe only', () => {
    const spec: WidgetSpec = { kind: 'thingCard', thingId: THING };
    const { script, iframe } = embedSnippets(
      spec,
      { theme: 'beecafe', transparent: true },
      { origin: ORIGIN, title: 'Bloomkeep: Castle Street' },
    );
    expect(script).toBe(
      `<script type="module" src="${ORIGIN}/widgets/v1/bloomkeep.js"></script>\n` +
        `<bloomkeep-thing-card api="${ORIGIN}" thing="${THING}" theme="beecafe"></bloomkeep-thing-card>`,
    );
    expect(iframe).toBe(
      `<iframe src="${ORIGIN}/embed/things/${THING}?theme=beecafe&amp;background=transparent" ` +
        `title="Bloomkeep: Castle Street" width="100%" height="320" style="border:0" loading="lazy"></iframe>`,
    );
  });

  it('escapes a thing’s name in the iframe’s title', () => {
    const { iframe } = embedSnippets(
      { kind: 'thingCard', thingId: THING },
      { theme: 'default', transparent: false },
      { origin: ORIGIN, title: 'The "Old" <Mill> & pond' },
    );
    expect(iframe).toContain('title="The &quot;Old&quot; &lt;Mill> &amp; pond"');
  });
});

describe('widgetAttributes', () => {
  const specs: WidgetSpec[] = [
    { kind: 'thingMap', bbox: null, categories: [], height: 400 },
    {
      kind: 'thingMap',
      bbox: parseWidgetBbox('-3.7,50.42,-3.66,50.44'),
      categories: ['BEECAFE', 'TREE'],
      height: 400,
    },
    { kind: 'badges', username: 'stewardsam' },
    { kind: 'thingCard', thingId: THING },
  ];

  it.each(
    specs.flatMap((spec) => (['default', 'beecafe'] as const).map((theme) => ({ spec, theme }))),
  )('are the pasted element’s: $spec.kind, $theme', ({ spec, theme }) => {
    const { script } = embedSnippets(
      spec,
      { theme, transparent: false },
      { origin: ORIGIN, title: iframeTitle(spec, brand) },
    );
    expect(widgetAttributes(spec, { origin: ORIGIN, theme })).toEqual(
      pastedAttributes(script, WIDGET_ELEMENTS[spec.kind]),
    );
  });
});

describe('iframeTitle', () => {
  it('names the widget for the partner page’s screen reader users', () => {
    expect(iframeTitle({ kind: 'thingMap' }, { name: 'Bee Cafe', thingPlural: 'bee cafes' })).toBe(
      'Bee Cafe: map of bee cafes',
    );
    expect(iframeTitle({ kind: 'badges', username: 'olu' }, brand)).toBe(
      'Bloomkeep: badges of olu',
    );
    expect(iframeTitle({ kind: 'thingCard', thingId: THING }, brand, 'Vire Island')).toBe(
      'Bloomkeep: Vire Island',
    );
  });
});
