// /partners (issue 14): the builder's snippets follow its choices and copy; the preview shows the
// widgets when their script loads and a calm note when it does not; both brands' words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGETS_SCRIPT } from '@bloomkeep/schema';
import type { ThemeName } from '../../system/brand';
import { renderRoute } from '../../testing/renderRoute';
import { partnersRouteLoader } from './partnersRoutes';
import { PartnersRoute } from './PartnersRoute';
import { COPIED, SELECTED } from './SnippetBlock';
import { PREVIEW_MISSING } from './WidgetPreview';
import type * as WidgetScript from './widgetScript';

// The map needs WebGL: a stand-in reports a view as the real one does once it has loaded.
vi.mock('./AreaMap', () => ({
  default: ({ onAreaChange }: { onAreaChange: (bbox: object) => void }) => (
    <button
      type="button"
      onClick={() => onAreaChange({ west: -3.7, south: 50.42, east: -3.66, north: 50.44 })}
    >
      Move the map
    </button>
  ),
}));

const loadWidgets = vi.hoisted(() => ({ current: () => Promise.resolve() }));
vi.mock('./widgetScript', async (importOriginal) => ({
  ...(await importOriginal<typeof WidgetScript>()),
  loadWidgetScript: () => loadWidgets.current(),
}));

const ME = '00000000-0000-4000-8000-0000000000aa';
const CASTLE = '2aefcf39-a184-4c34-9e86-a72532a14513';
const VIRE = '5b0a4d3e-2c4b-4b8e-9d6f-1a2b3c4d5e6f';
const ORIGIN = window.location.origin;

