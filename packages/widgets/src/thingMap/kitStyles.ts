// The kit's CSS for the map chunk, inside the map's shadow root. vanilla-extract compiles the
// kit's styles into a CSS file beside the chunk; a bundler would link it from the document's
// head, where it cannot reach into a shadow root (and where it would restyle the partner's
// page). So the build (build/shadowCss.ts) leaves it unlinked and tells this module its name
// through __BLOOMKEEP_CHUNK_CSS__; here it is fetched and split in two:
// - @font-face rules go to the document (Chromium ignores them in a shadow root);
// - the rest becomes a constructed sheet the shadow root adopts (no <style>, so a partner's
//   strict CSP does not get in the way).
// Without the build's list (Vite's dev server, Storybook) the bundler has put the kit's CSS in
// this document already, and it is copied from there.

declare const __BLOOMKEEP_CHUNK_CSS__: readonly string[] | undefined;

/** The chunk's CSS files, relative to it, when the widget build wrote them in. */
function builtCssFiles(): readonly string[] | null {
  return typeof __BLOOMKEEP_CHUNK_CSS__ === 'undefined' ? null : __BLOOMKEEP_CHUNK_CSS__;
}

/** `url(…)` references made absolute against the sheet's own address. */
export function rebaseUrls(css: string, sheetUrl: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, ref: string) => {
    if (/^(data:|blob:|#)/.test(ref)) return match;
    try {
      return `url(${quote}${new URL(ref, sheetUrl).href}${quote})`;
    } catch {
      return match;
    }
  });
}

/** Splits CSS text into its @font-face rules and everything else. */
export function splitFontFaces(css: string): { fontFaces: string; rest: string } {
  const fontFaces: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    fontFaces.push(rule);
    return '';
  });
  return { fontFaces: fontFaces.join('\n'), rest };
}

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * Whether a document sheet is the bundler's: Vite's dev server injects CSS as <style> elements
 * marked data-vite-dev-id, a built Storybook links files. A page's own <style> (a story's
 * hostile sheet) is not copied into the shadow root.
 */
export function isBundledSheet(sheet: CSSStyleSheet): boolean {
  const owner = sheet.ownerNode;
  if (owner instanceof HTMLStyleElement) return owner.hasAttribute('data-vite-dev-id');
  return owner instanceof HTMLLinkElement;
}

/** The bundled CSS text of the document (same-origin sheets only), for hosts that bundled the kit's CSS. */
export function documentCss(): string {
  const texts: string[] = [];
  for (const sheet of document.styleSheets) {
    if (!isBundledSheet(sheet)) continue;
    try {
      // Made absolute: the text is used again in a constructed sheet or a blob: URL, where
      // the fonts' and pictures' relative addresses would no longer resolve.
      const base = sheet.href ?? document.baseURI;
      for (const rule of sheet.cssRules) texts.push(rebaseUrls(rule.cssText, base));
    } catch {
      // A cross-origin sheet: not ours.
    }
  }
  return texts.join('\n');
}

let loading: Promise<CSSStyleSheet> | undefined;

/**
 * The kit's styles for the map as one sheet for shadow roots, once per page; its font faces are
 * added to the document on the way.
 */
export function kitStyleSheet(): Promise<CSSStyleSheet> {
  loading ??= (async () => {
    const files = builtCssFiles();
    if (!files) return sheetOf(splitFontFaces(documentCss()).rest);
    const texts = await Promise.all(
      files.map(async (file) => {
        const url = new URL(file, import.meta.url).href;
        const response = await fetch(url, { credentials: 'omit', mode: 'cors' });
        if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
        return rebaseUrls(await response.text(), url);
      }),
    );
    const { fontFaces, rest } = splitFontFaces(texts.join('\n'));
    if (fontFaces)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetOf(fontFaces)];
    return sheetOf(rest);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
