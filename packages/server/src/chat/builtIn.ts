// The built-in assistant (issue 15, decision 0145): what answers when no model is configured
// (the default and the offline demo), when a guest asks (unless CHAT_GUESTS_USE_MODEL), and
// when the day's model budget is spent. Deterministic templates over the same tools a model
// uses, run as the asker: it answers the common questions from live data, cites where each
// figure comes from, says what is missing, and for anything else says honestly what it is and
// what it can answer. It follows no instruction found in the data: text from the tools is only
// ever quoted (a device's name), never obeyed.
import {
  THING_CATEGORIES,
  THING_CATEGORY_LABELS,
  type ThingCategory,
  type WateringAdvice,
} from '@bloomkeep/schema';
import { SEASONS, type Season } from './careTips.ts';
import { SUGGESTION_LABELS } from './suggestions.ts';
import type { AnswerRequest, ChatAnswer, ChatSource, ChatSuggestion, ToolResult } from './types.ts';

export const BUILT_IN_NAME = 'builtIn';

export interface ChatAssistant {
  name: string;
  answer(req: AnswerRequest): Promise<ChatAnswer>;
}

type Intent =
  | 'needsWater'
  | 'lastWatered'
  | 'rain'
  | 'forecast'
  | 'soil'
  | 'readings'
  | 'devices'
  | 'stewards'
  | 'careTips';

/** Which questions the built-in assistant recognises, in the order it answers them. */
const INTENTS: ReadonlyArray<[Intent, RegExp]> = [
  [
    'lastWatered',
    /\b(last|latest|recently)\b.*\bwater|\bwho\b.*\bwater|\bwhen\b.*\bwater(ed|ing)?\b|\bby whom\b/i,
  ],
  [
    'needsWater',
    /\bneeds?\b.*\bwater|\bshould (i|we)\b.*\bwater|\bthirsty\b|\b(too )?dry\b|\bwater (it|today)\b/i,
  ],
  ['rain', /\brain(s|ed|ing|fall|y)?\b/i],
  ['forecast', /\b(forecast|weather|frost|sunny|sun|wind|tomorrow|this week)\b/i],
  [
    'readings',
    /\b(readings?|read|moisture|sensors?|temperature|ph|conductivity|how wet|measure)\b/i,
  ],
  ['soil', /\bsoils?\b|\bground\b|\bdrainage\b/i],
  ['devices', /\b(battery|batteries|devices?|signal|offline|online|probe)\b/i],
  ['stewards', /\bwho\b.*\b(looks?|cares?|owns?|owners?|stewards?|after|runs?|tends?)\b/i],
  [
    'careTips',
    /\bhow (do|should|can|to)\b|\btips?\b|\bcare\b|\blook after\b|\bprun(e|ing)\b|\btrim(ming)?\b|\bplant(ing)?\b|\bfeed(ing)?\b/i,
  ],
];

export function intentsOf(question: string): Intent[] {
  const found = INTENTS.filter(([, pattern]) => pattern.test(question)).map(([intent]) => intent);
  const set = new Set(found);
  // "When was it last watered?" is not "does it need water?"; "who looks after it?" is not a
  // care tip; rain is answered with the forecast it includes; "soil moisture" is a reading.
  if (set.has('lastWatered')) set.delete('needsWater');
  if (set.has('stewards')) set.delete('careTips');
  if (set.has('rain')) set.delete('forecast');
  if (set.has('readings') && /moisture/i.test(question)) set.delete('soil');
  if (set.has('needsWater')) set.delete('readings');
  return [...set].slice(0, 3);
}

const CAPABILITIES = [
  'whether it needs water',
  'when it was last watered, and by whom',
  'its latest readings',
  'the rain at the nearest gauge',
  'the forecast',
  'its soil',
  'who looks after it',
  'how its devices are',
  'care tips for it',
];

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A number as people write it: at most `digits` decimals, no trailing zeros. */
const fmt = (value: number, digits = 1) => String(Number(value.toFixed(digits)));

