// From what the API answers about a thing to the watering rule's inputs
// (@bloomkeep/schema wateringAdvice, decision 0130), and the few things only the page knows
// about why an input is missing: a field that failed to load is not "no gauge nearby", and a
// sensor that has gone quiet is not "no sensor linked" (decision 0135).
import {
  wateringAdvice,
  type ThingCategory,
  type WateringAdvice,
  type WateringInputName,
} from '@bloomkeep/schema';

/**
 * A moisture reading older than this is not used: the soil will have changed since, and a
 * quiet sensor must not outvote the rain record. LSE01s report every 20 minutes or so.
 */
export const MOISTURE_FRESH_HOURS = 24;

/** A field read with Relay's `@catch(to: RESULT)`. */
export type Caught<T> = { ok: true; value: T } | { ok: false; errors: ReadonlyArray<unknown> };

/** Maps a caught field's value, keeping its failure. */
export function mapCaught<T, U>(field: Caught<T>, map: (value: T) => U): Caught<U> {
  return field.ok ? { ok: true, value: map(field.value) } : field;
}

export interface WateringData {
  category: ThingCategory;
  bedArea: number | null | undefined;
  soilDrainage: string | null | undefined;
  /** The linked moisture sensor with the newest reading, if any. */
  sensor: { water: number | null | undefined; lastSensorData: unknown } | null | undefined;
  rainLastDays: Caught<{ totalMm: number | null | undefined } | null | undefined>;
  rainOutlook: Caught<
    | {
        rainMm: number | null | undefined;
        rainProbability: number | null | undefined;
        firstRainAt: unknown;
      }
    | null
    | undefined
  >;
}

const hoursSince = (value: unknown, now: Date) =>
  typeof value === 'string' ? (now.getTime() - Date.parse(value)) / 3_600_000 : Infinity;

/** The advice for this thing now, with the page's own reasons for missing inputs. */
export function adviceFor(data: WateringData, now: Date): WateringAdvice | null {
  const notes: Partial<Record<WateringInputName, string>> = {};
  const rain = data.rainLastDays.ok ? data.rainLastDays.value : null;
  if (!data.rainLastDays.ok) {
    notes.rainLast7Days = 'The rain record could not be loaded just now.';
  }
  const outlook = data.rainOutlook.ok ? data.rainOutlook.value : null;
  if (!data.rainOutlook.ok) notes.forecast = 'The forecast could not be loaded just now.';

  let moisture: number | null = null;
  const sensor = data.sensor;
  if (sensor) {
    const age = hoursSince(sensor.lastSensorData, now);
    if (typeof sensor.water === 'number' && age <= MOISTURE_FRESH_HOURS) {
      moisture = sensor.water;
    } else if (typeof sensor.water === 'number' && Number.isFinite(age)) {
      const days = Math.max(1, Math.round(age / 24));
      notes.moisture = `The soil sensor's last reading is ${days === 1 ? 'a day' : `${days} days`} old: not used.`;
    } else {
      notes.moisture = 'The soil sensor has not sent a moisture reading yet.';
    }
  }

  const advice = wateringAdvice({
    category: data.category,
    bedArea: data.bedArea ?? null,
    drainage: data.soilDrainage ?? null,
    moisture,
    rainLast7DaysMm: rain?.totalMm ?? null,
    forecast:
      outlook && typeof outlook.rainMm === 'number'
        ? {
            rainMm: outlook.rainMm,
            rainProbability: outlook.rainProbability ?? null,
            firstRainAt: typeof outlook.firstRainAt === 'string' ? outlook.firstRainAt : null,
          }
        : null,
    now,
  });
  if (!advice) return null;
  return {
    ...advice,
    missing: advice.missing.map((reason) =>
      notes[reason.input] ? { ...reason, text: notes[reason.input]! } : reason,
    ),
  };
}
