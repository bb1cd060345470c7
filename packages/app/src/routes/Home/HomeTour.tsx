import { useState } from 'react';
import { Button, GuidedTour, type GuidedTourStep } from '@bloomkeep/ui';
import { capitalise, useBrand } from '../../system/brand';
import * as styles from './HomeTour.css';

/** Remembers, per browser, that the home tour was seen. */
export const HOME_TOUR_STORAGE_KEY = 'bloomkeep:tour:home';

/** The ids of the dashboard sections the tour points at. */
export const HOME_TOUR_TARGETS = {
  quickActions: 'home-quick-actions',
  tasks: 'home-tasks',
  activity: 'home-activity',
} as const;

function wasSeen(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(HOME_TOUR_STORAGE_KEY) != null;
  } catch {
    return true; // Storage blocked: better no tour than one on every visit.
  }
}

function markSeen(storage: Storage | undefined) {
  try {
    storage?.setItem(HOME_TOUR_STORAGE_KEY, new Date().toISOString());
  } catch {
    // Blocked storage: the tour may show again next time.
  }
}

/** The page's main heading: where focus goes when the tour ends (its "Take the tour" is gone). */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * A short guided tour of the dashboard for first-time visitors (once per browser). It is offered,
 * not forced: a "Take the tour" card in the page, after the skip link and the navigation, opens
 * it; focus stays in the tour while it is open and goes to the main heading when it ends.
 */
export function HomeTour() {
  const brand = useBrand();
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  const [isOffered, setOffered] = useState(() => !wasSeen(storage));
  const [isOpen, setOpen] = useState(false);
  const steps: GuidedTourStep[] = [
    {
      target: HOME_TOUR_TARGETS.quickActions,
      title: 'Start here',
      content: `Register a ${brand.thingSingular}, record what you did, or see the activity and scores.`,
    },
    {
      target: HOME_TOUR_TARGETS.tasks,
      title: 'What needs a hand',
      content: `${capitalise(brand.thingPlural)} whose soil is getting dry show up here, yours first.`,
    },
    {
      target: HOME_TOUR_TARGETS.activity,
      title: 'What neighbours did',
      content:
        'The latest watering, upkeep and clean-ups. New ones since your last visit are marked.',
    },
  ];
  const done = () => {
    markSeen(storage);
    setOffered(false);
    setOpen(false);
  };
  return (
    <>
      {isOffered ? (
        <section className={styles.offer} aria-labelledby="home-tour-offer-title">
          <div className={styles.offerText}>
            <h2 id="home-tour-offer-title" className={styles.offerTitle}>
              New here?
            </h2>
            <p className={styles.offerBody}>
              A short tour shows where to start, what needs a hand and what neighbours did.
            </p>
          </div>
          <div className={styles.offerActions}>
            <Button size="small" onPress={() => setOpen(true)}>
              Take the tour
            </Button>
            <Button
              tone="neutral"
              size="small"
              onPress={() => {
                done();
                mainHeading()?.focus();
              }}
            >
              No thanks
            </Button>
          </div>
        </section>
      ) : null}
      <GuidedTour steps={steps} isOpen={isOpen} onClose={done} fallbackFocus={mainHeading} />
    </>
  );
}
