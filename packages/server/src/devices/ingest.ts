// Storing uplinks (decision 0126). One writer stores them: the uplinks that arrive while it is
// storing a batch wait and go together in the next one (app_hidden.ingest_uplinks, migration
// 0018), so a burst costs one transaction per batch rather than one per uplink, and an uplink on
// a quiet day goes at once. One writer also means batches never wait on each other's locks.
//
// If a batch fails as a whole (text PostgreSQL cannot store, a deadlock with another
// transaction), its uplinks are stored one by one, so one bad body costs only its own answer.
import type pg from 'pg';

/** app_hidden.ingest_uplink's arguments, by the names ingest_uplinks reads. */
export interface UplinkRow {
  devEui: string;
  session: string;
  fCnt: number;
  deviceId: string;
  applicationId: string;
  fPort: number;
  receivedAt: string;
  decoded: unknown;
  data: unknown;
  body: unknown;
}

/** The stored status (stored, duplicate, unknown_device…), or null if the text cannot be stored. */
export type IngestResult = string | null;

interface Pending {
  row: UplinkRow;
  resolve(result: IngestResult): void;
  reject(error: unknown): void;
}

/** At most this many uplinks in one transaction, so one batch never holds locks for long. */
export const MAX_UPLINK_BATCH = 250;

// Text PostgreSQL cannot store in JSON (a NUL character): the body is malformed.
const UNSTORABLE_TEXT = new Set(['22P05', '22P02']);

export class UplinkWriter {
  readonly #pool: pg.Pool;
  readonly #queue: Pending[] = [];
  #writing = false;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  store(row: UplinkRow): Promise<IngestResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ row, resolve, reject });
      if (!this.#writing) void this.#write();
    });
  }

  async #write(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, MAX_UPLINK_BATCH);
        try {
          const statuses = await this.#ingest(batch.map((pending) => pending.row));
          batch.forEach((pending, i) => pending.resolve(statuses[i]!));
        } catch {
          // Nothing of the batch was stored: each uplink on its own decides its answer.
          for (const pending of batch) {
            await this.#storeOne(pending.row).then(pending.resolve, pending.reject);
          }
        }
      }
    } finally {
      this.#writing = false;
    }
  }

  /** Stores the rows in one transaction; their statuses, in the same order. */
  async #ingest(rows: UplinkRow[]): Promise<string[]> {
    const result = await this.#pool.query<{ statuses: string[] }>(
      'select app_hidden.ingest_uplinks($1) as statuses',
      [JSON.stringify(rows)],
    );
    return result.rows[0]!.statuses;
  }

  async #storeOne(row: UplinkRow): Promise<IngestResult> {
    try {
      return (await this.#ingest([row]))[0]!;
    } catch (error) {
      if (UNSTORABLE_TEXT.has((error as { code?: string }).code ?? '')) return null;
      throw error;
    }
  }
}
