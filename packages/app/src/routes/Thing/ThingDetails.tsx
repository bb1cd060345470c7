import { Suspense, lazy, useRef, useState } from 'react';
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
  Skeleton,
  Stack,
  Tag,
  formatDate,
  formatNumber,
  thingCategoryLabel,
  timeAgo,
  type ActionType,
  useMountTime,
} from '@bloomkeep/ui';
import { DEVICE_MODEL_NAMES, isWateredCategory, lngLatFromPoint } from '@bloomkeep/schema';
import type { ThingDetails_thing$key } from '../../__generated__/ThingDetails_thing.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { lazyPanel } from '../../ssr/lazyPanel';
import { waterLevel } from '../../system/indicator';
import {
  INDICATOR_COLOUR_TONES,
  INDICATOR_COLOUR_WORDS,
  INDICATOR_PARAMETER_LABELS,
} from '../../system/indicatorWords';
import type { ChangeableAction } from './ActionChanges';
import { PanelSkeleton, WateringAdviceSkeleton } from './EnvironmentSkeletons';

// The environment panels, the chat and the small map (whose MapLibre loads later still) load
// after first paint (EnvironmentSkeletons.tsx says why), and before a server-rendered page is
// taken over (ssr/lazyPanel.tsx).
const WateringAdvice = lazyPanel(() =>
  import('./WateringAdvice').then((module) => module.WateringAdvice),
);
const WeatherPanel = lazyPanel(() =>
  import('./WeatherPanel').then((module) => module.WeatherPanel),
);
const ThingLocationMap = lazyPanel(() =>
  import('./ThingLocationMap').then((module) => module.default),
);
const SoilPanel = lazyPanel(() => import('./SoilPanel').then((module) => module.SoilPanel));
const AskAboutThing = lazyPanel(() => import('./AskAboutThing').then((module) => module.default));
// The action dialogs (and their form fields) load when one opens.
const EditActionDialog = lazy(() =>
  import('./ActionChanges').then((module) => ({ default: module.EditActionDialog })),
);
const DeleteActionDialog = lazy(() =>
  import('./ActionChanges').then((module) => ({ default: module.DeleteActionDialog })),
);
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
    devices(first: 10, orderBy: [NAME_ASC]) {
      nodes {
        id
        name
        model
      }
    }
    location {
      x
      y
    }
    locationDescription
    ...SoilPanel_thing
    ...WeatherPanel_thing
    ...WateringAdvice_thing
    actions(first: 100) {
      nodes {
        id
        nodeId
        type
        comments
        litres
        creatorId
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

/** Moves focus to `target` once the closing dialog has left the page. */
function focusAfterDialog(target: HTMLElement | null) {
  const attempt = (frames: number) => {
    if (document.querySelector('[role=alertdialog], [role=dialog]') && frames > 0) {
      requestAnimationFrame(() => attempt(frames - 1));
      return;
    }
    if (target && (!document.activeElement || document.activeElement === document.body)) {
      target.tabIndex = -1;
      target.focus();
    }
  };
  attempt(60);
}

function reading(value: number | null | undefined, unit: string): string {
  return value == null ? 'No reading yet' : `${formatNumber(value)}${unit}`;
}

/** Everything about a thing: photo, indicator and readings, location and actions. */
export function ThingDetails({ thing, now }: { thing: ThingDetails_thing$key; now?: Date }) {
  const data = useFragment(fragment, thing);
  const auth = useAuth();
  const [shown, setShown] = useState(TIMELINE_STEP);
  // One "now" for the page's advice and ages, so they agree with each other.
  const mountTime = useMountTime();
  const pageNow = now ?? mountTime;
  const isWatered = isWateredCategory(data.category);
  const [editing, setEditing] = useState<ChangeableAction | null>(null);
  const [deleting, setDeleting] = useState<(ChangeableAction & { when: string }) | null>(null);
  const deleted = useRef(false);
  const byNodeId = new Map(data.actions.nodes.map((action) => [action.nodeId, action]));
  const changeable = (nodeId: string): ChangeableAction | null => {
    const action = byNodeId.get(nodeId);
    if (!action) return null;
    return {
      nodeId: action.nodeId,
      type: action.type as ActionType,
      comments: action.comments ?? null,
      litres: action.litres ?? null,
    };
  };
  const level = waterLevel(data.indicatorColour, data.indicatorParameter);
  const at = lngLatFromPoint({ x: data.location.x, y: data.location.y });
  return (
    <div className={styles.layout}>
      <div className={styles.mainColumn}>
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
              id: action.nodeId,
              type: action.type as ActionType,
              comments: action.comments,
              litres: action.litres,
              createdAt: action.createdAt,
              creator: {
                name: action.creator?.name ?? action.creator?.username ?? 'A neighbour',
                username: action.creator?.username ?? null,
                imageSrc: action.creator?.image ?? null,
              },
              // Your own actions (not the CREATED record the server keeps).
              canChange:
                auth.isLoggedIn && action.creatorId === auth.id && action.type !== 'CREATED',
            }))}
            onEdit={(action) => setEditing(changeable(action.id))}
            onDelete={(action) => {
              const found = changeable(action.id);
              setDeleting(
                found && { ...found, when: timeAgo(action.createdAt, now ?? new Date()) },
              );
            }}
          />
          {/* Mounted only while open: a closed page needs no dialog (nor its toasts). */}
          <Suspense fallback={null}>
            {editing && <EditActionDialog action={editing} onClose={() => setEditing(null)} />}
          </Suspense>
          {deleting && (
            <Suspense fallback={null}>
              <DeleteActionDialog
                action={deleting}
                thingId={data.id}
                onDeleted={() => {
                  deleted.current = true;
                }}
                onClose={() => {
                  setDeleting(null);
                  // The deleted action's menu is gone: focus the list's heading instead.
                  if (deleted.current) focusAfterDialog(document.getElementById('thing-actions'));
                  deleted.current = false;
                }}
              />
            </Suspense>
          )}
          <div className={styles.timelineMore}>
            {data.actions.nodes.length > shown && (
              <Button tone="neutral" onPress={() => setShown((count) => count + TIMELINE_STEP)}>
                Show more actions
              </Button>
            )}
            <Link href={`/activity?thing=${data.id}`}>All actions in the activity feed</Link>
          </div>
        </section>
      </div>

      <div className={styles.sideColumn}>
        <div className={styles.indicator}>
          <Card>
            <Stack space="small">
              <Heading level={2}>Indicator</Heading>
              <p className={styles.meta}>
                Shows{' '}
                {INDICATOR_PARAMETER_LABELS[data.indicatorParameter]?.toLowerCase() ?? 'a reading'}.
              </p>
              {level ? (
                <>
                  <IndicatorScale level={level} label={`${data.name} indicator`} />
                  <HydrationGauge value={data.water ?? null} label="Soil moisture" />
                </>
              ) : (
                <p>
                  <Tag tone={INDICATOR_COLOUR_TONES[data.indicatorColour] ?? 'neutral'}>
                    {INDICATOR_COLOUR_WORDS[data.indicatorColour] ?? 'No recent reading'}
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
              {data.devices.nodes.length > 0 ? (
                <>
                  <p className={styles.meta}>
                    Measured by{' '}
                    {data.devices.nodes.map((device, index) => (
                      <span key={device.id}>
                        {index > 0 ? ', ' : ''}
                        <Link href={`/devices/${device.id}`}>{device.name}</Link> (
                        {DEVICE_MODEL_NAMES[device.model]})
                      </span>
                    ))}
                    .
                  </p>
                  <Link href={`/things/${data.id}/readings`}>See the readings</Link>
                </>
              ) : null}
            </Stack>
          </Card>
        </div>
        {isWatered ? (
          <section aria-labelledby="thing-watering" className={styles.advice}>
            <Card>
              <Stack space="small">
                <Heading level={2} id="thing-watering">
                  Watering advice
                </Heading>
                <Suspense fallback={<WateringAdviceSkeleton />}>
                  <WateringAdvice thing={data} now={pageNow} />
                </Suspense>
              </Stack>
            </Card>
          </section>
        ) : null}
        <div className={styles.weather}>
          <Suspense fallback={<PanelSkeleton rows={3} rowHeight="2.5em" />}>
            <WeatherPanel thing={data} now={pageNow} />
          </Suspense>
        </div>
        <div className={styles.soil}>
          <Suspense fallback={<PanelSkeleton rows={4} />}>
            <SoilPanel thing={data} />
          </Suspense>
        </div>
        <div className={styles.chat}>
          <Suspense fallback={<PanelSkeleton rows={3} />}>
            <AskAboutThing thingId={data.id} thingName={data.name} />
          </Suspense>
        </div>
        <div className={styles.location}>
          <Card>
            <Stack space="small">
              <Heading level={2}>Location</Heading>
              {data.locationDescription ? <p>{data.locationDescription}</p> : null}
              <Suspense fallback={<Skeleton shape="rect" height={200} />}>
                <ThingLocationMap
                  longitude={at.longitude}
                  latitude={at.latitude}
                  label={`Map showing ${data.name}`}
                  height={200}
                />
              </Suspense>
              <Link href={`/things/${data.id}/location`}>Open the map</Link>
            </Stack>
          </Card>
        </div>
      </div>
    </div>
  );
}
