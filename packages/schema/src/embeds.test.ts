import { describe, expect, it } from 'vitest';
import {
  embedUrl,
  iframeSnippet,
  isWidgetThingId,
  isWidgetUsername,
  parseWidgetBbox,
  parseWidgetCategories,
  scriptSnippet,
  widgetHeight,
  widgetTheme,
} from './embeds';
import { PUBLIC_OPERATIONS, publicOperation } from './publicApi';

const ORIGIN = 'https://bloomkeep.example';
const THING = '3f0e9c1a-2b4d-4c6e-8f10-1a2b3c4d5e6f';

describe('widget attributes, as partners write them', () => {
  it('reads a box as west,south,east,north, and refuses anything else', () => {
    expect(parseWidgetBbox('-3.7, 50.42,-3.66,50.44')).toEqual({
      west: -3.7,
      south: 50.42,
      east: -3.66,
      north: 50.44,
    });
    for (const bad of [
      null,
      '',
      '1,2,3',
      '1,2,3,x',
      '-3.7,50.44,-3.66,50.42',
      '200,0,10,1',
      '0,-91,1,1',
    ])
      expect(parseWidgetBbox(bad), String(bad)).toBeNull();
  });

  it('keeps known categories in order, once, whatever their case', () => {
    expect(parseWidgetCategories('beecafe, FLOWERBED,nonsense,BEECAFE')).toEqual([
      'BEECAFE',
      'FLOWERBED',
    ]);
    expect(parseWidgetCategories(undefined)).toEqual([]);
  });

  it('checks ids, usernames, heights and themes', () => {
    expect(isWidgetThingId(THING)).toBe(true);
    expect(isWidgetThingId('1; drop table things')).toBe(false);
    expect(isWidgetUsername('stewardsam')).toBe(true);
    expect(isWidgetUsername('<script>')).toBe(false);
    expect(widgetHeight('600')).toBe(600);
    expect(widgetHeight('5')).toBe(400);
    expect(widgetTheme('beecafe')).toBe('beecafe');
    expect(widgetTheme('anything')).toBe('default');
  });
});

describe('snippets', () => {
  it('gives a script tag and the element with its attributes, escaped', () => {
    expect(
      scriptSnippet(
        {
          kind: 'thingMap',
          bbox: { west: -3.7, south: 50.42, east: -3.66, north: 50.44 },
          categories: ['BEECAFE'],
        },
        { origin: ORIGIN, theme: 'beecafe' },
      ),
    ).toBe(
      `<script type="module" src="${ORIGIN}/widgets/v1/bloomkeep.js"></script>\n` +
        `<bloomkeep-thing-map api="${ORIGIN}" bbox="-3.7,50.42,-3.66,50.44" category="BEECAFE" height="400" theme="beecafe"></bloomkeep-thing-map>`,
    );
    expect(scriptSnippet({ kind: 'badges', username: 'a"b' }, { origin: ORIGIN })).toContain(
      'user="a&quot;b"',
    );
  });

  it('gives the iframe of the same widget', () => {
    expect(
      embedUrl({ kind: 'thingCard', thingId: THING }, { origin: ORIGIN, transparent: true }),
    ).toBe(`${ORIGIN}/embed/things/${THING}?background=transparent`);
    expect(
      iframeSnippet(
        { kind: 'badges', username: 'stewardsam' },
        { origin: ORIGIN, title: 'Badges' },
      ),
    ).toBe(
      `<iframe src="${ORIGIN}/embed/users/stewardsam/badges" title="Badges" width="100%" height="320" style="border:0" loading="lazy"></iframe>`,
    );
  });
});

describe('the public operations', () => {
  it('are read-only, each known by its own id', () => {
    const operations = Object.values(PUBLIC_OPERATIONS);
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
    for (const op of operations) {
      expect(op.text.trimStart().startsWith(op.kind === 'query' ? 'query ' : 'subscription ')).toBe(
        true,
      );
      expect(op.text).not.toMatch(/\bmutation\b/);
      expect(publicOperation(op.id)).toBe(op);
    }
    expect(publicOperation('7b9eb2f8ba5886d63e9e05e4c6052436')).toBeUndefined();
    expect(publicOperation(undefined)).toBeUndefined();
  });
});
