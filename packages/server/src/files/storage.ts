// Where uploaded images live. The server only needs three operations, so any store
// fits behind this interface: FolderStorage keeps files in a local folder; an
// S3-compatible store (AWS S3, MinIO, R2 …) implements the same interface with
// PutObject / GetObject / DeleteObject, keeping the key as the object name.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Buffer | Readable;
  contentType: string;
  /** Bytes. */
  size: number;
}

export interface FileStorage {
  /** Store `data` under `key`, replacing nothing: keys are generated and never reused. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredFile | null>;
  /** Remove the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are names the server generates: `<uuid>.webp`, `<uuid>-thumb.webp`. Nothing
 * else is accepted, so a key can never name a path outside the folder (no `/`, `\`,
 * `..`, NUL or percent escapes can match).
 */
export const FILE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.(webp|jpg|png)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function isValidFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key);
}

/** The content type a key's extension stands for (keys are validated first). */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Files in one flat folder, named by their keys. */
export class FolderStorage implements FileStorage {
  readonly folder: string;
  private ready: Promise<unknown> | undefined;

  constructor(folder: string) {
    this.folder = path.resolve(folder);
  }

  private pathFor(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key ${JSON.stringify(key)}`);
    return path.join(this.folder, key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const target = this.pathFor(key);
    // The folder stores no content type: it follows from the extension, so a
    // mismatch would make the file be served as something it is not.
    if (contentType !== contentTypeForKey(key)) {
      throw new Error(`Content type ${contentType} does not match the key ${key}`);
    }
    this.ready ??= mkdir(this.folder, { recursive: true });
    await this.ready;
    // Write a temporary file and rename it into place, so that a reader never sees a
    // half-written file (rename is atomic within a folder). Temporary names start
    // with a dot and never match a key, so they can never be served.
    const temporary = path.join(this.folder, `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    // Open first and take the size from the open file, so a concurrent delete
    // cannot leave us with a size for one file and the contents of none.
    let handle;
    try {
      handle = await open(this.pathFor(key), 'r');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream closes the handle when it ends or is destroyed.
      const body = handle.createReadStream();
      return { body, contentType: contentTypeForKey(key), size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidFileKey(key)) return;
    await rm(this.pathFor(key), { force: true });
  }
}
