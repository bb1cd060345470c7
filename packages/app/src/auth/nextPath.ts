// The `?next=` of /signin (spec §2): only a path on this site is followed, so a
// crafted link cannot send someone elsewhere after they sign in.
const PROBE_ORIGIN = 'https://bloomkeep.invalid';

/** `raw` when it is a same-origin relative path starting with one '/', else `fallback`. */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers read a backslash as a slash ("/\evil.example"), and control
  // characters are stripped before parsing ("/\t/evil.example").
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the sign-in page after signing in would be a loop.
  if (url.pathname === '/signin' || url.pathname === '/register') return fallback;
  return path;
}

/** The sign-in page's address that returns to `path` afterwards. */
export function signInPath(path: string): string {
  return path && path !== '/' ? `/signin?next=${encodeURIComponent(path)}` : '/signin';
}
