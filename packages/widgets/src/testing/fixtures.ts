// Fragments in the shape the server's fragment route answers (packages/server/src/http/
// widgetFragments.ts, markup from packages/app/src/ssr/renderWidget.tsx): `{ html, styles,
// fonts }`, absolute style sheet URLs on the API's origin, the card's changing part marked
// `data-bk-live="thing"` and its "Help water" link outside it. Used by the unit tests and the
// stories, so neither needs a live server.
import type { Fragment } from '../shared/fragment';

export const API = 'https://api.bloomkeep.example';
export const SITE = 'https://bloomkeep.example';
export const THING_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const styles = [`${API}/assets/index-Bk1.css`, `${API}/assets/ThingCard-Bk2.css`];
const fonts = [`${API}/widgets/v1/fragments/fonts-0123456789ab.css`];

export function thingCardFragment({
  water = 24,
  level = 'Needs water',
  lastAction = 'Watered 3 hours ago',
  name = 'Castle Street bee cafe',
}: { water?: number; level?: string; lastAction?: string; name?: string } = {}): Fragment {
  return {
    html:
      `<div class="theme_default"><div data-bk-widget="thing-card"><div class="stack">` +
      `<div data-bk-live="thing"><article class="card"><h2>${name}</h2><p>Bee cafe</p>` +
      `<p class="last-action">${lastAction}</p>` +
      `<div role="meter" aria-label="Soil moisture" aria-valuenow="${water}" aria-valuemin="0" aria-valuemax="100">` +
      `<span class="marker" style="left: ${water}%"></span><span>${level}</span></div>` +
      `</article></div>` +
      `<a class="link" href="${SITE}/things/${THING_ID}" target="_blank">Help water ${name}</a>` +
      `</div></div></div>`,
    styles,
    fonts,
  };
}

export const thingCardPlaceholderFragment: Fragment = {
  html:
    '<div class="theme_default"><div data-bk-widget="thing-card"><div class="empty">' +
    '<h2>This thing cannot be shown here</h2><p>It is not public, or it no longer exists.</p>' +
    '</div></div></div>',
  styles,
  fonts,
};

export const badgesFragment: Fragment = {
  html:
    '<div class="theme_default"><div data-bk-widget="badges"><div class="stack">' +
    '<h2>stewardsam’s badges</h2><ul aria-label="stewardsam’s badges">' +
    '<li><h3>Rain maker</h3><p>Level 3</p><p>Watered 100 times</p><time datetime="2026-06-14">14 June 2026</time></li>' +
    '<li><h3>First drops</h3><p>Level 1</p><time datetime="2026-04-02">2 April 2026</time></li>' +
    '</ul></div></div></div>',
  styles,
  fonts,
};

export const badgesPlaceholderFragment: Fragment = {
  html:
    '<div class="theme_default"><div data-bk-widget="badges"><div class="empty">' +
    '<h2>This person has not chosen to show their badges here</h2>' +
    '<p>People choose in their Bloomkeep profile whether partner sites may show their badges.</p>' +
    '</div></div></div>',
  styles,
  fonts,
};
