import { Link } from 'react-router-dom';
import { Card, Heading } from '@bloomkeep/ui';
import { PageTitle } from '../../system/PageTitle';
import { useBrand } from '../../system/brand';

export function HomeRoute() {
  const brand = useBrand();
  return (
    <PageTitle title={`Welcome to ${brand.name}`}>
      <p>{brand.tagline}</p>
      <Card>
        <Heading level={2}>Find {brand.thingPlural} near you</Heading>
        <p>See the {brand.thingPlural} your community looks after, and which ones need a hand.</p>
        <p>
          <Link to="/things">Browse {brand.thingPlural}</Link>
        </p>
      </Card>
    </PageTitle>
  );
}
