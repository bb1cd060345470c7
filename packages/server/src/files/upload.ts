// POST /upload: signed-in users send images (multipart/form-data); each is checked,
// re-encoded (images.ts), stored (storage.ts) and recorded in app_private.uploads for
// the upload session, to be attached to an entity later.
// GET /files/<key>: the stored images, cacheable forever (names are never reused).
//
// Errors are JSON `{ errors: [{ message, code }] }`; the message is for the user:
//   401 LOGIN    no token, a guest token, or a token for a user who no longer exists:
//                "Sign in to upload images"
//   401 TOKEN    the token is invalid or expired (message says which)
//   405 METHOD   not POST
//   415 FORM     the body is not multipart/form-data
//   400 FORM     the multipart body cannot be parsed
//   400 VALID    sessionId missing or malformed, or too many form fields
//   400 NOFILE   no file part: "Choose an image to upload"
//   400 TOOMANY  more than MAX_UPLOAD_FILES files
//   413 TOOBIG   a file is larger than MAX_UPLOAD_BYTES: "Image is larger than 10 MB"
//   413 PIXELS   "Image has too many pixels (40 megapixels at most)"
//   415 NOIMG    not JPEG, PNG or WebP by its bytes: "Only JPEG, PNG and WebP images can be uploaded"
//   422 BADIMG   JPEG/PNG/WebP bytes that cannot be decoded
//   500 INTERNAL anything else (logged)
// A request with several files succeeds or fails as a whole: nothing is kept from a
// request that is answered with an error.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MESSAGES } from '@bloomkeep/schema';
import busboy from 'busboy';
import type pg from 'pg';
import { AuthenticationError, claimsFromAuthorization, pgSettingsFor } from '../auth/jwt.ts';
import type { Claims } from '../auth/jwt.ts';
import { clientAddress } from '../client-address.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../http/limits.ts';
import { FILES_PREFIX } from '../http/paths.ts';
import { sendError as sendJsonError, sendJson, sendNotFound, sendText } from '../http/respond.ts';
import { detectImageType, ImageError, processImage, type ProcessedImage } from './images.ts';
import { isValidFileKey, type FileStorage } from './storage.ts';

export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
export const MAX_UPLOAD_FILES = UPLOAD_MAX_FILES;
/**
 * After an error the rest of the request is read and discarded, so that the client
 * gets to read the answer (a server that stops reading and closes makes most
 * clients report a connection reset instead). Beyond this many bytes we stop and
 * close the connection: the request is too large to be a real upload.
 */
const MAX_REQUEST_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 1024 * 1024;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const IMAGE_CONTENT_TYPE = 'image/webp';

export type UploadErrorCode =
  | 'LOGIN'
  | 'TOKEN'
  | 'METHOD'
  | 'FORM'
  | 'VALID'
  | 'NOFILE'
  | 'TOOMANY'
  | 'TOOBIG'
  | 'PIXELS'
  | 'NOIMG'
  | 'BADIMG'
  | 'INTERNAL';

class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadedFile {
  id: string;
  /** The display image's key. */
  name: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface UploadHandlerOptions {
  /** Connects as bk_authenticator; each upload is recorded as the caller's role. */
  pool: pg.Pool;
  jwtSecret: string;
  storage: FileStorage;
  /** As for GraphQL: take request.ip from X-Forwarded-For. */
  trustProxy?: boolean;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function sendError(
  res: http.ServerResponse,
  error: UploadError,
  headers: Record<string, string> = {},
): void {
  sendJsonError(res, error.status, error.code, error.message, headers);
}

/** The name the user's device gave the file: for display only, never for storage. */
function cleanFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // Control characters (line breaks, NUL …) have no place in a name shown to people.
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f]/g;
  const cleaned = base.replace(controls, '').trim().slice(0, 255);
  return cleaned === '' ? null : cleaned;
}

interface ParsedUpload {
  sessionId: string | undefined;
  files: Array<{ originalName: string | null; bytes: number; processed: ProcessedImage }>;
}

/**
 * Stream the multipart body through busboy. Each file is buffered (at most
 * MAX_UPLOAD_BYTES), checked by its first bytes and processed while the rest of the
 * body is still arriving; the original is dropped once processed.
 * Resolves when the whole request has been read. After the first error the rest of
 * the body is still read but discarded, and the promise rejects once busboy is done
 * (at once for a malformed body, whose rest is drained while the answer goes out).
 */
