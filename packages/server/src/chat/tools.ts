// The thing chat's tools (issue 15, decision 0145): how both assistants read a thing's data.
//
// Every tool runs AS THE ASKING PERSON: in a read-only transaction with exactly the settings
// the API sets for their token (auth/jwt.ts pgSettingsFor: role, user id, token version, a
// guest's session), so the same row-level security decides what they read, and a private
// thing's data can never reach someone who cannot see it. Nothing here writes.
//
// Every tool is about the conversation's thing: the thing id comes from the conversation,
// never from the assistant's arguments, so a model cannot be talked into reading another.
// Untrusted text (names, descriptions, comments) stays inside `data`; the built-in assistant
// quotes only what it needs, and the model sees it only as a tool result.
import {
  batteryLevel,
  deviceConnection,
  THING_CATEGORIES,
  wateringAdvice,
  type ThingCategory,
} from '@bloomkeep/schema';
import type pg from 'pg';
import { pgSettingsFor, type Claims } from '../auth/jwt.ts';
import { careTipsFor, SEASONS, type Season } from './careTips.ts';
import type { ChatSource, ChatToolSpec, RunTool, ToolResult } from './types.ts';

/** Who asks: a signed-in person (their user id) or a guest (their session id). */
export interface ChatAsker {
  userId: string | null;
  sessionId: string | null;
}

export interface ChatToolsOptions {
  /** The owner pool: each tool switches to the asker's role and claims inside it. */
  pool: pg.Pool;
  asker: ChatAsker;
  thingId: string;
  /** The current time (tests may fix it). */
  now?: () => Date;
}

type Row = Record<string, unknown>;

/** The claims the API would have for the asker now (their role and token version). */
async function claimsFor(client: pg.PoolClient, asker: ChatAsker): Promise<Claims> {
  if (asker.userId) {
    const { rows } = await client.query<{ role: Claims['role']; token_version: number | null }>(
      'select role, token_version from app_private.claims_for($1)',
      [asker.userId],
    );
    const row = rows[0];
    // A person who no longer exists reads what a guest without a session reads: nothing of theirs.
    if (!row?.role) return { role: 'bk_anonymous', userId: null };
    return { role: row.role, userId: asker.userId, tokenVersion: row.token_version ?? 0 };
  }
  return { role: 'bk_anonymous', userId: null, sessionId: asker.sessionId };
}

