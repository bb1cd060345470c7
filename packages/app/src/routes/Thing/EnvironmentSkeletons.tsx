// Placeholders for the thing's environment (advice, weather, soil). Those panels load after
// the page's first paint (their code would put `/things/{id}` and `/` over the first-paint
// budget, scripts/route-budget.mjs); their data comes with the page's query, so only the code
// waits, and these hold the panels' places meanwhile and in the page skeleton.
import { Card, Skeleton, Stack } from '@bloomkeep/ui';
import * as styles from './WateringAdvice.css';

export function WateringAdviceSkeleton() {
  return (
    <div className={styles.advice}>
      <Skeleton width="70%" height="1.5em" />
      <Skeleton width="3em" />
    </div>
  );
}

/** A card with a heading and `rows` lines, the shape of the weather and soil panels. */
export function PanelSkeleton({ rows, rowHeight }: { rows: number; rowHeight?: string }) {
  return (
    <Card>
      <Stack space="small">
        <Skeleton width="5em" height="1.5em" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={rowHeight} />
        ))}
      </Stack>
    </Card>
  );
}
