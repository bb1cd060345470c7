// Sample overlays for the demo map around Totnes (issue 12): B-Lines and the gateway the
// demo devices' uplinks name. Both are invented and marked `is_sample`, so the map can say
// so: Buglife's real B-Lines are licensed separately, and the gateway exists only here.
import type pg from 'pg';
import { DEMO_GATEWAY } from './demoDevices.ts';

export interface SampleBLine {
  name: string;
  description: string;
  /** GeoJSON LineString coordinates: [longitude, latitude]. */
  coordinates: ReadonlyArray<readonly [number, number]>;
}

/** Invented corridors through the demo area (the demo things are near 50.43 N, 3.688 W). */
export const SAMPLE_B_LINES: readonly SampleBLine[] = [
  {
    name: 'Dart Valley corridor (sample)',
    description: 'Follows the River Dart from Dartington down past Totnes towards Stoke Gabriel.',
    coordinates: [
      [-3.745, 50.475],
      [-3.716, 50.455],
      [-3.692, 50.436],
      [-3.672, 50.418],
      [-3.65, 50.395],
    ],
  },
  {
    name: 'Totnes ridge link (sample)',
    description: 'Joins the hedgerows west of the town to the orchards towards Berry Pomeroy.',
    coordinates: [
      [-3.8, 50.44],
      [-3.742, 50.437],
      [-3.688, 50.431],
      [-3.63, 50.432],
      [-3.57, 50.425],
    ],
  },
  {
    name: 'Harbertonford meadows (sample)',
    description: 'Wildflower verges and meadows south of Totnes.',
    coordinates: [
      [-3.7, 50.43],
      [-3.705, 50.41],
      [-3.712, 50.39],
      [-3.71, 50.37],
    ],
  },
];

export const SAMPLE_B_LINES_SOURCE = 'Sample data for the Bloomkeep demo, not Buglife B-Lines';

/** Where the demo gateway stands: on the Civic Hall roof. */
export const SAMPLE_GATEWAY = {
  gatewayId: DEMO_GATEWAY,
  name: 'Totnes Civic Hall gateway (sample)',
  longitude: -3.6862,
  latitude: 50.4314,
  altitude: 42,
} as const;

/** Insert the sample overlays; runs inside seedDemoData's transaction, as the owner. */
export async function seedMapSamples(client: pg.Client): Promise<void> {
  for (const line of SAMPLE_B_LINES) {
    await client.query(
      // The database works out each line's bounds (migration 0022's trigger).
      `insert into app_public.b_lines (name, description, coordinates, is_sample, source)
       values ($1, $2, $3, true, $4)`,
      [line.name, line.description, JSON.stringify(line.coordinates), SAMPLE_B_LINES_SOURCE],
    );
  }
  const g = SAMPLE_GATEWAY;
  await client.query(
    `insert into app_public.gateways (gateway_id, name, location, altitude, is_sample, last_seen)
     values ($1, $2, point($3, $4), $5, true, now())
     on conflict (gateway_id) do nothing`,
    [g.gatewayId, g.name, g.longitude, g.latitude, g.altitude],
  );
}
