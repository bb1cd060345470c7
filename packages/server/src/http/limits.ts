// Limits of the HTTP layer, in one place. (Upload limits live with the upload code in
// files/upload.ts, which owns their messages; GraphQL cost and page-size limits live
// in the GraphQL preset.)

/**
 * Largest /graphql request body. The app's biggest operation text is a few KB and its
 * variables are small (images go to /upload), so 100 KB is ample headroom. It equals
 * grafserv's own default maxRequestLength, which stays as the backstop for bodies sent
 * without a Content-Length.
 */
export const MAX_GRAPHQL_BODY_BYTES = 100_000;

/** Media types a /graphql POST may carry. Anything else (forms, text/plain) is 415. */
export const GRAPHQL_REQUEST_MEDIA_TYPES: readonly string[] = Object.freeze([
  'application/json',
  'application/graphql-response+json',
]);

/** Hashed build assets never change under their name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: always revalidate (cheap with the ETag). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** API answers and errors. */
export const NO_STORE_CACHE_CONTROL = 'no-store';
