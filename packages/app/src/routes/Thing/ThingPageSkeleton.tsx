import { Card, Skeleton, Stack, visuallyHidden } from '@bloomkeep/ui';
import { PanelSkeleton, WateringAdviceSkeleton } from './EnvironmentSkeletons';
import * as styles from './ThingRoute.css';

/**
 * The thing page's shape while its query is still on the way (after the loader's wait):
 * the same grid as the page, so nothing jumps when the details, the advice, the weather and
 * the soil arrive.
 */
export function ThingPageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className={visuallyHidden}>Loading…</span>
      <Stack space="large">
        <Skeleton width="min(20rem, 70%)" height="2.5rem" />
        <div className={styles.layout}>
          <div className={styles.mainColumn}>
            <div className={styles.summary}>
              <Card>
                <Stack space="small">
                  <Skeleton width="8em" />
                  <Skeleton />
                  <Skeleton />
                </Stack>
              </Card>
            </div>
            <div className={styles.actions}>
              <Skeleton shape="rect" height={160} />
            </div>
          </div>
          <div className={styles.sideColumn}>
            <div className={styles.indicator}>
              <Skeleton shape="rect" height={180} />
            </div>
            <div className={styles.advice}>
              <Card>
                <WateringAdviceSkeleton />
              </Card>
            </div>
            <div className={styles.weather}>
              <PanelSkeleton rows={3} rowHeight="2.5em" />
            </div>
            <div className={styles.soil}>
              <PanelSkeleton rows={4} />
            </div>
          </div>
        </div>
      </Stack>
    </div>
  );
}