function parseUpload(req: http.IncomingMessage, res: http.ServerResponse): Promise<ParsedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as raw UTF-8.
        defParamCharset: 'utf8',
        limits: {
          fileSize: MAX_UPLOAD_BYTES,
          files: MAX_UPLOAD_FILES,
          fields: 20,
          fieldSize: 1024,
          parts: MAX_UPLOAD_FILES + 20,
        },
      });
    } catch {
      // Not multipart/form-data (or no boundary): busboy refuses it at once.
      reject(new UploadError(415, 'FORM', 'Send the images as multipart/form-data'));
      req.resume();
      return;
    }

    let failure: UploadError | Error | undefined;
    let done = false;
    const result: ParsedUpload = { sessionId: undefined, files: [] };
    // Files are processed one after another, in the order they arrive.
    let processing: Promise<void> = Promise.resolve();

    const fail = (error: UploadError | Error) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (name === 'sessionId') result.sessionId = info.valueTruncated ? '' : value;
    });

    parser.on('file', (_name, stream, info) => {
      if (failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Busboy destroys the file stream with an error when the body ends mid-file;
      // unhandled, that error would take the whole process down. The parser reports
      // the same problem through its own 'error' event, handled below.
      stream.on('error', () => {
        chunks.length = 0;
      });
      stream.on('data', (chunk: Buffer) => {
        if (failure) return;
        chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('limit', () => {
        fail(new UploadError(413, 'TOOBIG', UPLOAD_MESSAGES.tooBig));
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (failure) return;
        // A browser form with no file chosen sends an empty part without a name.
        if (size === 0) return;
        const data = Buffer.concat(chunks, size);
        chunks.length = 0;
        if (detectImageType(data) === null) {
          fail(new UploadError(415, 'NOIMG', UPLOAD_MESSAGES.wrongType));
          return;
        }
        const originalName = cleanFileName(info.filename);
        processing = processing.then(async () => {
          if (failure) return;
          try {
            const processed = await processImage(data);
            result.files.push({ originalName, bytes: size, processed });
          } catch (error) {
            if (error instanceof ImageError) {
              fail(
                error.reason === 'pixels'
                  ? new UploadError(413, 'PIXELS', error.message)
                  : new UploadError(422, 'BADIMG', error.message),
              );
            } else {
              fail(error as Error);
            }
          }
        });
      });
    });

    parser.on('filesLimit', () => fail(new UploadError(400, 'TOOMANY', UPLOAD_MESSAGES.tooMany)));
    const tooManyFields = () =>
      fail(new UploadError(400, 'VALID', 'The upload has too many form fields'));
    parser.on('fieldsLimit', tooManyFields);
    parser.on('partsLimit', tooManyFields);

    const finish = () => {
      if (done) return;
      done = true;
      processing.then(() => (failure ? reject(failure) : resolve(result)), reject);
    };
    parser.on('close', finish);
    parser.on('error', () => {
      fail(new UploadError(400, 'FORM', 'The upload could not be read'));
      // Busboy stops at a malformed body; read (and discard) the rest ourselves.
      req.unpipe(parser);
      req.resume();
      if (req.readableEnded) finish();
      else req.once('end', finish);
    });

    // The client went away before sending everything: nobody is left to answer.
    const abort = () => {
      if (done || req.complete) return;
      done = true;
      parser.destroy();
      reject(new UploadError(400, 'FORM', 'The upload was interrupted'));
    };
    req.on('close', abort);
    req.on('error', abort);

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES && !done) {
        // Far beyond any real upload: answer and close rather than read on.
        fail(new UploadError(413, 'TOOBIG', 'The upload is too large'));
        res.shouldKeepAlive = false;
        req.unpipe(parser);
        done = true;
        processing.then(() => reject(failure));
      }
    });
    req.pipe(parser);
  });
}

interface UploadRecord {
  id: string;
  originalName: string | null;
  width: number;
  height: number;
  /** Of the file as sent. */
  bytes: number;
}