/** "20 minutes ago", "3 hours ago", "2 days ago". */
export function ago(at: string | Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} days ago`;
}

/** "Tue 24 Nov" (UTC, as the server's times are). */
function day(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

interface Piece {
  text: string;
  sources: ChatSource[];
  suggestions?: ChatSuggestion[];
}

type Data = Record<string, unknown>;
type Reading = {
  id: string;
  name: string;
  model: string;
  water: number | null;
  temperature: number | null;
  ph: number | null;
  conductivity: number | null;
  readAt: string | null;
};

const MODEL_LABELS: Record<string, string> = {
  LSE01: 'LSE01 sensor',
  LSPH01: 'LSPH01 pH sensor',
  THE_THINGS_UNO: 'The Things Uno controller',
};

function readingText(reading: Reading, now: Date): string | null {
  if (!reading.readAt) return null;
  const values: string[] = [];
  if (reading.water != null) values.push(`${fmt(reading.water)}% moisture`);
  if (reading.temperature != null) values.push(`${fmt(reading.temperature)} °C`);
  if (reading.ph != null) values.push(`pH ${fmt(reading.ph)}`);
  if (reading.conductivity != null) values.push(`${fmt(reading.conductivity, 0)} µS/cm`);
  if (!values.length) return null;
  return `${list(values)}, read ${ago(reading.readAt, now)} by the ${MODEL_LABELS[reading.model] ?? reading.model}`;
}

const WATER: ChatSuggestion = { actionType: 'WATERING', label: SUGGESTION_LABELS.WATERING! };

/** Named categories in a question ("a hedge in winter"), for care tips. */
function categoryIn(question: string): ThingCategory | null {
  const lower = question.toLowerCase();
  for (const category of THING_CATEGORIES) {
    const label = THING_CATEGORY_LABELS[category].toLowerCase();
    const word = category.toLowerCase();
    if (new RegExp(`\\b(${word}|${label})s?\\b`).test(lower)) return category;
  }
  return null;
}

function seasonIn(question: string): Season | null {
  const lower = question.toLowerCase().replace(/\bfall\b/, 'autumn');
  return SEASONS.find((season) => new RegExp(`\\b${season}\\b`).test(lower)) ?? null;
}

export function createBuiltInAssistant(options: { now?: () => Date } = {}): ChatAssistant {
  const now = options.now ?? (() => new Date());
  return {
    name: BUILT_IN_NAME,
    async answer(req: AnswerRequest): Promise<ChatAnswer> {
      let toolCalls = 0;
      const call = async (
        name: string,
        args: Record<string, unknown> = {},
      ): Promise<ToolResult> => {
        if (toolCalls >= req.limits.maxToolCalls) return { data: { found: false }, sources: [] };
        toolCalls += 1;
        return req.runTool(name, args);
      };
      const at = now();
      const thing = await call('thing');
      const thingData = thing.data as Data;
      const pieces: Piece[] = [];
      if (!thingData.found) {
        pieces.push({ text: 'I cannot find that thing.', sources: [] });
      } else {
        const intents = intentsOf(req.question);
        const info = thingData.thing as Data;
        const readings = (thingData.latestReadings ?? []) as Reading[];
        for (const intent of intents) {
          pieces.push(await answerIntent(intent, { req, call, info, readings, thing, at }));
        }
        if (!intents.length) {
          pieces.push({
            text:
              `I’m the built-in assistant, so I answer from this thing’s own data, without an AI model. ` +
              `I can tell you ${list(CAPABILITIES)}. Try one of those.`,
            sources: [],
          });
        }
      }
      const text = pieces.map((piece) => piece.text).join('\n\n');
      // Sentence by sentence, so the answer streams like a model's.
      for (const part of text.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [text]) {
        if (req.signal?.aborted) break;
        req.onDelta(part);
      }
      const sources = dedupe(pieces.flatMap((piece) => piece.sources));
      const suggestions = pieces.flatMap((piece) => piece.suggestions ?? []);
      return {
        text,
        sources,
        suggestions: suggestions.filter(
          (s, i) => suggestions.findIndex((t) => t.actionType === s.actionType) === i,
        ),
        answeredBy: BUILT_IN_NAME,
        toolCalls,
        usage: { promptTokens: 0, completionTokens: 0 },
      };
    },
  };
}

function dedupe(sources: ChatSource[]): ChatSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}|${source.label}|${source.href ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface IntentContext {
  req: AnswerRequest;
  call(name: string, args?: Record<string, unknown>): Promise<ToolResult>;
  info: Data;
  readings: Reading[];
  thing: ToolResult;
  at: Date;
}

function noReadingsText(readings: Reading[]): string {
  if (!readings.length) return 'No device is linked to it, so there are no readings.';
  return `Its ${list(readings.map((r) => MODEL_LABELS[r.model] ?? r.model))} ${readings.length === 1 ? 'has' : 'have'} not sent a reading yet.`;
}

async function answerIntent(intent: Intent, ctx: IntentContext): Promise<Piece> {
  const { call, info, readings, thing, at } = ctx;
  const category = info.category as ThingCategory;
  const categoryLabel = THING_CATEGORY_LABELS[category]?.toLowerCase() ?? 'thing';
  const readingSources = thing.sources.filter((s) => s.kind === 'device');
  switch (intent) {
    case 'needsWater': {
      const result = await call('wateringAdvice');
      const data = result.data as { wateredCategory?: boolean; advice?: WateringAdvice | null };
      if (!data.wateredCategory || !data.advice) {
        return { text: `A ${categoryLabel} does not need watering.`, sources: [] };
      }
      const advice = data.advice;
      const sentences: string[] = [];
      if (advice.kind === 'water') sentences.push(`Yes. ${advice.headline}.`);
      else if (advice.kind === 'skip') sentences.push(`Not today. ${advice.headline}.`);
      else sentences.push(`${advice.headline}.`);
      const moisture = readings.find((r) => r.water != null && r.readAt);
      if (moisture) sentences.push(`Latest: ${readingText(moisture, at)}.`);
      const reasons = advice.reasons
        .filter((reason) => reason.input === 'forecast' || reason.input === 'rainLast7Days')
        .map((reason) => reason.text);
      sentences.push(...reasons);
      const missing = advice.missing
        .filter(
          (m) => m.input === 'moisture' || m.input === 'rainLast7Days' || m.input === 'forecast',
        )
        .map((m) => m.text);
      if (missing.length) sentences.push(`Missing: ${missing.join(' ')}`);
      return {
        text: sentences.join(' '),
        sources: [...result.sources, ...(moisture ? readingSources : [])],
        suggestions: advice.kind === 'water' ? [WATER] : [],
      };
    }
    case 'lastWatered': {
      const result = await call('actions', { type: 'WATERING', limit: 1 });
      const [last] =
        (result.data as { actions?: Array<{ createdAt: string; by: string | null }> }).actions ??
        [];
      if (!last) {
        return { text: 'No watering has been recorded for it yet.', sources: result.sources };
      }
      const when = new Date(last.createdAt);
      const date = when.toLocaleString('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      });
      return {
        text: `It was last watered ${ago(when, at)} (${date} UTC) by ${last.by ?? 'a neighbour'}.`,
        sources: result.sources,
      };
    }
    case 'readings': {
      const texts = readings.map((r) => readingText(r, at)).filter((t): t is string => t !== null);
      if (!texts.length)
        return { text: noReadingsText(readings), sources: thing.sources.slice(0, 1) };
      return {
        text: `${texts.map((t) => t[0]!.toUpperCase() + t.slice(1)).join('. ')}.`,
        sources: readingSources.map((s) => ({ ...s, kind: 'reading' as const })),
      };
    }
    case 'rain': {
      const past = await call('rainfall', { days: 1 });
      const forecast = await call('forecast');
      const sentences: string[] = [];
      const rain = past.data as Data;
      if (rain.found) {
        sentences.push(
          `${fmt(Number(rain.totalMm))} mm at ${String(rain.label)} gauge in the last 24 h (Environment Agency).`,
        );
      } else {
        sentences.push('There is no rain gauge with recent readings within 25 km.');
      }
      sentences.push(forecastText(forecast.data as Data, true));
      return { text: sentences.join(' '), sources: [...past.sources, ...forecast.sources] };
    }
    case 'forecast': {
      const forecast = await call('forecast');
      return { text: forecastText(forecast.data as Data, false), sources: forecast.sources };
    }
    case 'soil': {
      const result = await call('soil');
      const soil = result.data as Data;
      if (!soil.found) return { text: 'There is no soil data for this place.', sources: [] };
      const extras: string[] = [];
      if (soil.landcover) extras.push(`Typical landcover: ${String(soil.landcover)}.`);
      if (soil.isSample) extras.push('(This is sample soil data, not the full survey.)');
      return {
        text:
          `The soil here is ${String(soil.texture).toLowerCase()}, ${String(soil.drainage).toLowerCase()}, ` +
          `with ${String(soil.fertility).toLowerCase()} fertility (Soilscapes unit ${String(soil.unit)}). ` +
          extras.join(' '),
        sources: result.sources,
      };
    }
    case 'devices': {
      const result = await call('devices');
      const devices = (result.data as { devices?: Data[] }).devices ?? [];
      if (!devices.length) return { text: 'No device is linked to it.', sources: [] };
      const lines = devices.map((d) => {
        const label = MODEL_LABELS[String(d.model)] ?? String(d.model);
        const parts = [
          d.connection === 'never-reported'
            ? 'has never reported'
            : `${String(d.connection)}, last heard from ${ago(String(d.updated), at)}`,
        ];
        if (d.batteryLevel)
          parts.push(`battery ${String(d.batteryLevel)} (${fmt(Number(d.battery), 2)} V)`);
        if (d.probeDetected === false) parts.push('its probe is out of the soil');
        return `The ${label}: ${parts.join(', ')}.`;
      });
      return { text: lines.join(' '), sources: result.sources };
    }
    case 'stewards': {
      const result = await call('stewards');
      const data = result.data as { stewards?: Array<{ name: string; isOwner: boolean }> };
      const stewards = data.stewards ?? [];
      if (!stewards.length) {
        return {
          text: 'I cannot show you who looks after it: only the people who look after it, and administrators, can see that.',
          sources: [],
        };
      }
      const names = stewards.map((s) => `${s.name} (${s.isOwner ? 'owner' : 'collaborator'})`);
      return {
        text: `${list(names)} look${names.length === 1 ? 's' : ''} after it.`,
        sources: result.sources,
      };
    }
    case 'careTips': {
      const named = categoryIn(ctx.req.question);
      const result = await call('careTips', {
        ...(named ? { category: named } : {}),
        ...(seasonIn(ctx.req.question) ? { season: seasonIn(ctx.req.question) } : {}),
      });
      const tips = result.data as {
        category: ThingCategory;
        season: Season;
        general: string[];
        seasonal: string[];
      };
      const label = THING_CATEGORY_LABELS[tips.category]?.toLowerCase() ?? 'thing';
      const sentences = [
        `Looking after a ${label}${tips.seasonal.length ? ` in ${tips.season}` : ''}:`,
      ];
      for (const tip of [...tips.seasonal, ...tips.general]) sentences.push(`• ${tip}`);
      return { text: sentences.join('\n'), sources: result.sources };
    }
  }
}

function forecastText(data: Data, aboutRain: boolean): string {
  const days = (data.days ?? []) as Array<{
    date: string;
    weather: string | null;
    rainProbability: number | null;
    rainMm: number | null;
    temperatureMin: number | null;
    temperatureMax: number | null;
  }>;
  if (!days.length) return 'There is no forecast for this place yet.';
  if (aboutRain) {
    const wet = days.filter((d) => (d.rainMm ?? 0) >= 0.2 || (d.rainProbability ?? 0) >= 50);
    const span = `The forecast covers the next ${days.length} day${days.length === 1 ? '' : 's'}`;
    if (!wet.length) return `${span}: no rain expected.`;
    return `${span}: rain expected on ${list(
      wet.map(
        (d) => `${day(d.date)} (${fmt(d.rainMm ?? 0)} mm, ${d.rainProbability ?? '?'}% chance)`,
      ),
    )}.`;
  }
  return days
    .map(
      (d) =>
        `${day(d.date)}: ${d.weather ?? 'no summary'}, ${fmt(d.temperatureMin ?? NaN)}–${fmt(d.temperatureMax ?? NaN)} °C, ` +
        `${d.rainProbability ?? '?'}% chance of rain.`,
    )
    .join(' ');
}
