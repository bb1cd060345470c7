// What a server-rendered page hands the browser besides its HTML: the Relay records the
// page was rendered from, so the browser renders the same page from the same data with
// no request of its own (docs/decisions/0141-server-rendered-first-paint.md).
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';

/** The id of the `<script type="application/json">` element that carries the payload. */
export const SSR_PAYLOAD_ID = 'bk-ssr';

export interface SsrPayload {
  /** The Relay store the server rendered the page from (guest data only). */
  records: RecordMap;
  /** When the server rendered it (ISO): "now" for the page's relative times while it hydrates. */
  renderedAt: string;
}

/**
 * The payload as JSON safe inside a `<script>` element: `<` is escaped, so no text in the
 * data (a thing's name, a comment) can close the element or open a comment.
 */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The payload of a server-rendered page, or null when the page was not server-rendered. */
export function readPayload(document: Document): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    const payload = JSON.parse(element.textContent) as Partial<SsrPayload>;
    if (!payload.records || typeof payload.records !== 'object') return null;
    if (typeof payload.renderedAt !== 'string' || Number.isNaN(Date.parse(payload.renderedAt)))
      return null;
    return { records: payload.records, renderedAt: payload.renderedAt };
  } catch {
    return null;
  }
}
