// What a server render learns for the page's <head> (docs/decisions/0141): the document
// title, which pages set in an effect in the browser (effects do not run on the server).
import { createContext, useContext } from 'react';

export interface ServerHead {
  title: string | null;
}

/** Provided by the server render only; in the browser there is none. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** Records the document title while rendering on the server; does nothing in the browser. */
export function useServerTitle(title: string): void {
  const head = useContext(ServerHeadContext);
  if (head) head.title = title;
}
