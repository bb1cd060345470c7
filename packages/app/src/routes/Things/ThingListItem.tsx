import { graphql, useFragment } from 'react-relay';
import { ThingCard } from '@bloomkeep/ui';
import type { ThingListItem_thing$key } from '../../__generated__/ThingListItem_thing.graphql';

const fragment = graphql`
  fragment ThingListItem_thing on Thing {
    name
    description
    category
    isPublic
    createdAt
  }
`;

export function ThingListItem({ thing }: { thing: ThingListItem_thing$key }) {
  const data = useFragment(fragment, thing);
  return (
    <ThingCard
      name={data.name}
      description={data.description ?? undefined}
      category={data.category}
      isPublic={data.isPublic}
      createdAt={data.createdAt}
      headingLevel={2}
    />
  );
}
