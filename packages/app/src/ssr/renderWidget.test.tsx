// The partners' card and badges as the server renders them (decision 0142): what a visitor of a
// partner's page reads and can press, placeholders that give nothing away, the brand's theme
// root, and markup that a hostile name cannot break out of. The markup is read back into a
// document and queried by role, as a browser would present it.
import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { themeClass } from '@bloomkeep/ui';
import { renderWidget } from './renderWidget';
import { THING_PLACEHOLDER_TITLE } from './widgets/ThingCardWidget';
import { BADGES_PLACEHOLDER_TITLE } from './widgets/BadgesWidget';
import type { PublicThingCard, WidgetRenderRequest } from './widgets/widgetData';

const NOW = '2026-11-27T12:00:00.000Z';
const THING_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const thing = (overrides: Partial<PublicThingCard> = {}): PublicThingCard => ({
  id: THING_ID,
  name: 'Castle Street bee cafe',
  category: 'BEECAFE',
  description: 'Lavender and borage by the wall.',
  isPublic: true,
  createdAt: '2026-03-01T09:00:00.000Z',
  indicatorColour: 'ORANGE',
  indicatorParameter: 'WATER',
  water: 24.5,
  lastSensorData: '2026-11-27T11:40:00.000Z',
  thumbnail: '/files/things/abc/thumb.webp',
  actions: { nodes: [{ type: 'WATERING', createdAt: '2026-11-27T09:00:00.000Z' }] },
  ...overrides,
});

const card = (
  overrides: Partial<PublicThingCard> | null = {},
  theme: 'default' | 'beecafe' = 'default',
) =>
  ({
    kind: 'thingCard',
    theme,
    now: NOW,
    siteOrigin: 'https://bloomkeep.example',
    apiOrigin: 'https://api.bloomkeep.example',
    thing: overrides === null ? null : thing(overrides),
  }) satisfies WidgetRenderRequest;

afterEach(() => {
  document.body.innerHTML = '';
});

function show(request: WidgetRenderRequest) {
  const { html } = renderWidget(request);
  document.body.innerHTML = html;
  return {
    html,
    root: document.body.firstElementChild as HTMLElement,
    view: within(document.body),
  };
}

describe('the thing card', () => {
  it('shows the name, category, moisture gauge and last action, and links to the thing on our site', () => {
    const { view } = show(card());
    expect(view.getByRole('heading', { level: 2, name: 'Castle Street bee cafe' })).toBeTruthy();
    expect(view.getByText('Bee cafe')).toBeTruthy();
    const meter = view.getByRole('meter', { name: 'Soil moisture' });
    expect(meter.getAttribute('aria-valuenow')).toBe('24.5');
    expect(view.getAllByText('Needs water').length).toBeGreaterThan(0);
    expect(view.getByText(/Watered/).textContent).toBe('Watered 3 hours ago');
    const link = view.getByRole('link', { name: /Help water Castle Street bee cafe/ });
    expect(link.getAttribute('href')).toBe(`https://bloomkeep.example/things/${THING_ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('marks what changes live, and leaves the link outside it so focus survives an update', () => {
    const { root } = show(card());
    const live = root.querySelectorAll('[data-bk-live]');
    expect([...live].map((element) => element.getAttribute('data-bk-live'))).toEqual(['thing']);
    expect(live[0]!.querySelector('[role=meter]')).not.toBeNull();
    expect(live[0]!.textContent).toContain('Watered 3 hours ago');
    expect(live[0]!.querySelector('a[target=_blank]')).toBeNull();
  });

  it('shows pictures from our API, not from the partner’s site', () => {
    const { root } = show(card());
    expect(root.querySelector('img')?.getAttribute('src')).toBe(
      'https://api.bloomkeep.example/files/things/abc/thumb.webp',
    );
  });

  it('puts a reading other than water in words instead of the gauge', () => {
    const { view } = show(card({ indicatorParameter: 'PH', indicatorColour: 'ORANGE' }));
    expect(view.queryByRole('meter')).toBeNull();
    expect(view.getByText('Worth watching').closest('p')?.textContent).toBe(
      'Soil pH: Worth watching',
    );
  });

  it('says when nothing has been done yet, with no reading', () => {
    const { view, root } = show(
      card({ water: null, indicatorColour: 'GREY', actions: { nodes: [] } }),
    );
    expect(view.getByRole('group', { name: 'Soil moisture: No reading' })).toBeTruthy();
    expect(root.textContent).not.toMatch(/Watered/);
  });

  it('carries the brand’s theme class on its root', () => {
    expect(show(card({}, 'default')).root.className).toContain(themeClass.default);
    const beeCafe = show(card({}, 'beecafe')).root;
    expect(beeCafe.className).toContain(themeClass.beeCafe);
    expect(beeCafe.className).not.toContain(themeClass.default);
    expect(beeCafe.querySelector('[data-bk-widget]')?.getAttribute('data-bk-widget')).toBe(
      'thing-card',
    );
  });

  it('keeps a hostile name as text', () => {
    const name = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    const { root, html } = show(card({ name, thumbnail: null, description: '<b>bold</b>' }));
    expect(root.querySelector('img, script, b')).toBeNull();
    expect(html).not.toContain('<img src=x');
    expect(within(root).getByRole('heading', { level: 2 }).textContent).toBe(name);
  });

  it('shows the same placeholder for a thing that is not public or does not exist', () => {
    const { view, root } = show(card(null));
    expect(view.getByRole('heading', { name: THING_PLACEHOLDER_TITLE })).toBeTruthy();
    expect(root.querySelector('a, [data-bk-live]')).toBeNull();
  });
});

const badges = (shown: boolean, list = BADGES) =>
  ({
    kind: 'badges',
    theme: 'default',
    now: NOW,
    username: 'stewardsam',
    shown,
    badges: list,
  }) satisfies WidgetRenderRequest;

const BADGES = [
  {
    badgeType: 'watering',
    level: 3,
    title: 'Rain maker',
    description: 'Watered 100 times',
    awardedAt: '2026-06-14T10:00:00.000Z',
  },
  {
    badgeType: 'watering',
    level: 1,
    title: 'First drops',
    description: null,
    awardedAt: '2026-04-02T10:00:00.000Z',
  },
  { badgeType: 'retired', level: 1, title: 'Gone', description: null, awardedAt: NOW },
];

describe('the badges', () => {
  it('lists an opted-in person’s badges with their levels and dates', () => {
    const { view } = show(badges(true));
    const list = view.getByRole('list', { name: 'stewardsam’s badges' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Rain maker' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('Gold');
    expect(items[0]!.textContent).toContain('Awarded Jun 14, 2026');
    expect(items[1]!.textContent).toContain('Bronze');
    expect(view.queryByText('Gone')).toBeNull();
  });

  it('says so when an opted-in person has none yet', () => {
    const { view } = show(badges(true, []));
    expect(view.getByText('stewardsam has no badges yet.')).toBeTruthy();
  });

  it('shows a placeholder that names nobody for someone who has not opted in', () => {
    const { view, html } = show(badges(false, []));
    expect(view.getByRole('heading', { name: BADGES_PLACEHOLDER_TITLE })).toBeTruthy();
    expect(html).not.toContain('stewardsam');
    // An unknown username gets exactly the same markup.
    expect(renderWidget({ ...badges(false, []), username: 'nobody-here' }).html).toBe(html);
  });
});
