import { useState } from 'react';
import { GuidedTour, type GuidedTourStep } from '@bloomkeep/ui';
import { capitalise, useBrand } from '../../system/brand';

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

/** A short guided tour of the dashboard, shown once per browser to first-time visitors. */
export function HomeTour() {
  const brand = useBrand();
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  const [isOpen, setOpen] = useState(() => !wasSeen(storage));
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
  return (
    <GuidedTour
      steps={steps}
      isOpen={isOpen}
      onClose={() => {
        markSeen(storage);
        setOpen(false);
      }}
    />
  );
}
