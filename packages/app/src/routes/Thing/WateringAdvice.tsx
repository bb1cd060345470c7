// Watering advice that reads the sky (issue 12, decision 0130): the headline ("Water about
// 12 litres today", "Skip: 6 mm of rain expected tonight") and "Why?", which lists every
// input, how it moved the advice, what the advice lacks, and the rule with its sources.
// The thing page and the home page's needs-water list both show it, from one fragment: the
// thing's own environment fields (migration 0023) answer with the thing, so a list of
// things needs no request per item.
import { graphql, useFragment } from 'react-relay';
import {
  MIN_SHORTFALL_MM,
  SKIP_FORECAST_MM,
  SKIP_FORECAST_PROBABILITY,
  SUMMER_EVAPORATION_MM_PER_DAY,
  type ThingCategory,
  type WateringInputName,
  type WateringReason,
} from '@bloomkeep/schema';
import { Disclosure, formatNumber, timeAgo, visuallyHidden } from '@bloomkeep/ui';
import type { WateringAdvice_thing$key } from '../../__generated__/WateringAdvice_thing.graphql';
import { adviceFor, mapCaught } from './wateringInputs';
import * as styles from './WateringAdvice.css';

const fragment = graphql`
  fragment WateringAdvice_thing on Thing {
    name
    category
    bedArea
    soilDrainage
    moistureSensors: devices(
      condition: { model: LSE01 }
      orderBy: [LAST_SENSOR_DATA_DESC]
      first: 1
    ) {
      nodes {
        name
        water
        lastSensorData
      }
    }
    rainLastDays(days: 7) @catch(to: RESULT) {
      totalMm
      hoursCovered
      days
      distanceKm
      label
      stationId
      eaAttribution
    }
    rainOutlook(hours: 24) @catch(to: RESULT) {
      rainMm
      rainProbability
      firstRainAt
      fetchedAt
      source
      attribution
    }
  }
`;

const INPUT_LABELS: Record<WateringInputName, string> = {
  category: 'Kind of planting',
  bedArea: 'Bed area',
  moisture: 'Soil moisture sensor',
  forecast: 'Forecast, next 24 hours',
  drainage: 'Soil drainage',
  rainLast7Days: 'Rain, last 7 days',
};

export interface WateringAdviceProps {
  thing: WateringAdvice_thing$key;
  /** "Now" for the advice and the data's age; pass a fixed date in stories and tests. */
  now: Date;
  /** The list's smaller headline; "Why?" then names the thing for screen readers. */
  compact?: boolean;
}

/**
 * The advice for one thing and its "Why?" disclosure; nothing for things nobody waters
 * (a bench, a mural).
 */
export function WateringAdvice({ thing, now, compact = false }: WateringAdviceProps) {
  const data = useFragment(fragment, thing);
  const sensor = data.moistureSensors.nodes[0] ?? null;
  const advice = adviceFor(
    {
      category: data.category as ThingCategory,
      bedArea: data.bedArea,
      soilDrainage: data.soilDrainage,
      sensor: sensor && { water: sensor.water, lastSensorData: sensor.lastSensorData },
      rainLastDays: mapCaught(data.rainLastDays, (rain) => rain && { totalMm: rain.totalMm }),
      rainOutlook: mapCaught(
        data.rainOutlook,
        (outlook) =>
          outlook && {
            rainMm: outlook.rainMm,
            rainProbability: outlook.rainProbability,
            firstRainAt: outlook.firstRainAt,
          },
      ),
    },
    now,
  );
  if (!advice) return null;
  const rain = data.rainLastDays.ok ? data.rainLastDays.value : null;
  const outlook = data.rainOutlook.ok ? data.rainOutlook.value : null;

  /** What an input rests on: which gauge, which forecast, which sensor, and how old. */
  const detail = (input: WateringInputName): string | null => {
    if (input === 'rainLast7Days' && rain) {
      const expected = (rain.days ?? 7) * 24;
      const covered = Math.round(rain.hoursCovered ?? 0);
      const gauge = rain.label ?? rain.stationId ?? 'the nearest gauge';
      const distance =
        typeof rain.distanceKm === 'number' ? `, ${formatNumber(rain.distanceKm)} km away` : '';
      const gaps =
        covered < expected * 0.9 ? ` Only ${covered} of ${expected} hours reported.` : '';
      return `Gauge: ${gauge}${distance}.${gaps}`;
    }
    if (input === 'forecast' && outlook?.fetchedAt) {
      return `${outlook.source ?? 'Forecast'}, updated ${timeAgo(outlook.fetchedAt, now)}.`;
    }
    if (input === 'moisture' && sensor?.lastSensorData) {
      return `${sensor.name}, read ${timeAgo(sensor.lastSensorData as string, now)}.`;
    }
    return null;
  };

  const reasonList = (reasons: WateringReason[], label: string) => (
    <ul className={styles.reasons} aria-label={label}>
      {reasons.map((reason) => {
        const extra = detail(reason.input);
        return (
          <li key={reason.input}>
            <span className={styles.inputName}>{INPUT_LABELS[reason.input]}</span>
            <span>{reason.text}</span>
            {extra ? <span className={styles.detail}>{extra}</span> : null}
          </li>
        );
      })}
    </ul>
  );

  const credits = [
    rain?.eaAttribution,
    outlook?.attribution && outlook.attribution !== rain?.eaAttribution
      ? outlook.attribution
      : null,
  ].filter(Boolean);

  return (
    <div className={styles.advice}>
      <p
        className={
          compact
            ? `${styles.headline[advice.kind]} ${styles.compactHeadline}`
            : styles.headline[advice.kind]
        }
      >
        {advice.headline}
      </p>
      <Disclosure
        size="small"
        label={
          <>
            Why?
            {compact ? <span className={visuallyHidden}> (advice for {data.name})</span> : null}
          </>
        }
      >
        <p className={styles.subheading}>How each input moved the advice</p>
        {reasonList(advice.reasons, 'Inputs used')}
        {advice.missing.length > 0 ? (
          <>
            <p className={styles.subheading}>What it lacks</p>
            {reasonList(advice.missing, 'Inputs missing')}
          </>
        ) : null}
        <p className={styles.subheading}>The rule</p>
        <p className={styles.rule}>
          A linked soil sensor beats any estimate. Otherwise {SKIP_FORECAST_MM} mm of rain or more
          in the next 24 hours, at a {SKIP_FORECAST_PROBABILITY}% chance or more, means skip. Else
          the plants need about {SUMMER_EVAPORATION_MM_PER_DAY} mm of water a day in a UK summer,
          scaled for the kind of planting and the soil's drainage, less the week's rain and the rain
          expected; under {MIN_SHORTFALL_MM} mm short, skip; otherwise one good soak (1 mm is 1
          litre on each m²). Sources: the FAO's Irrigation and Drainage Paper 56 (crop water needs),
          the Royal Horticultural Society's watering advice (soak less often; containers and
          vegetables first) and Cranfield University's Soilscapes drainage classes.
        </p>
        {credits.length > 0 ? <p className={styles.detail}>{credits.join(' ')}</p> : null}
      </Disclosure>
    </div>
  );
}

/** The advice's shape while the thing loads. */
