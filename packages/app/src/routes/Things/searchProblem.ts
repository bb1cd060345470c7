// What /things/search says when new results could not be fetched: never the
// browser's raw "Failed to fetch", always a sentence the reader can act on.
import { errorText } from '../../relay/errors';

export interface SearchProblem {
  title: string;
  detail: string;
}

/** The notice for a failed search; `online` is navigator.onLine. */
export function searchProblem(error: unknown, online: boolean): SearchProblem {
  if (!online) {
    return {
      title: 'You’re offline, these results may be out of date',
      detail: 'Check your connection, then try again.',
    };
  }
  return {
    title: 'These results may be out of date',
    // The catalogue's message for a server error; a generic sentence when the
    // server could not be reached at all.
    detail: errorText(error, 'The server could not be reached. Try again in a moment.'),
  };
}
