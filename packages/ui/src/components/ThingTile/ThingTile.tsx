import { useId } from 'react';
import { Link } from 'react-aria-components';
import { thingCategoryLabel } from '../../domain/thingCategory';
import { CategoryIcon } from '../CategoryIcon/CategoryIcon';
import { IndicatorLabel } from '../IndicatorLabel/IndicatorLabel';
import { LastActionText, type ThingCardProps } from '../ThingCard/ThingCard';
import * as styles from './ThingTile.css';

export type ThingTileProps = ThingCardProps;

/**
 * A compact tile for galleries and grids: a photo (or the category icon), the name, the water
 * indicator and the category. With `href` or `onPress` the whole tile is the name's link.
 */
export function ThingTile({
  name,
  category,
  isPublic,
  href,
  onPress,
  indicatorColour,
  headingLevel = 3,
  imageSrc,
  lastAction,
  now,
}: ThingTileProps) {
  const headingId = useId();
  const isLink = href !== undefined || onPress !== undefined;
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.tile} aria-labelledby={headingId}>
      <div className={styles.media}>
        {imageSrc ? (
          <img className={styles.image} src={imageSrc} alt="" loading="lazy" />
        ) : (
          <CategoryIcon category={category} size="large" />
        )}
        {indicatorColour ? (
          <span className={styles.indicator}>
            <IndicatorLabel level={indicatorColour} size="small" />
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Title className={styles.name} id={headingId}>
          {isLink ? (
            <Link className={styles.link} href={href} onPress={onPress}>
              {name}
            </Link>
          ) : (
            name
          )}
        </Title>
        <p className={styles.meta}>
          <CategoryIcon category={category} size="small" />
          {thingCategoryLabel[category]}
          {isPublic ? null : <span className={styles.tag}>Private</span>}
        </p>
        {lastAction ? (
          <p className={styles.lastAction}>
            <LastActionText action={lastAction} now={now} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
