import { useId } from 'react';
import { Link, type PressEvent } from 'react-aria-components';
import { actionTypePastTense, type ActionType } from '../../domain/actionType';
import { formatDate, isoDate } from '../../domain/formatDate';
import type { IndicatorLevel } from '../../domain/indicatorLevel';
import { thingCategoryLabel, type ThingCategory } from '../../domain/thingCategory';
import { isoDateTime, timeAgo } from '../../domain/timeAgo';
import { useRenderTime } from '../../domain/renderTime';
import { Card } from '../Card/Card';
import { CategoryIcon } from '../CategoryIcon/CategoryIcon';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { IndicatorLabel } from '../IndicatorLabel/IndicatorLabel';
import * as styles from './ThingCard.css';

export interface ThingLastAction {
  type: ActionType;
  /** When it happened (a UTC timestamp or Date). */
  createdAt: string | Date;
}

export interface ThingCardProps {
  name: string;
  category: ThingCategory;
  description?: string | null;
  /** When false the card shows a "Private" tag. */
  isPublic: boolean;
  /** When the thing was created (a UTC timestamp or Date); shown as an en-US date. */
  createdAt: string | Date;
  /**
   * Makes the name a link. In the app this is a router path; wrap the app in react-aria's
   * `RouterProvider` so links navigate client-side.
   */
  href?: string;
  /** Makes the name a link that runs this handler (when there is no `href`). */
  onPress?: (event: PressEvent) => void;
  /** The water indicator, shown as a coloured dot with its label. */
  indicatorColour?: IndicatorLevel;
  /** The level of the name's heading in the page outline. */
  headingLevel?: Exclude<HeadingLevel, 1>;
  /**
   * A photo of the thing (decorative: the name and text carry the meaning), shown as a square
   * thumbnail; without one the category icon stands in.
   */
  imageSrc?: string | null;
  /** The most recent action, shown as "Watered 3 days ago". */
  lastAction?: ThingLastAction | null;
  /** "Now" for relative times; pass a fixed date in stories and tests. Defaults to the clock. */
  now?: Date;
}

/** "Watered 3 days ago", with a machine-readable `<time>`. */
export function LastActionText({ action, now }: { action: ThingLastAction; now?: Date }) {
  const at = useRenderTime(now);
  return (
    <span>
      {actionTypePastTense[action.type]}{' '}
      <time dateTime={isoDateTime(action.createdAt)}>{timeAgo(action.createdAt, at)}</time>
    </span>
  );
}

/**
 * A thing's picture in a fixed square: its photo, cropped to fit, or its category icon on a
 * brand-tinted placeholder, so names line up whether or not a thing has a photo.
 */
export function ThingThumbnail({
  category,
  imageSrc,
}: Pick<ThingCardProps, 'category' | 'imageSrc'>) {
  return (
    <div className={styles.thumbnail}>
      {imageSrc ? (
        <img className={styles.image} src={imageSrc} alt="" loading="lazy" />
      ) : (
        <CategoryIcon category={category} size="large" />
      )}
    </div>
  );
}

/**
 * A summary of one thing for lists: a thumbnail (photo or category icon) beside the name, water
 * indicator, category, date, description and last action.
 */
export function ThingCard({
  name,
  category,
  description,
  isPublic,
  createdAt,
  href,
  onPress,
  indicatorColour,
  headingLevel = 3,
  imageSrc,
  lastAction,
  now,
}: ThingCardProps) {
  const headingId = useId();
  const isLink = href !== undefined || onPress !== undefined;
  return (
    <Card as="article" aria-labelledby={headingId} padding="small">
      <div className={styles.layout}>
        <ThingThumbnail category={category} imageSrc={imageSrc} />
        <div className={styles.content}>
          <div className={styles.header}>
            <Heading level={headingLevel} id={headingId}>
              {isLink ? (
                <Link className={styles.link} href={href} onPress={onPress}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </Heading>
            {indicatorColour ? <IndicatorLabel level={indicatorColour} /> : null}
          </div>
          <p className={styles.meta}>
            <span className={styles.category}>
              <CategoryIcon category={category} size="small" />
              {thingCategoryLabel[category]}
            </span>
            <span>
              Created <time dateTime={isoDate(createdAt)}>{formatDate(createdAt)}</time>
            </span>
            {isPublic ? null : <span className={styles.tag}>Private</span>}
          </p>
          {description ? <p className={styles.description}>{description}</p> : null}
          {lastAction ? (
            <p className={styles.lastAction}>
              <LastActionText action={lastAction} now={now} />
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
