// Relay's persisted operations (relay.config.js `persistConfig`): the client POSTs
// `{ documentId, operationName, variables }` and the server looks the text up in
// packages/app/persisted-queries.json (`{ "<md5>": "<query text>" }`).
//
// Known ids are always accepted. Other text is accepted only when allowed: always
// in development and tests, and in production only with
// ALLOW_UNPERSISTED_OPERATIONS=1 (docs/decisions/0104). Text identical to a known
// operation is that operation, so a client that sends text still works.
import { createHash } from 'node:crypto';
import { statSync, readFileSync } from 'node:fs';
import { PersistedPlugin } from '@grafserv/persisted';
import { SafeError } from 'postgraphile/grafast';

export interface PersistedOptions {
  /** The Relay map file (PERSISTED_OPERATIONS_FILE). A missing file means no known ids yet. */
  file: string;
  /** Accept operations sent as text, too. */
  allowUnpersisted: boolean;
}

/**
 * Looks ids up in the map file. The file is read again (at most once a second)
 * when an unknown id arrives and the file has changed, so a running dev server
 * learns the operations that relay-compiler writes.
 */
export function makeOperationGetter(
  file: string,
  warnIfMissing = true,
): (id: string) => string | undefined {
  let operations = new Map<string, string>();
  let loadedMtime: number | undefined;
  let checkedAt = 0;
  let warned = false;

  function load(): void {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      if (!warned && warnIfMissing)
        console.warn(`Persisted operations: ${file} not found; no operation ids known.`);
      warned = true;
      operations = new Map();
      loadedMtime = undefined;
      return;
    }
    if (mtime === loadedMtime) return;
    try {
      const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      operations = new Map(
        Object.entries(map).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      loadedMtime = mtime;
    } catch (error) {
      console.error(`Persisted operations: cannot read ${file}:`, (error as Error).message);
    }
  }

  load();
  return (id) => {
    const known = operations.get(id);
    if (known !== undefined) return known;
    const now = Date.now();
    if (now - checkedAt >= 1000) {
      checkedAt = now;
      load();
    }
    return operations.get(id);
  };
}

/** The plugin's own refusal, so clients see one message either way. */
const REFUSAL =
  'Persisted operations are enabled on this server, please provide an approved document id.';

/** Relay's document id: the md5 of the operation text. */
export function documentIdOf(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/**
 * Where only known operations are allowed, a body without an id is handled here,
 * before PersistedPlugin (which would log the whole body, passphrases included):
 * text identical to a known operation is that operation; anything else is refused.
 */
function makeKnownTextPlugin(getter: (id: string) => string | undefined): GraphileConfig.Plugin {
  return {
    name: 'BloomkeepKnownTextPlugin',
    version: '0.1.0',
    before: ['PersistedPlugin'],
    grafserv: {
      middleware: {
        processGraphQLRequestBody(next, event) {
          const { body } = event;
          if (!event.resolvedPreset.grafserv?.allowUnpersistedOperation && !body.documentId) {
            const id = typeof body.query === 'string' ? documentIdOf(body.query) : undefined;
            if (id === undefined || getter(id) === undefined) {
              throw new SafeError(REFUSAL, { statusCode: 400 });
            }
            body.documentId = id;
          }
          return next();
        },
      },
    },
  };
}

export function makePersistedPreset(options: PersistedOptions): GraphileConfig.Preset {
  // Without the file, a server that accepts only known ids accepts nothing: say so.
  const getter = makeOperationGetter(options.file, !options.allowUnpersisted);
  return {
    plugins: [makeKnownTextPlugin(getter), PersistedPlugin],
    grafserv: {
      // Relay sends `documentId`; nothing else names an id here.
      hashFromPayload: (body) =>
        typeof body.documentId === 'string' && body.documentId ? body.documentId : undefined,
      // The plugin treats a missing value as a refusal ("provide an approved document id").
      persistedOperationsGetter: (id) => getter(id) as string,
      allowUnpersistedOperation: options.allowUnpersisted,
    },
  };
}
