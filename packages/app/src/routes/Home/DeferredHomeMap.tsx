// Holds the home map's place (no jump when it arrives) and loads it only when it comes within
// a screen of the viewport: most visits to `/` never scroll that far, and the map's code and
// maplibre's ~450 KB stay out of the first paint (issue 12, docs/benchmarks.md).
import { Suspense, lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Skeleton } from '@bloomkeep/ui';
import * as styles from './HomeRoute.css';

const HomeThingsMap = lazy(() => import('./HomeThingsMap'));

export function DeferredHomeMap(props: ComponentProps<typeof HomeThingsMap>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || isNear) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  // A still box until the map is wanted (nothing is loading yet), a skeleton while it loads.
  return (
    <div ref={placeholder} className={styles.homeMap}>
      {isNear ? (
        <Suspense fallback={<Skeleton shape="rect" height={320} />}>
          <HomeThingsMap {...props} />
        </Suspense>
      ) : (
        <div className={styles.homeMapPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}
