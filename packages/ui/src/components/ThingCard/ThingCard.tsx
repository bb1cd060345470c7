import { useId } from 'react';
import { Link, type PressEvent } from 'react-aria-components';
import { formatDate, isoDate } from '../../domain/formatDate';
import { indicatorLevelLabel, type IndicatorLevel } from '../../domain/indicatorLevel';
import { thingCategoryLabel, type ThingCategory } from '../../domain/thingCategory';
import { Card } from '../Card/Card';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './ThingCard.css';

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
}

/** A summary of one thing, for lists and galleries. */
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
}: ThingCardProps) {
  const headingId = useId();
  const isLink = href !== undefined || onPress !== undefined;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className={styles.layout}>
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
          {indicatorColour ? (
            <span className={styles.indicator}>
              <span className={styles.dot({ level: indicatorColour })} aria-hidden="true" />
              {indicatorLevelLabel[indicatorColour]}
            </span>
          ) : null}
        </div>
        <p className={styles.meta}>
          <span className={styles.category}>{thingCategoryLabel[category]}</span>
          <span aria-hidden="true">·</span>
          <span>
            Created <time dateTime={isoDate(createdAt)}>{formatDate(createdAt)}</time>
          </span>
          {isPublic ? null : <span className={styles.tag}>Private</span>}
        </p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
    </Card>
  );
}