/** Runs `read` in a read-only transaction as the asker, under the API's row-level security. */
export async function asAsker<T>(
  pool: pg.Pool,
  asker: ChatAsker,
  read: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const settings = pgSettingsFor(await claimsFor(client, asker));
    const names = Object.keys(settings);
    await client.query(
      `select set_config(k, v, true) from unnest($1::text[], $2::text[]) as s(k, v)`,
      [names, names.map((name) => settings[name])],
    );
    await client.query(`set local statement_timeout = 3000`);
    const result = await read(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const thingHref = (id: string) => `/things/${id}`;

function wholeArg(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The tools the assistants may call, as OpenAI-style specs. */
export const CHAT_TOOL_SPECS: readonly ChatToolSpec[] = [
  {
    name: 'thing',
    description:
      "The thing: name, category, description, indicator colour and parameter, bed area, and each linked device's latest reading.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'readings',
    description:
      "Linked devices' readings over the last days: count, latest, lowest, highest, mean.",
    parameters: {
      type: 'object',
      properties: { days: { type: 'integer', minimum: 1, maximum: 30, default: 7 } },
      additionalProperties: false,
    },
  },
  {
    name: 'actions',
    description:
      'Recent actions recorded on the thing (newest first): type, when, by whom (as the asker may see).',
    parameters: {
      type: 'object',
      properties: {
        type: {
          type: 'string',
          enum: [
            'WATERING',
            'UPKEEP',
            'LITTER_CLEANUP',
            'MEASUREMENT',
            'EDUCATION',
            'SHARE',
            'CREATED',
          ],
        },
        limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'rainfall',
    description:
      'Rain measured over the last days at the nearest Environment Agency gauge (within 25 km).',
    parameters: {
      type: 'object',
      properties: { days: { type: 'integer', minimum: 1, maximum: 35, default: 1 } },
      additionalProperties: false,
    },
  },
  {
    name: 'forecast',
    description:
      "The next 3 days' forecast near the thing, and the rain expected in the next 24 hours.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'soil',
    description:
      'The soilscape under the thing: texture, drainage, fertility, landcover, habitats.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'wateringAdvice',
    description:
      'Whether to water today and how much, from the moisture reading, rain, forecast, soil and bed area, with its reasons and what it lacks.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'devices',
    description: "Linked devices' health: last uplink, online or offline, battery level, probe.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'stewards',
    description:
      'Who looks after the thing (owners and collaborators), as far as the asker may see.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'careTips',
    description: "Curated care tips for a category (default the thing's), optionally for a season.",
    parameters: {
      type: 'object',
      properties: {
        category: { type: 'string', enum: [...THING_CATEGORIES] },
        season: { type: 'string', enum: [...SEASONS] },
      },
      additionalProperties: false,
    },
  },
];

/** The thing as the asker may see it, or null. */
async function readThing(client: pg.PoolClient, thingId: string): Promise<Row | null> {
  const { rows } = await client.query<Row>(
    `select t.id, t.name, t.category, t.description, t.indicator_colour as "indicatorColour",
       t.indicator_parameter as "indicatorParameter", t.water, t.temperature, t.ph, t.conductivity,
       t.last_sensor_data as "lastSensorData", t.bed_area as "bedArea", t.is_public as "isPublic"
     from app_public.things t where t.id = $1`,
    [thingId],
  );
  return rows[0] ?? null;
}

const NO_THING: ToolResult = {
  data: { found: false, reason: 'That thing does not exist' },
  sources: [],
};

function deviceSource(device: Row): ChatSource {
  return {
    kind: 'device',
    label: `${String(device.name)} (${String(device.model)})`,
    href: `/devices/${String(device.id)}`,
  };
}

/** Rain at the nearest gauge, as the asker reads it. */
async function readRain(client: pg.PoolClient, thingId: string, days: number) {
  const { rows } = await client.query<Row>(
    `select r.station_id as "stationId", r.label, r.distance_km as "distanceKm",
       r.total_mm as "totalMm", r.hours_covered as "hoursCovered", r.days,
       r.latest_reading_at as "latestReadingAt", r.ea_attribution as attribution
     from app_public.things t, app_public.things_rain_last_days(t, $2) r
     where t.id = $1 and r.station_id is not null`,
    [thingId, days],
  );
  return rows[0] ?? null;
}

async function readOutlook(client: pg.PoolClient, thingId: string) {
  const { rows } = await client.query<Row>(
    `select o.rain_mm as "rainMm", o.rain_probability as "rainProbability", o.hours,
       o.first_rain_at as "firstRainAt", o.source, o.attribution
     from app_public.things t, app_public.things_rain_outlook(t, 24) o
     where t.id = $1 and o.hours is not null`,
    [thingId],
  );
  return rows[0] ?? null;
}

async function readSoil(client: pg.PoolClient, thingId: string) {
  const { rows } = await client.query<Row>(
    `select s.unit, s.texture, s.drainage, s.fertility, s.landcover, s.habitats,
       s.general_cropping as "generalCropping", s.source, s.is_sample as "isSample"
     from app_public.things t, app_public.things_soilscape(t) s
     where t.id = $1 and s.id is not null`,
    [thingId],
  );
  return rows[0] ?? null;
}

function rainSource(rain: Row): ChatSource {
  return {
    kind: 'rainfall',
    label: `${String(rain.label)} gauge (Environment Agency)`,
    href: `/rainfall/${encodeURIComponent(String(rain.stationId))}`,
  };
}

function seasonArg(value: unknown): Season | null {
  return (SEASONS as readonly unknown[]).includes(value) ? (value as Season) : null;
}

/**
 * The tools for one question: their specs, a runner, and how many calls it made.
 * `runTool` never throws for bad arguments: it answers with what it could read.
 */
export function chatTools(options: ChatToolsOptions): {
  specs: ChatToolSpec[];
  runTool: RunTool;
  calls(): number;
} {
  const { pool, asker, thingId } = options;
  const now = options.now ?? (() => new Date());
  let calls = 0;
  const run = <T>(read: (client: pg.PoolClient) => Promise<T>) => asAsker(pool, asker, read);

  const tools: Record<string, (args: Record<string, unknown>) => Promise<ToolResult>> = {
    thing: () =>
      run(async (client) => {
        const thing = await readThing(client, thingId);
        if (!thing) return NO_THING;
        const { rows: devices } = await client.query<Row>(
          `select d.id, d.name, d.model, d.water, d.temperature, d.conductivity, d.ph, d.battery,
             d.last_sensor_data as "readAt"
           from app_public.devices d where d.thing_id = $1 order by d.name, d.id`,
          [thingId],
        );
        return {
          data: {
            found: true,
            thing: { ...thing, lastSensorData: iso(thing.lastSensorData) },
            latestReadings: devices.map((device) => ({ ...device, readAt: iso(device.readAt) })),
          },
          sources: [
            { kind: 'thing', label: String(thing.name), href: thingHref(thingId) },
            ...devices.filter((d) => d.readAt).map(deviceSource),
          ],
        };
      }),

    readings: (args) =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const days = wholeArg(args.days, 1, 30, 7);
        const { rows } = await client.query<Row>(
          `select d.id, d.name, d.model, count(s.id)::int as count,
             max(s.created_at) as "latestAt",
             (array_agg(s.water order by s.created_at desc) filter (where s.water is not null))[1] as "latestWater",
             min(s.water) as "minWater", max(s.water) as "maxWater", round(avg(s.water)::numeric, 1)::float8 as "meanWater",
             min(s.temperature) as "minTemperature", max(s.temperature) as "maxTemperature",
             round(avg(s.ph)::numeric, 2)::float8 as "meanPh"
           from app_public.devices d
           left join app_public.sensor_data s
             on s.device_id = d.id and s.created_at > now() - make_interval(days => $2)
           where d.thing_id = $1
           group by d.id order by d.name, d.id`,
          [thingId, days],
        );
        return {
          data: { days, devices: rows.map((row) => ({ ...row, latestAt: iso(row.latestAt) })) },
          sources: rows
            .filter((row) => Number(row.count) > 0)
            .map(deviceSource)
            .map((source) => ({
              ...source,
              kind: 'reading' as const,
            })),
        };
      }),

    actions: (args) =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const limit = wholeArg(args.limit, 1, 20, 5);
        const type = typeof args.type === 'string' ? args.type.toUpperCase() : null;
        // The creator as the asker may see them: none for guests ("a neighbour", as the feed).
        const { rows } = await client.query<Row>(
          `select a.type, a.created_at as "createdAt", a.comments,
             coalesce(u.name, u.username::text) as "by"
           from app_public.actions a
           left join app_public.users u on u.id = app_public.actions_creator_id(a)
           where a.thing_id = $1 and ($2::text is null or a.type::text = $2)
           order by a.created_at desc, a.id desc
           limit $3`,
          [thingId, type, limit],
        );
        return {
          data: {
            actions: rows.map((row) => ({
              ...row,
              createdAt: iso(row.createdAt),
              by: row.by ?? null,
            })),
          },
          sources: rows.length
            ? [
                {
                  kind: 'action',
                  label: 'Actions recorded on this thing',
                  href: thingHref(thingId),
                },
              ]
            : [],
        };
      }),

    rainfall: (args) =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const days = wholeArg(args.days, 1, 35, 1);
        const rain = await readRain(client, thingId, days);
        if (!rain) {
          return {
            data: { found: false, reason: 'No rain gauge with readings within 25 km.' },
            sources: [],
          };
        }
        return {
          data: { found: true, ...rain, latestReadingAt: iso(rain.latestReadingAt) },
          sources: [rainSource(rain)],
        };
      }),

    forecast: () =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const { rows: days } = await client.query<Row>(
          `select f.date::text, f.weather, f.rain_probability as "rainProbability", f.rain_mm as "rainMm",
             f.temperature_min as "temperatureMin", f.temperature_max as "temperatureMax",
             f.source, f.attribution
           from app_public.things t, app_public.things_weather_forecasts(t) f
           where t.id = $1 order by f.date`,
          [thingId],
        );
        const next24Hours = await readOutlook(client, thingId);
        const source = (days[0]?.source ?? next24Hours?.source ?? null) as string | null;
        return {
          data: {
            found: days.length > 0 || next24Hours !== null,
            days,
            next24Hours: next24Hours && {
              ...next24Hours,
              firstRainAt: iso(next24Hours.firstRainAt),
            },
          },
          sources:
            days.length || next24Hours
              ? [
                  {
                    kind: 'forecast',
                    label: `Forecast${source ? ` (${source})` : ''}`,
                    href: thingHref(thingId),
                  },
                ]
              : [],
        };
      }),

    soil: () =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const soil = await readSoil(client, thingId);
        if (!soil)
          return {
            data: { found: false, reason: 'No soilscape data for this place.' },
            sources: [],
          };
        return {
          data: { found: true, ...soil },
          sources: [
            {
              kind: 'soil',
              label: `Soilscapes (${String(soil.source)})`,
              href: thingHref(thingId),
            },
          ],
        };
      }),

    wateringAdvice: () =>
      run(async (client) => {
        const thing = await readThing(client, thingId);
        if (!thing) return NO_THING;
        const rain = await readRain(client, thingId, 7);
        const outlook = await readOutlook(client, thingId);
        const soil = await readSoil(client, thingId);
        const advice = wateringAdvice({
          category: thing.category as ThingCategory,
          bedArea: thing.bedArea as number | null,
          moisture: thing.water as number | null,
          rainLast7DaysMm: rain ? (rain.totalMm as number) : null,
          forecast: outlook
            ? {
                rainMm: outlook.rainMm as number,
                rainProbability: outlook.rainProbability as number | null,
                firstRainAt: outlook.firstRainAt as Date | null,
              }
            : null,
          drainage: soil ? (soil.drainage as string) : null,
          now: now(),
        });
        const sources: ChatSource[] = [
          { kind: 'advice', label: 'Watering advice', href: thingHref(thingId) },
        ];
        if (rain) sources.push(rainSource(rain));
        return {
          data: {
            wateredCategory: advice !== null,
            advice,
            moisture: thing.water ?? null,
            moistureReadAt: iso(thing.lastSensorData),
          },
          sources,
        };
      }),

    devices: () =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const { rows } = await client.query<Row>(
          `select d.id, d.name, d.model, d.battery, d.updated, d.probe_detected as "probeDetected"
           from app_public.devices d where d.thing_id = $1 order by d.name, d.id`,
          [thingId],
        );
        const at = now();
        return {
          data: {
            devices: rows.map((row) => ({
              ...row,
              updated: iso(row.updated),
              connection: deviceConnection(row.updated as Date | null, at),
              batteryLevel: batteryLevel(row.battery as number | null),
            })),
          },
          sources: rows.map(deviceSource),
        };
      }),

    stewards: () =>
      run(async (client) => {
        if (!(await readThing(client, thingId))) return NO_THING;
        const { rows } = await client.query<Row>(
          `select coalesce(u.name, u.username::text) as name, a.is_owner as "isOwner",
             a.is_collaborator as "isCollaborator"
           from app_public.thing_accesses a
           join app_public.users u on u.id = a.user_id
           where a.thing_id = $1 and (a.is_owner or a.is_collaborator)
           order by a.is_owner desc, u.name`,
          [thingId],
        );
        return {
          data: { visible: rows.length > 0, stewards: rows },
          sources: rows.length
            ? [{ kind: 'thing', label: 'Who looks after it', href: thingHref(thingId) }]
            : [],
        };
      }),

    careTips: (args) =>
      run(async (client) => {
        const thing = await readThing(client, thingId);
        if (!thing) return NO_THING;
        const category = (THING_CATEGORIES as readonly unknown[]).includes(args.category)
          ? (args.category as ThingCategory)
          : (thing.category as ThingCategory);
        return {
          data: { category, ...careTipsFor(category, seasonArg(args.season), now()) },
          sources: [],
        };
      }),
  };

  return {
    specs: [...CHAT_TOOL_SPECS],
    calls: () => calls,
    async runTool(name, args) {
      const tool = Object.prototype.hasOwnProperty.call(tools, name) ? tools[name] : undefined;
      if (!tool) return { data: { error: `No tool named ${name}` }, sources: [] };
      calls += 1;
      try {
        return await tool(args ?? {});
      } catch (error) {
        // What the asker's role may not read at all (a guest and the people of a thing).
        if ((error as { code?: string }).code === '42501') {
          return { data: { found: false, reason: 'Not visible to you.' }, sources: [] };
        }
        throw error;
      }
    },
  };
}
