// `pnpm soil:import FILE.geojson [--source=NAME] [--sample]`: load soilscape polygons
// (for example the licensed Cranfield Soilscapes data, converted to GeoJSON in WGS 84)
// into the database. The file is checked completely first; any problem is listed with
// its feature index and nothing is written. The import runs in one transaction and
// replaces the previous import of the same source (default "soilscapes"), so running it
// again with the same or a corrected file is safe. Things' soil fields are refilled.
//
// The database: DATABASE_URL when set; otherwise the embedded cluster of `pnpm start`
// (DATA_DIR), used while the server runs or started for the import (db/commandDatabase.ts).
import '../polyfill.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withCommandDatabase } from '../db/commandDatabase.ts';
import { importSoilscapes, SOURCE_PATTERN } from '../integrations/soilscapes/import.ts';
import { readSoilscapeText } from '../integrations/soilscapes/wire.ts';

const USAGE = 'Usage: pnpm soil:import FILE.geojson [--source=NAME] [--sample]';

interface Args {
  file: string;
  source: string;
  isSample: boolean;
}

function parseArgs(argv: string[]): Args {
  let file: string | undefined;
  let source = 'soilscapes';
  let isSample = false;
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--sample') isSample = true;
    else if (arg.startsWith('--source=')) source = arg.slice('--source='.length).trim();
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else if (file) throw new Error(`Give one file. ${USAGE}`);
    else file = arg;
  }
  if (!file) throw new Error(USAGE);
  if (!SOURCE_PATTERN.test(source)) {
    throw new Error('--source must be 1 to 100 letters, digits, spaces or . _ : -');
  }
  // pnpm runs scripts from the package folder; the user meant their own folder.
  const base = process.env.INIT_CWD ?? process.cwd();
  return { file: path.resolve(base, file), source, isSample };
}

async function run(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const file = readSoilscapeText(readFileSync(args.file, 'utf8'));
  if (!file.ok) {
    console.error(`${args.file} was not imported; nothing changed. Fix these and run again:`);
    for (const error of file.errors) console.error(`  - ${error}`);
    process.exitCode = 1;
    return;
  }
  await withCommandDatabase(async (databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await importSoilscapes(client, file.features, {
        source: args.source,
        isSample: args.isSample,
      });
      console.log(
        `Imported ${result.inserted} soilscape polygons from ${file.features.length} features ` +
          `as source "${args.source}"${args.isSample ? ' (sample data)' : ''}` +
          `${result.replaced ? `, replacing ${result.replaced} from the previous import` : ''}; ` +
          `${result.thingsUpdated} things' soil fields changed.`,
      );
    } finally {
      await client.end();
    }
  });
}

run().catch((error: unknown) => {
  console.error(
    `Soil import failed; nothing changed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
