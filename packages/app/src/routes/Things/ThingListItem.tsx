import { graphql, useFragment } from 'react-relay';
import { ThingCard, ThingTile, type ActionType } from '@bloomkeep/ui';
import type { ThingListItem_thing$key } from '../../__generated__/ThingListItem_thing.graphql';
import { waterLevel } from '../../system/indicator';

const fragment = graphql`
  fragment ThingListItem_thing on Thing {
    id
    name
    description
    category
    isPublic
    createdAt
    thumbnail
    indicatorColour
    indicatorParameter
    actions(first: 1) {
      nodes {
        type
        createdAt
      }
    }
  }
`;

export function ThingListItem({
  thing,
  layout = 'list',
  now,
}: {
  thing: ThingListItem_thing$key;
  layout?: 'list' | 'tiles';
  now?: Date;
}) {
  const data = useFragment(fragment, thing);
  const last = data.actions.nodes[0];
  const props = {
    name: data.name,
    category: data.category,
    isPublic: data.isPublic,
    href: `/things/${data.id}`,
    indicatorColour: waterLevel(data.indicatorColour, data.indicatorParameter),
    imageSrc: data.thumbnail,
    lastAction: last ? { type: last.type as ActionType, createdAt: last.createdAt } : null,
    headingLevel: 2 as const,
    createdAt: data.createdAt,
    now,
  };
  return layout === 'tiles' ? (
    <ThingTile {...props} />
  ) : (
    <ThingCard {...props} description={data.description ?? undefined} />
  );
}