/** Record the uploads as the caller, with the same settings GraphQL requests get. */
async function recordUploads(
  pool: pg.Pool,
  claims: Claims,
  clientIp: string,
  sessionId: string,
  files: UploadRecord[],
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    try {
      await client.query(
        'select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el',
        [JSON.stringify(Object.entries(pgSettingsFor(claims, clientIp)))],
      );
      for (const file of files) {
        await client.query(
          'select app_hidden.record_upload($1::uuid, $2::text, $3::text, $4::int, $5::int, $6::int)',
          [file.id, sessionId, file.originalName, file.width, file.height, file.bytes],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      // record_upload refuses callers without a user (LOGIN); a valid token for a
      // user who no longer exists fails the uploads.user_id reference (23503).
      const code = (error as { code?: unknown }).code;
      if (code === 'LOGIN' || code === '23503') {
        throw new UploadError(401, 'LOGIN', 'Sign in to upload images');
      }
      throw error;
    }
  } finally {
    client.release();
  }
}

export function makeUploadHandler(options: UploadHandlerOptions): Handler {
  const { pool, jwtSecret, storage, trustProxy = false } = options;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendError(res, new UploadError(405, 'METHOD', 'Use POST to upload images'), {
        allow: 'POST',
      });
      return;
    }
    // Refuse callers before reading the body. Node reads and discards the body of a
    // request answered early, so the client still gets to read the answer.
    let claims: Claims;
    try {
      claims = claimsFromAuthorization(req.headers.authorization, jwtSecret);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      sendError(res, new UploadError(401, 'TOKEN', error.message), {
        'www-authenticate': 'Bearer',
      });
      return;
    }
    if (claims.userId === null) {
      sendError(res, new UploadError(401, 'LOGIN', 'Sign in to upload images'), {
        'www-authenticate': 'Bearer',
      });
      return;
    }

    const parsed = await parseUpload(req, res);
    if (parsed.sessionId === undefined || !SESSION_ID.test(parsed.sessionId)) {
      throw new UploadError(400, 'VALID', 'sessionId must be 8 to 64 letters, digits, "-" or "_"');
    }
    if (parsed.files.length === 0) {
      throw new UploadError(400, 'NOFILE', 'Choose an image to upload');
    }

    const stored: string[] = [];
    const uploaded: UploadedFile[] = [];
    const records: UploadRecord[] = [];
    try {
      for (const file of parsed.files) {
        const id = randomUUID();
        const name = `${id}.webp`;
        const thumbName = `${id}-thumb.webp`;
        await storage.put(name, file.processed.image, IMAGE_CONTENT_TYPE);
        stored.push(name);
        await storage.put(thumbName, file.processed.thumbnail, IMAGE_CONTENT_TYPE);
        stored.push(thumbName);
        uploaded.push({
          id,
          name,
          url: `${FILES_PREFIX}${name}`,
          thumbnailUrl: `${FILES_PREFIX}${thumbName}`,
          width: file.processed.width,
          height: file.processed.height,
        });
        records.push({
          id,
          originalName: file.originalName,
          width: file.processed.width,
          height: file.processed.height,
          bytes: file.bytes,
        });
      }
      await recordUploads(pool, claims, clientAddress(req, trustProxy), parsed.sessionId, records);
    } catch (error) {
      // Files without a row would never be attached nor cleaned up: remove them.
      await Promise.all(stored.map((key) => storage.delete(key).catch(() => {})));
      throw error;
    }

    sendJson(res, 201, { files: uploaded });
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.end();
        return;
      }
      if (error instanceof UploadError) {
        sendError(res, error);
        return;
      }
      console.error('Upload failed:', error);
      sendError(res, new UploadError(500, 'INTERNAL', 'The upload failed; please try again'));
    });
  };
}

export interface FileHandlerOptions {
  storage: FileStorage;
}

/** `"<key>"`, and whether an If-None-Match header names it. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function makeFileHandler(options: FileHandlerOptions): Handler {
  const { storage } = options;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return;
    }
    // The raw path: a valid key has nothing to decode, and anything encoded
    // (%2f, %00 …) simply fails the key pattern.
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const key = pathname.startsWith(FILES_PREFIX) ? pathname.slice(FILES_PREFIX.length) : '';
    const file = isValidFileKey(key) ? await storage.get(key) : null;
    if (!file) {
      sendNotFound(res);
      return;
    }
    const etag = `"${key}"`;
    const headers = {
      // A name is never reused for other contents, so the file never changes.
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      etag,
      // Also set by the router for every response; user content must never lose it.
      'x-content-type-options': 'nosniff',
    };
    const body = file.body;
    const discard = () => {
      if (!Buffer.isBuffer(body)) body.destroy();
    };
    if (etagMatches(req.headers['if-none-match'], etag)) {
      discard();
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': file.contentType,
      'content-length': file.size,
    });
    if (req.method === 'HEAD') {
      discard();
      res.end();
    } else if (Buffer.isBuffer(body)) {
      res.end(body);
    } else {
      body.on('error', (error) => {
        console.error('Reading a stored file failed:', error);
        res.destroy();
      });
      // If the client goes away, stop reading (and close the file).
      res.on('close', discard);
      body.pipe(res);
    }
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Serving a file failed:', error);
      if (res.headersSent) res.destroy();
      else {
        sendText(res, 500, 'Internal server error');
      }
    });
  };
}
