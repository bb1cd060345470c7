// The server's development mailbox (GET /dev/mailbox, JSON, newest first). It
// answers 404 in production, where e-mail goes out over SMTP.

export interface DevMail {
  /** The sender, with the brand's display name ("Bee Cafe Club" <no-reply@…>). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const DEV_MAILBOX_URL = '/dev/mailbox';

function isDevMailList(value: unknown): value is DevMail[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as DevMail).subject === 'string' &&
        typeof (item as DevMail).text === 'string',
    )
  );
}

/** The messages, or null when there is no mailbox (production). Throws on other failures. */
export async function fetchDevMailbox(fetchImpl: typeof fetch = fetch): Promise<DevMail[] | null> {
  const response = await fetchImpl(DEV_MAILBOX_URL, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The mailbox answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  // Without a server route, a static host answers with the app's index.html.
  if (!isDevMailList(body)) return null;
  return body;
}

let probe: Promise<boolean> | null = null;

/** Whether the server has a development mailbox; asked once per page load. */
export function hasDevMailbox(): Promise<boolean> {
  probe ??= fetchDevMailbox().then(
    (mails) => mails !== null,
    () => false,
  );
  return probe;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits a plain-text e-mail into text and http(s) links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /https?:\/\/[^\s<>"]+/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    parts.push({ kind: 'link', href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** A link to this site as a path (navigates inside the app); other links unchanged. */
export function localHref(href: string, origin: string = window.location.origin): string {
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : href;
  } catch {
    return href;
  }
}
