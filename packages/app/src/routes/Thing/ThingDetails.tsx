import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  ActionTimeline,
  Button,
  Card,
  Heading,
  HydrationGauge,
  Image,
  IndicatorScale,
  Link,
  LocationMap,
  Stack,
  Tag,
  formatDate,
  formatNumber,
  thingCategoryLabel,
  type ActionType,
} from '@bloomkeep/ui';
import { lngLatFromPoint } from '@bloomkeep/schema';
import type { ThingDetails_thing$key } from '../../__generated__/ThingDetails_thing.graphql';
import { mapStyleUrl } from '../../config';
import { waterLevel } from '../../system/indicator';
import * as styles from './ThingRoute.css';

const fragment = graphql`
  fragment ThingDetails_thing on Thing {
    id
    name
    description
    category
    isPublic
    createdAt
    image
    indicatorColour
    indicatorParameter
    water
    temperature
    ph
    conductivity
    lastSensorData
    location {
      x
      y
    }
    locationDescription
    actions(first: 100) {
      nodes {
        id
        type
        comments
        createdAt
        creator {
          name
          username
          image
        }
      }
    }
  }
`;

/** The timeline starts with the newest actions; the rest of the 100 on request. */
const TIMELINE_STEP = 10;

const PARAMETER_LABELS: Record<string, string> = {
  WATER: 'Soil moisture',
  TEMPERATURE: 'Soil temperature',
  PH: 'Soil pH',
  CONDUCTIVITY: 'Soil conductivity',
};

/** For pH, temperature and conductivity the colours mean ok, watch, act (decision 0101). */
const COLOUR_WORDS: Record<string, string> = {
  GREEN: 'In a good range',
  ORANGE: 'Worth watching',
  RED: 'Needs attention',
  BLUE: 'High',
  GREY: 'No recent reading',
};
const COLOUR_TONES: Record<string, 'positive' | 'caution' | 'critical' | 'info' | 'neutral'> = {
  GREEN: 'positive',
  ORANGE: 'caution',
  RED: 'critical',
  BLUE: 'info',
  GREY: 'neutral',
};

function reading(value: number | null | undefined, unit: string): string {
  return value == null ? 'No reading yet' : `${formatNumber(value)}${unit}`;
}

/** Everything about a thing: photo, indicator and readings, location and actions. */
export function ThingDetails({ thing, now }: { thing: ThingDetails_thing$key; now?: Date }) {
  const data = useFragment(fragment, thing);
  const [shown, setShown] = useState(TIMELINE_STEP);
  const level = waterLevel(data.indicatorColour, data.indicatorParameter);
  const at = lngLatFromPoint({ x: data.location.x, y: data.location.y });
  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        {data.image && (
          <Image src={data.image} alt={`Photo of ${data.name}`} aspectRatio="16 / 9" />
        )}
        <Card>
          <Stack space="small">
            <div className={styles.tags}>
              <Tag>
                {thingCategoryLabel[data.category as keyof typeof thingCategoryLabel] ??
                  data.category}
              </Tag>
              <Tag tone={data.isPublic ? 'neutral' : 'caution'}>
                {data.isPublic ? 'Public' : 'Private'}
              </Tag>
            </div>
            {data.description ? <p className={styles.description}>{data.description}</p> : null}
            <p className={styles.meta}>Registered {formatDate(data.createdAt)}</p>
          </Stack>
        </Card>
      </div>
      <section aria-labelledby="thing-actions" className={styles.actions}>
        <Heading level={2} id="thing-actions">
          Actions
        </Heading>
        <ActionTimeline
          aria-label={`Actions for ${data.name}`}
          now={now}
          emptyMessage="Nothing recorded yet."
          actions={data.actions.nodes.slice(0, shown).map((action) => ({
            id: action.id,
            type: action.type as ActionType,
            comments: action.comments,
            createdAt: action.createdAt,
            creator: {
              name: action.creator?.name ?? action.creator?.username ?? 'A neighbour',
              username: action.creator?.username ?? null,
              imageSrc: action.creator?.image ?? null,
            },
          }))}
        />
        <div className={styles.timelineMore}>
          {data.actions.nodes.length > shown && (
            <Button tone="neutral" onPress={() => setShown((count) => count + TIMELINE_STEP)}>
              Show more actions
            </Button>
          )}
          <Link href={`/activity?thing=${data.id}`}>All actions in the activity feed</Link>
        </div>
      </section>

      <div className={styles.indicator}>
        <Card>
          <Stack space="small">
            <Heading level={2}>Indicator</Heading>
            <p className={styles.meta}>
              Shows {PARAMETER_LABELS[data.indicatorParameter]?.toLowerCase() ?? 'a reading'}.
            </p>
            {level ? (
              <>
                <IndicatorScale level={level} label={`${data.name} indicator`} />
                <HydrationGauge value={data.water ?? null} label="Soil moisture" />
              </>
            ) : (
              <p>
                <Tag tone={COLOUR_TONES[data.indicatorColour] ?? 'neutral'}>
                  {COLOUR_WORDS[data.indicatorColour] ?? 'No recent reading'}
                </Tag>
              </p>
            )}
            <dl className={styles.readings}>
              <dt>Soil moisture</dt>
              <dd>{reading(data.water, '%')}</dd>
              <dt>Soil temperature</dt>
              <dd>{reading(data.temperature, ' °C')}</dd>
              <dt>Soil pH</dt>
              <dd>{reading(data.ph, '')}</dd>
              <dt>Conductivity</dt>
              <dd>{reading(data.conductivity, ' µS/cm')}</dd>
            </dl>
            {data.lastSensorData && (
              <p className={styles.meta}>Last reading {formatDate(data.lastSensorData)}</p>
            )}
          </Stack>
        </Card>
      </div>
      <div className={styles.location}>
        <Card>
          <Stack space="small">
            <Heading level={2}>Location</Heading>
            {data.locationDescription ? <p>{data.locationDescription}</p> : null}
            <LocationMap
              longitude={at.longitude}
              latitude={at.latitude}
              label={`Map showing ${data.name}`}
              styleUrl={mapStyleUrl}
              height={200}
            />
            <Link href={`/things/${data.id}/location`}>Open the map</Link>
          </Stack>
        </Card>
      </div>
    </div>
  );
}
