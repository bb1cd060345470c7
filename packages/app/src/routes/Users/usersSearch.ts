/** The /users search in the URL (?q=), trimmed; '' when none. */
export function searchFromParams(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}
