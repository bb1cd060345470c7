// The thing card's thing, on the /partners builder: a combo box over the public things (a card
// can only show a public one), by name, filtered as you type. Like the activity page's thing
// filter it holds the first 200; the bee cafe host lists its bee cafes. The route builds the
// condition (partnersThingCondition), which always says isPublic.
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ComboBox, type SelectItem } from '@bloomkeep/ui';
import type { ThingPicker_query$key } from '../../__generated__/ThingPicker_query.graphql';
import { useBrand } from '../../system/brand';
import * as styles from './EmbedBuilder.css';

const fragment = graphql`
  fragment ThingPicker_query on Query
  @argumentDefinitions(thingCondition: { type: "ThingCondition!" }) {
    publicThings: allThings(
      condition: $thingCondition
      orderBy: [NAME_ASC, PRIMARY_KEY_ASC]
      first: 200
    ) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

export interface PickedThing {
  id: string;
  name: string;
}

export function ThingPicker({
  query,
  selectedId,
  onChange,
}: {
  query: ThingPicker_query$key;
  selectedId: string | null;
  /** The chosen thing with its name (the iframe's title says it). */
  onChange: (thing: PickedThing | null) => void;
}) {
  const data = useFragment(fragment, query);
  const brand = useBrand();
  const nodes = data.publicThings?.nodes;
  const items = useMemo<SelectItem[]>(
    () => (nodes ?? []).map((thing) => ({ id: thing.id, label: thing.name })),
    [nodes],
  );
  const total = data.publicThings?.totalCount ?? 0;

  if (items.length === 0) {
    return (
      <p className={styles.note}>
        {`There are no public ${brand.thingPlural} yet: a card can only show a public one.`}
      </p>
    );
  }
  return (
    <ComboBox
      label={`Public ${brand.thingSingular}`}
      items={items}
      selectedKey={selectedId}
      onSelectionChange={(id) => {
        const thing = nodes?.find((node) => node.id === id);
        onChange(thing ? { id: thing.id, name: thing.name } : null);
      }}
      emptyText={`No public ${brand.thingSingular} has that name`}
      description={
        total > items.length
          ? `The first ${items.length} of ${total} public ${brand.thingPlural}, by name.`
          : `Only public ${brand.thingPlural} can be embedded.`
      }
    />
  );
}
