// The next 3 days at the thing (issue 12, "Weather"; decision 0129): rain (chance and
// amount), the lowest and highest temperature and the weather in words, with who made the
// forecast, its attribution and its age. The forecast comes from a cache refreshed hourly;
// when the service has not answered for a while the panel shows the cached days and says
// how old they are, never an error page.
import { graphql, useFragment } from 'react-relay';
import { Card, Heading, Stack, Tag, formatNumber, timeAgo } from '@bloomkeep/ui';
import type { WeatherPanel_thing$key } from '../../__generated__/WeatherPanel_thing.graphql';
import * as styles from './ThingPanels.css';

const fragment = graphql`
  fragment WeatherPanel_thing on Thing {
    weatherForecasts @catch(to: RESULT) {
      nodes {
        id
        date
        weather
        rainProbability
        rainMm
        temperatureMin
        temperatureMax
        source
        attribution
        fetchedAt
      }
    }
  }
`;

/**
 * Forecasts are refreshed every hour once 3 hours old (decision 0129): one older than this
 * means the service has not answered for a while.
 */
export const FORECAST_STALE_HOURS = 6;

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const weekday = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Today", "Tomorrow" or "Wednesday 3 June", for the forecast's local date. */
export function dayName(date: string, now: Date): string {
  if (date === localDate(now)) return 'Today';
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (date === localDate(tomorrow)) return 'Tomorrow';
  const day = new Date(`${date}T12:00:00Z`);
  // A date the server should never send: show it as it came rather than fail the page.
  return Number.isNaN(day.getTime()) ? date : weekday.format(day);
}

const degrees = (value: number | null | undefined) =>
  value == null ? '–' : `${formatNumber(value, 0)} °C`;

export function WeatherPanel({ thing, now }: { thing: WeatherPanel_thing$key; now: Date }) {
  const data = useFragment(fragment, thing);
  const days = data.weatherForecasts.ok ? data.weatherForecasts.value.nodes : [];
  const first = days[0];
  const fetchedAt = typeof first?.fetchedAt === 'string' ? first.fetchedAt : null;
  const stale =
    fetchedAt !== null && now.getTime() - Date.parse(fetchedAt) > FORECAST_STALE_HOURS * 3.6e6;
  return (
    <section aria-labelledby="thing-weather">
      <Card>
        <Stack space="small">
          <Heading level={2} id="thing-weather">
            Weather
          </Heading>
          {!data.weatherForecasts.ok ? (
            <p className={styles.muted} role="alert">
              The forecast could not be loaded just now. Try again later.
            </p>
          ) : days.length === 0 ? (
            <p className={styles.muted}>
              No forecast for this spot yet. Forecasts are fetched within the hour for places with
              things.
            </p>
          ) : (
            <>
              {stale ? (
                <p className={styles.note}>
                  <Tag tone="caution">Old forecast</Tag> The forecast service has not answered
                  lately: this is the forecast from {timeAgo(fetchedAt!, now)}.
                </p>
              ) : null}
              <ul className={styles.days} aria-label="Forecast for the next 3 days">
                {days.map((day) => {
                  const date = String(day.date ?? '');
                  return (
                    <li key={day.id ?? date} className={styles.day}>
                      <span className={styles.dayName}>{dayName(date, now)}</span>
                      <span className={styles.temperature}>
                        {degrees(day.temperatureMin)} to {degrees(day.temperatureMax)}
                      </span>
                      <span className={styles.dayWeather}>
                        {day.weather ?? 'Weather unknown'}:{' '}
                        {day.rainProbability == null
                          ? 'chance of rain unknown'
                          : `${day.rainProbability}% chance of rain`}
                        {day.rainMm == null
                          ? ''
                          : day.rainMm > 0
                            ? `, ${formatNumber(day.rainMm)} mm`
                            : ', no rain expected'}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className={styles.muted}>
                {first?.source ? `Forecast by ${first.source}` : 'Forecast'}
                {fetchedAt ? `, updated ${timeAgo(fetchedAt, now)}` : ''}.{' '}
                {first?.attribution ?? ''}
              </p>
            </>
          )}
        </Stack>
      </Card>
    </section>
  );
}

/** The weather panel's shape while the thing loads. */
