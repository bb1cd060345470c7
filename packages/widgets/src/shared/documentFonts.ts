// Font faces must live in the document: Chromium ignores @font-face rules inside a shadow root,
// so text there would fall back to the host's fonts. Each font style sheet is added to the
// document's head once, whatever the number of widgets; it holds only @font-face rules
// (families with our own names), so it cannot restyle the host page. The head is looked at each
// time rather than remembered: a single-page app may rebuild it, taking our link with it.

export function addDocumentFonts(hrefs: readonly string[]): void {
  if (hrefs.length === 0) return;
  const present = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.href,
    ),
  );
  for (const href of hrefs) {
    if (present.has(href)) continue;
    present.add(href);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.bloomkeepFonts = '';
    document.head.append(link);
  }
}
