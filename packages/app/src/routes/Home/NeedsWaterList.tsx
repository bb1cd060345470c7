import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  CategoryIcon,
  EmptyState,
  IndicatorLabel,
  Link,
  formatDate,
  isoDateTime,
  thingCategoryLabel,
} from '@bloomkeep/ui';
import type { NeedsWaterList_things$key } from '../../__generated__/NeedsWaterList_things.graphql';
import { useBrand } from '../../system/brand';
import { waterLevel } from '../../system/indicator';
import { lazyPanel } from '../../ssr/lazyPanel';
import { WateringAdviceSkeleton } from '../Thing/EnvironmentSkeletons';

// The advice loads after the dashboard's first paint (EnvironmentSkeletons.tsx says why).
const WateringAdvice = lazyPanel(() =>
  import('../Thing/WateringAdvice').then((module) => module.WateringAdvice),
);
import { isWateredRecently, wateredNote } from './wateredNote';
import * as styles from './NeedsWaterList.css';

const fragment = graphql`
  fragment NeedsWaterList_things on Thing @relay(plural: true) {
    id
    name
    category
    indicatorColour
    indicatorParameter
    canRecordAction
    ...WateringAdvice_thing
    lastWatering {
      createdAt
      creator {
        username
      }
    }
  }
`;

export interface NeedsWaterListProps {
  /**
   * Things that need water, in the order to show them (thingsNeedingWater: recently watered ones
   * last, the user's own first).
   */
  things: NeedsWaterList_things$key;
  /**
   * Guests see the "Record an action" link too: the action page asks them to sign in. Signed-in
   * users see it only on things they may record actions on.
   */
  isSignedIn: boolean;
  /** The signed-in user's username, to say "by you"; null for a guest. */
  viewerUsername?: string | null;
  /** "Now" for "Watered 5 minutes ago"; pass a fixed date in stories and tests. */
  now: Date;
}

/**
 * The dashboard's task list: things whose water indicator is orange or red, each with its last
 * watering ("Watered 5 minutes ago by you"), so nobody waters twice on a lagging reading, and
 * the watering advice that reads the sky ("Skip: 6 mm of rain expected tonight") with its "Why?".
 */
export function NeedsWaterList({
  things,
  isSignedIn,
  viewerUsername = null,
  now,
}: NeedsWaterListProps) {
  const brand = useBrand();
  const data = useFragment(fragment, things);
  if (data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="Nothing needs water right now"
        description={`When the soil of a ${brand.thingSingular} gets dry it shows up here.`}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={`${brand.thingPlural} that need water`}>
      {data.map((thing) => {
        const level = waterLevel(thing.indicatorColour, thing.indicatorParameter);
        const watering = thing.lastWatering;
        // Who watered, for "by you" / "by robin_w" (null when hidden from guests).
        const wateredBy = watering?.creator?.username ?? null;
        const recent = isWateredRecently(watering, now);
        return (
          <li key={thing.id} className={styles.item}>
            <div className={styles.details}>
              <Link href={`/things/${thing.id}`}>{thing.name}</Link>
              <span className={styles.meta}>
                <CategoryIcon category={thing.category} size="small" />
                {thingCategoryLabel[thing.category]}
              </span>
              {watering ? (
                <span className={recent ? styles.wateredRecently : styles.watered}>
                  <time
                    dateTime={isoDateTime(watering.createdAt)}
                    title={formatDate(watering.createdAt)}
                  >
                    {wateredNote(
                      {
                        createdAt: watering.createdAt,
                        creator: wateredBy ? { username: wateredBy } : null,
                      },
                      isSignedIn ? viewerUsername : null,
                      now,
                    )}
                  </time>
                </span>
              ) : null}
            </div>
            {level ? <IndicatorLabel level={level} size="small" /> : null}
            {!isSignedIn || thing.canRecordAction ? (
              <Link
                href={`/things/${thing.id}/action`}
                aria-label={`Record an action for ${thing.name}`}
              >
                Record an action
              </Link>
            ) : null}
            {/* Its own row: "Why?" opens to the list's full width. */}
            <div className={styles.advice}>
              <Suspense fallback={<WateringAdviceSkeleton />}>
                <WateringAdvice thing={thing} now={now} compact />
              </Suspense>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
