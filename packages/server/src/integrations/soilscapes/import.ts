// Writes checked soilscape polygons (wire.ts) into app_public.soilscapes, in ONE
// transaction: the previous import of the same source is replaced, the things whose
// soil changed are refilled, and any failure leaves the table exactly as it was.
// Used by `pnpm soil:import` (scripts/import-soilscapes.ts) and the demo seed.
import type pg from 'pg';
import type { SoilscapeFeature } from './wire.ts';

export interface ImportOptions {
  /** Names the import; importing the same source again replaces it. */
  source: string;
  /** Invented data for the demo (the shipped sample); the UI says so. */
  isSample?: boolean;
}

export interface ImportResult {
  /** Polygons removed from the previous import of this source. */
  replaced: number;
  /** Polygons written. */
  inserted: number;
  /** Things whose soil fields changed. */
  thingsUpdated: number;
}

/** Rows per INSERT: a few hundred keep each statement's parameters well under the limit. */
const BATCH = 500;

export const SOURCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._:-]{0,99}$/;

/**
 * Replace the polygons of `options.source` with `features`, inside a transaction on
 * `client` (an owner connection). Rejects, having changed nothing, on any error.
 */
export async function importSoilscapes(
  client: pg.ClientBase,
  features: readonly SoilscapeFeature[],
  options: ImportOptions,
): Promise<ImportResult> {
  if (!SOURCE_PATTERN.test(options.source)) {
    throw new Error(
      `the source name ${JSON.stringify(options.source)} must be 1 to 100 letters, digits, spaces or . _ : -`,
    );
  }
  const rows = features.flatMap((feature) =>
    feature.polygons.map((rings) => ({
      ...feature.properties,
      geometry: JSON.stringify({ type: 'Polygon', coordinates: rings }),
    })),
  );
  await client.query('begin');
  try {
    // One import at a time per database: two at once would each delete the other's rows.
    await client.query('lock table app_public.soilscapes in share row exclusive mode');
    const removed = await client.query('delete from app_public.soilscapes where source = $1', [
      options.source,
    ]);
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const column = <K extends keyof (typeof rows)[number]>(key: K) =>
        batch.map((row) => row[key]);
      await client.query(
        `insert into app_public.soilscapes (unit, texture, drainage, fertility, landcover,
           habitats, carbon, drains_to, water_protection, general_cropping, geometry, source, is_sample)
         select u.*, $12, $13
         from unnest($1::smallint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
           $7::text[], $8::text[], $9::text[], $10::text[], $11::jsonb[]) as u`,
        [
          column('unit'),
          column('texture'),
          column('drainage'),
          column('fertility'),
          column('landcover'),
          column('habitats'),
          column('carbon'),
          column('drainsTo'),
          column('waterProtection'),
          column('generalCropping'),
          column('geometry'),
          options.source,
          options.isSample ?? false,
        ],
      );
    }
    const {
      rows: [refilled],
    } = await client.query<{ count: number }>(
      'select app_private.refill_thing_soilscapes() as count',
    );
    await client.query('commit');
    return {
      replaced: removed.rowCount ?? 0,
      inserted: rows.length,
      thingsUpdated: refilled?.count ?? 0,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
