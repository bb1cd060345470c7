import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Grid, ThingTile } from '@bloomkeep/ui';
import type { ThingTileGrid_things$key } from '../../__generated__/ThingTileGrid_things.graphql';
import { waterLevel } from '../../system/indicator';
import * as styles from './ThingTileGrid.css';

const fragment = graphql`
  fragment ThingTileGrid_things on Thing @relay(plural: true) {
    id
    name
    category
    isPublic
    createdAt
    indicatorColour
    indicatorParameter
    thumbnail
  }
`;

export interface ThingTileGridProps {
  things: ThingTileGrid_things$key;
  /** Names the list. */
  'aria-label': string;
  /** A line under a tile ("New", "1.2 km away"), by thing id. */
  notes?: ReadonlyMap<string, ReactNode>;
}

/** Things as tiles in a responsive grid, each linking to its page. */
export function ThingTileGrid({ things, notes, 'aria-label': ariaLabel }: ThingTileGridProps) {
  const data = useFragment(fragment, things);
  return (
    <Grid as="ul" minItemWidth={150} gap="medium" aria-label={ariaLabel}>
      {data.map((thing) => {
        const note = notes?.get(thing.id);
        return (
          <li key={thing.id} className={styles.item}>
            <ThingTile
              name={thing.name}
              category={thing.category}
              isPublic={thing.isPublic}
              createdAt={thing.createdAt}
              href={`/things/${thing.id}`}
              indicatorColour={waterLevel(thing.indicatorColour, thing.indicatorParameter)}
              imageSrc={thing.thumbnail}
            />
            {note ? <div className={styles.note}>{note}</div> : null}
          </li>
        );
      })}
    </Grid>
  );
}
