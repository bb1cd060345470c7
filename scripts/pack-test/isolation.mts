// Style isolation, checked in Chromium (happy-dom does not resolve `inherit`, so it cannot judge):
// the partner's page as built, then the same page under a hostile host stylesheet. Every element
// inside the kit's root must compute the same text styles in both.
import type { Page } from 'playwright-core';

export const hostileStylesheet =
  'h1, h2, h3, h4, h5, h6, p, span, div, li, a, label, button { text-transform: uppercase; color: purple; letter-spacing: 3px; font-family: "Comic Sans MS", cursive } * { line-height: 2 }';

/** On a page that shows the partner's page (map drawn): adds the hostile sheet and compares. */
export async function checkIsolation(page: Page) {
  const looks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-theme] *')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName.toLowerCase()}.${element.className}: ${[
          style.textTransform,
          style.color,
          style.lineHeight,
          style.letterSpacing,
          style.fontFamily,
        ].join(' | ')}`;
      }),
    );
  const before = await looks();
  await page.addStyleTag({ content: hostileStylesheet });
  const after = await looks();
  const changed = before.flatMap((look, index) =>
    look === after[index] ? [] : [`${look}  →  ${after[index]!.split(': ').slice(1).join(': ')}`],
  );
  return { elements: before.length, changed };
}
