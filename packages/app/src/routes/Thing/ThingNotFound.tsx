import { EmptyState, Link } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';
import { capitalise, useBrand } from '../../system/brand';

/** A thing id that does not exist, or a private thing the visitor may not see. */
export function ThingNotFound() {
  const brand = useBrand();
  return (
    <PageTitle title={`${capitalise(brand.thingSingular)} not found`}>
      <EmptyState
        title="We could not find it"
        description={`It may have been deleted, or it is private. Private ${brand.thingPlural} are visible only to the people who look after them.`}
        action={<Link href="/things/search">Search {brand.thingPlural}</Link>}
      />
    </PageTitle>
  );
}
