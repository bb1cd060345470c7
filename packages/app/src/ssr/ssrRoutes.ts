// Which pages the server renders for a first-time guest (docs/decisions/0141): public pages
// whose first render depends on nothing but the URL, the host and guest data. A route says
// so with `handle: SERVER_RENDERED`; everything else (forms that sign in, account pages,
// guarded pages) is rendered by the browser, as before.
import type { StaticHandlerContext } from 'react-router-dom';

export const SERVER_RENDERED = { ssr: true } as const;

/** Whether the page matched by `context` is one the server renders. */
export function isServerRendered(context: Pick<StaticHandlerContext, 'matches'>): boolean {
  const leaf = context.matches[context.matches.length - 1];
  const handle = leaf?.route.handle as { ssr?: boolean } | undefined;
  return handle?.ssr === true;
}