beforeEach(() => {
  loadWidgets.current = () => Promise.resolve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup({
  signedIn = true,
  theme = 'default',
  badgesOnPartnerSites = false,
  noPublicThings = false,
}: {
  signedIn?: boolean;
  theme?: ThemeName;
  badgesOnPartnerSites?: boolean;
  noPublicThings?: boolean;
} = {}) {
  return renderRoute({
    path: '/partners',
    loader: partnersRouteLoader,
    element: <PartnersRoute />,
    signedIn,
    userId: signedIn ? ME : undefined,
    username: signedIn ? 'stewardsam' : undefined,
    theme,
    resolvers: {
      User: () => ({ username: 'stewardsam', badgesOnPartnerSites }),
      ThingsConnection: (context) =>
        noPublicThings
          ? { totalCount: 0, nodes: [] }
          : context.alias === 'firstPublicThing'
            ? { nodes: [{ id: CASTLE, name: 'Castle Street bee cafe' }] }
            : {
                totalCount: 2,
                nodes: [
                  { id: CASTLE, name: 'Castle Street bee cafe' },
                  { id: VIRE, name: 'Vire Island planter' },
                ],
              },
    },
  });
}

const builder = () => within(screen.getByRole('region', { name: 'Build your snippet' }));
const preview = () => within(screen.getByRole('region', { name: 'Live preview' }));
const scriptCode = () =>
  builder().getByRole('figure', { name: 'Script tag' }).querySelector('code')!.textContent;
const iframeCode = () =>
  builder().getByRole('figure', { name: 'Iframe' }).querySelector('code')!.textContent;

// Typing and picking through the real kit fields takes a few seconds on a busy machine.
describe('/partners', { timeout: 30_000 }, () => {
  it('says what can be embedded and how, in the brand’s words', async () => {
    await setup({ theme: 'beeCafe' });
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    const widgets = within(screen.getByRole('list', { name: 'Widgets' }));
    expect(widgets.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Map of bee cafes',
      'Badges',
      'Bee cafe card',
    ]);
    for (const channel of [
      'React sites: the npm packages',
      'Any website: a script tag',
      'No code: an iframe',
      'CMSs: oEmbed',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: channel })).toBeTruthy();
    }
    expect(screen.getByText(/Public bee cafes only/)).toBeTruthy();
    expect(screen.getByText(/exactly as for a name that does not exist/)).toBeTruthy();
    expect(screen.getByText(/No cookies/)).toBeTruthy();
    expect(screen.queryByText(/Bloomkeep/)).toBeNull();
  });

  it('asks for bee cafes on the bee cafe host, and starts in its theme', async () => {
    const { variables } = await setup({ theme: 'beeCafe' });
    expect(variables).toEqual({
      thingCondition: { isPublic: true, category: 'BEECAFE' },
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    expect(scriptCode()).toContain('category="BEECAFE"');
    expect(scriptCode()).toContain('theme="beecafe"');
  });

  it('hands out the map’s snippets for the area in view, or a typed one', async () => {
    const user = userEvent.setup();
    const { variables } = await setup();
    // No category at all: `category: null` would ask for things without one.
    expect(variables).toEqual({ thingCondition: { isPublic: true }, signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    expect(scriptCode()).toBe(
      `<script type="module" src="${ORIGIN}${WIDGETS_SCRIPT}"></script>\n` +
        `<bloomkeep-thing-map api="${ORIGIN}" height="400"></bloomkeep-thing-map>`,
    );

    await user.click(await builder().findByRole('button', { name: 'Move the map' }));
    expect(scriptCode()).toContain('bbox="-3.7,50.42,-3.66,50.44"');
    expect(iframeCode()).toContain(
      `src="${ORIGIN}/embed/things/map?bbox=-3.7%2C50.42%2C-3.66%2C50.44&amp;height=400"`,
    );
    const area = builder().getByRole('textbox', { name: 'Area' });
    expect(area).toHaveProperty('value', '-3.7,50.42,-3.66,50.44');

    await user.clear(area);
    await user.type(area, '-3.8, 50.4, -3.6, 50.5');
    expect(scriptCode()).toContain('bbox="-3.8,50.4,-3.6,50.5"');
    // What is being typed stays as typed.
    expect(area).toHaveProperty('value', '-3.8, 50.4, -3.6, 50.5');
    await user.type(area, ',9');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(scriptCode()).toContain('bbox="-3.8,50.4,-3.6,50.5"');

    await user.click(builder().getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Tree' }));
    expect(scriptCode()).toContain('category="TREE"');
  });

  it('hands out the badges of the signed-in user first, and says they are hidden until opted in', async () => {
    const user = userEvent.setup();
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    await user.click(builder().getByRole('radio', { name: /^Badges/ }));
    expect(builder().getByRole('textbox', { name: 'Username' })).toHaveProperty(
      'value',
      'stewardsam',
    );
    expect(scriptCode()).toContain(
      `<bloomkeep-badges api="${ORIGIN}" user="stewardsam"></bloomkeep-badges>`,
    );
    expect(iframeCode()).toContain(`src="${ORIGIN}/embed/users/stewardsam/badges"`);
    expect(iframeCode()).toContain('title="Bloomkeep: badges of stewardsam"');
    expect(builder().getByText(/Your badges do not show on partner sites yet/)).toBeTruthy();
    expect(builder().getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe(
      '/account/profile',
    );

    const username = builder().getByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await user.type(username, 'organiserolu');
    expect(scriptCode()).toContain('user="organiserolu"');
    expect(builder().queryByText(/Your badges do not show/)).toBeNull();

    await user.clear(username);
    await user.type(username, '9lives');
    expect(builder().queryByRole('figure', { name: 'Script tag' })).toBeNull();
    expect(builder().getByText('Type a valid username to get the snippet.')).toBeTruthy();
  });

  it('lets a guest type whose badges', async () => {
    const user = userEvent.setup();
    const { variables } = await setup({ signedIn: false });
    expect(variables).toEqual({ thingCondition: { isPublic: true }, signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    await user.click(builder().getByRole('radio', { name: /^Badges/ }));
    expect(builder().getByRole('textbox', { name: 'Username' })).toHaveProperty('value', '');
    expect(builder().getByText('Type a username to get the snippet.')).toBeTruthy();
    await user.type(builder().getByRole('textbox', { name: 'Username' }), 'stewardsam');
    expect(scriptCode()).toContain('user="stewardsam"');
  });

  it('hands out a public thing’s card, themed, with a transparent iframe', async () => {
    const user = userEvent.setup();
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    await user.click(builder().getByRole('radio', { name: /^Thing card/ }));
    // The first public thing by name, to start with.
    expect(scriptCode()).toContain(`thing="${CASTLE}"`);

    await user.click(builder().getByRole('combobox', { name: 'Public thing' }));
    await user.click(await screen.findByRole('option', { name: 'Vire Island planter' }));
    expect(scriptCode()).toContain(`<bloomkeep-thing-card api="${ORIGIN}" thing="${VIRE}">`);
    expect(iframeCode()).toContain(`src="${ORIGIN}/embed/things/${VIRE}"`);
    expect(iframeCode()).toContain('title="Bloomkeep: Vire Island planter"');

    await user.click(builder().getByRole('radio', { name: 'Bee cafe' }));
    await user.click(builder().getByRole('checkbox', { name: /Transparent background/ }));
    expect(scriptCode()).toContain('theme="beecafe"');
    // The background is the iframe's alone.
    expect(scriptCode()).not.toContain('transparent');
    expect(iframeCode()).toContain(
      `src="${ORIGIN}/embed/things/${VIRE}?theme=beecafe&amp;background=transparent"`,
    );
  });

  it('says when there is no public thing to make a card of', async () => {
    const user = userEvent.setup();
    await setup({ noPublicThings: true });
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    await user.click(builder().getByRole('radio', { name: /^Thing card/ }));
    expect(
      builder().getByText('There are no public things yet: a card can only show a public one.'),
    ).toBeTruthy();
    expect(builder().queryByRole('combobox')).toBeNull();
    expect(builder().queryByRole('figure', { name: 'Script tag' })).toBeNull();
    expect(preview().getAllByText('Choose a public thing to see its card.')).toHaveLength(2);
  });

  it('copies a snippet to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    // After userEvent.setup(), which installs its own clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(builder().getByRole('button', { name: 'Copy iframe' }));
    expect(writeText).toHaveBeenCalledWith(iframeCode());
    const figure = within(builder().getByRole('figure', { name: 'Iframe' }));
    expect(await figure.findByText(COPIED)).toBeTruthy();
    // A changed snippet has not been copied yet.
    await user.click(builder().getByRole('button', { name: 'Move the map' }));
    expect(figure.queryByText(COPIED)).toBeNull();
  });

  it('selects the snippet when the clipboard refuses, for Ctrl+C', async () => {
    const user = userEvent.setup();
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      configurable: true,
    });
    await user.click(builder().getByRole('button', { name: 'Copy script tag' }));
    const figure = within(builder().getByRole('figure', { name: 'Script tag' }));
    expect(await figure.findByText(SELECTED)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(scriptCode());
  });

  it('previews each widget in both themes once the widget script has loaded', async () => {
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    await waitFor(() =>
      expect(document.querySelectorAll('bloomkeep-badges[user="stewardsam"]')).toHaveLength(2),
    );
    const maps = document.querySelectorAll('bloomkeep-thing-map');
    expect([...maps].map((map) => map.getAttribute('theme'))).toEqual([null, 'beecafe']);
    expect(maps[0]!.getAttribute('api')).toBe(ORIGIN);
    expect(document.querySelectorAll(`bloomkeep-thing-card[thing="${CASTLE}"]`)).toHaveLength(2);
    expect(preview().getAllByText('Green')).toHaveLength(3);
    expect(preview().getAllByText('Bee cafe')).toHaveLength(3);
  });

  it('says so calmly when the widget script is missing, and the builder still works', async () => {
    loadWidgets.current = () => Promise.reject(new Error('404'));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    expect(await preview().findByText(PREVIEW_MISSING)).toBeTruthy();
    expect(document.querySelector('bloomkeep-thing-map')).toBeNull();
    expect(scriptCode()).toContain('<bloomkeep-thing-map');
  });

  it('waits for the widget script with placeholders, not empty elements', async () => {
    loadWidgets.current = () => new Promise(() => undefined);
    await setup();
    await screen.findByRole('heading', { level: 1, name: 'For partners' });
    expect(preview().getByRole('status').textContent).toBe('Loading the widgets…');
    expect(document.querySelector('bloomkeep-badges')).toBeNull();
    await act(async () => undefined);
  });
});
