// The card and badges render on our server (decision 0142): a widget asks for a fragment and
// gets `{ html, styles, fonts }` back: the markup of the kit's components for the public data,
// the style sheets it needs, and the style sheets of its font faces. No React on the partner's
// page, and one look wherever the widget appears.
import { sharedJson, type RequestOptions, type SharedAnswer } from './sharedRequest';

/** The answer of `GET /widgets/v1/fragments/…` (CORS). */
export interface Fragment {
  /** The widget's markup; parts that change live are marked `data-bk-live="<name>"`. */
  html: string;
  /** Style sheet URLs for the markup (absolute, or relative to the API). */
  styles: string[];
  /** Style sheet URLs holding @font-face rules; they go in the document (see addDocumentFonts). */
  fonts: string[];
}

/**
 * `content`: the widget. `placeholder`: nothing public to show (404: a private or unknown
 * thing, badges their owner does not share); the server sends its own placeholder markup in
 * the same shape, or, from a server that does not, `fragment` is null and the widget says it.
 */
export type FragmentResult =
  { kind: 'content'; fragment: Fragment } | { kind: 'placeholder'; fragment: Fragment | null };

/** A request that failed: no answer at all (`status` undefined), or one we cannot show. */
export class WidgetRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** A 429's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number | null,
  ) {
    super(message);
    this.name = 'WidgetRequestError';
  }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isFragment(value: unknown): value is Fragment {
  if (!value || typeof value !== 'object') return false;
  const { html, styles, fonts } = value as Record<string, unknown>;
  return typeof html === 'string' && isStrings(styles) && isStrings(fonts);
}

/** The server's message in an error body (`{ errors: [{ message }] }`), if any. */
export function errorMessageOf(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const first: unknown = Array.isArray(errors) ? errors[0] : null;
  const message = (first as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/** Gets a JSON answer (shared with the page's other widgets), or the error to show. */
export async function requestJson(
  url: string,
  signal: AbortSignal,
  options?: RequestOptions,
): Promise<SharedAnswer> {
  try {
    return await sharedJson(url, signal, options);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new WidgetRequestError(`No answer from ${new URL(url).origin}`);
  }
}

/**
 * Fetches a fragment. 404 is an answer (shown as a placeholder); anything else that is not a
 * fragment is an error.
 */
export async function fetchFragment(
  url: string,
  signal: AbortSignal,
  options?: RequestOptions,
): Promise<FragmentResult> {
  const answer = await requestJson(url, signal, options);
  if (answer.status === 404) {
    return { kind: 'placeholder', fragment: isFragment(answer.body) ? answer.body : null };
  }
  if (!answer.ok) {
    throw new WidgetRequestError(
      errorMessageOf(answer.body) ?? `HTTP ${answer.status}`,
      answer.status,
      answer.retryAfterSeconds,
    );
  }
  if (!isFragment(answer.body)) throw new WidgetRequestError('The answer was not a fragment', 200);
  return { kind: 'content', fragment: answer.body };
}
