// Putting a fragment into a shadow root, and later replacing its live parts.

/** How long to wait for a style sheet before showing the markup anyway. */
export const STYLE_SHEET_TIMEOUT_MS = 5000;

const loaded = new WeakMap<HTMLLinkElement, Promise<void>>();

function whenLoaded(link: HTMLLinkElement): Promise<void> {
  let promise = loaded.get(link);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      // A sheet that fails (or never answers) must not keep the widget loading forever.
      const timer = setTimeout(done, STYLE_SHEET_TIMEOUT_MS);
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
    });
    loaded.set(link, promise);
  }
  return promise;
}

/**
 * Makes `container` hold exactly these style sheets as <link> elements before `before`, reusing
 * the ones already there, and resolves when the new ones have loaded (so the markup never shows
 * unstyled). With `keepOthers`, sheets not listed stay (a live update adds, never removes).
 */
export async function placeStyleSheets(
  container: HTMLElement,
  before: Element,
  hrefs: readonly string[],
  { keepOthers = false }: { keepOthers?: boolean } = {},
): Promise<void> {
  const existing = new Map<string, HTMLLinkElement>();
  for (const link of container.querySelectorAll<HTMLLinkElement>(':scope > link[data-bk-style]')) {
    existing.set(link.href, link);
  }
  const waits: Promise<void>[] = [];
  for (const href of hrefs) {
    let link = existing.get(href);
    if (link) {
      existing.delete(href);
    } else {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.bkStyle = '';
      waits.push(whenLoaded(link));
    }
    container.insertBefore(link, before);
  }
  await Promise.all(waits);
  if (!keepOthers) for (const stale of existing.values()) stale.remove();
}

/**
 * Parses a fragment's markup, its `style` attributes set through the CSSOM instead. A partner
 * page whose CSP has no 'unsafe-inline' for styles drops style attributes that arrive as markup
 * (a gauge's marker position) and reports each one, even when parsed in a template; CSP does not
 * govern the CSSOM. So each ` style="…"` is renamed before parsing and set as a style after. In
 * the server's markup (React's renderToStaticMarkup) a `"` in text or in an attribute's value is
 * always escaped, so ` style="` can only be the start of an attribute.
 */
export function parseFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/ style="/g, ' data-bk-style="');
  for (const element of template.content.querySelectorAll<HTMLElement>('[data-bk-style]')) {
    const text = element.getAttribute('data-bk-style') ?? '';
    element.removeAttribute('data-bk-style');
    if ('style' in element) element.style.cssText = text;
  }
  return template.content;
}

/** Replaces everything in `content` with the fragment's markup. */
export function fillContent(content: HTMLElement, html: string): void {
  content.replaceChildren(parseFragment(html));
}

/** The outermost `data-bk-live` elements under `root`, by their names. */
export function liveParts(root: ParentNode): Map<string, Element> {
  const parts = new Map<string, Element>();
  for (const element of root.querySelectorAll('[data-bk-live]')) {
    const name = element.getAttribute('data-bk-live') ?? '';
    const outer = element.parentElement?.closest('[data-bk-live]');
    if (outer && (root as Node).contains(outer)) continue;
    if (!parts.has(name)) parts.set(name, element);
  }
  return parts;
}

/**
 * A live update: swaps each `data-bk-live` part of `content` for the part of the same name in
 * the new markup, and touches nothing else, so a focused link or button outside the parts keeps
 * its focus (and a screen reader its place). Returns false when the new markup's parts do not
 * match the current ones one to one; the caller then decides whether to re-render it all.
 */
export function replaceLiveParts(content: HTMLElement, html: string): boolean {
  const next = liveParts(parseFragment(html));
  const current = liveParts(content);
  for (const [name, part] of current) {
    const replacement = next.get(name);
    if (!replacement) continue;
    part.replaceWith(replacement);
  }
  return (
    next.size > 0 &&
    next.size === current.size &&
    [...next.keys()].every((name) => current.has(name))
  );
}

/**
 * Re-renders all of `content` and puts the focus back on the equivalent element (same tag,
 * link target and text), for updates whose structure changed under a focused element.
 */
export function replaceContentKeepingFocus(content: HTMLElement, html: string): void {
  const root = content.getRootNode() as Document | ShadowRoot;
  const focused = root.activeElement;
  const signature = (element: Element) =>
    `${element.localName}|${element.getAttribute('href') ?? ''}|${element.textContent?.trim() ?? ''}`;
  const wanted = focused && content.contains(focused) ? signature(focused) : null;
  fillContent(content, html);
  if (!wanted) return;
  const match = [...content.querySelectorAll<HTMLElement>('a, button, [tabindex]')].find(
    (element) => signature(element) === wanted,
  );
  (match ?? content).focus();
}
