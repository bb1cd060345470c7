// Copy buttons on /partners: the Clipboard API where the browser offers it (a secure context,
// permission granted); otherwise the snippet's text is selected, so Ctrl+C (⌘C) copies it.
export type CopyOutcome = 'copied' | 'selected';

/** Selects everything inside `element` in the document's selection. */
export function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

export async function copyText(text: string, fallback: HTMLElement | null): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, an insecure origin, a document without focus): select instead.
  }
  if (fallback) selectContents(fallback);
  return 'selected';
}
