// The shipped soilscape SAMPLE for the demo area around Totnes: a few invented polygons
// (integrations/soilscapes/sample-totnes.geojson), imported through the same checked
// path as `pnpm soil:import`, under source "sample" and flagged is_sample so the app
// can say it is not real survey data. The national Cranfield data is licensed and is
// never shipped (docs/decisions/0128).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../config.ts';
import { importSoilscapes, type ImportResult } from '../integrations/soilscapes/import.ts';
import { readSoilscapeText } from '../integrations/soilscapes/wire.ts';

export const SAMPLE_SOILSCAPES_FILE = path.join(
  SERVER_ROOT,
  'src/integrations/soilscapes/sample-totnes.geojson',
);
export const SAMPLE_SOURCE = 'sample';

/**
 * Import the sample when the database holds no soilscapes at all (a first start), so
 * the demo's soil panel and overlay have something to show; real data imported later
 * takes precedence where they overlap. Returns null when nothing was done.
 */
export async function seedSampleSoilscapes(databaseUrl: string): Promise<ImportResult | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from app_public.soilscapes limit 1');
    if (rows.length > 0) return null;
    const file = readSoilscapeText(readFileSync(SAMPLE_SOILSCAPES_FILE, 'utf8'));
    if (!file.ok) throw new Error(`The soilscape sample is invalid: ${file.errors.join('; ')}`);
    return await importSoilscapes(client, file.features, { source: SAMPLE_SOURCE, isSample: true });
  } finally {
    await client.end();
  }
}
