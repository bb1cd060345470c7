import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Carousel, Link, Section, type CarouselItem } from '@bloomkeep/ui';
import type { ThingGallery_things$key } from '../../__generated__/ThingGallery_things.graphql';
import { capitalise, useBrand } from '../../system/brand';

const fragment = graphql`
  fragment ThingGallery_things on Thing @relay(plural: true) {
    id
    name
    image
    thumbnail
  }
`;

export interface ThingGalleryProps {
  /** Things with a photo; those without one are left out. */
  things: ThingGallery_things$key;
  /** Rotate through the photos (the carousel offers pause/play); off in stories. */
  autoPlay?: boolean;
}

/**
 * A titled slide show of thing photos with pause/play and full screen; nothing at all when no
 * thing has a photo.
 */
export function ThingGallery({ things, autoPlay = true }: ThingGalleryProps) {
  const brand = useBrand();
  const data = useFragment(fragment, things);
  const items = useMemo<CarouselItem[]>(
    () =>
      data.flatMap((thing) => {
        const src = thing.image ?? thing.thumbnail;
        if (!src) return [];
        return [
          {
            id: thing.id,
            src,
            alt: `Photo of ${thing.name}`,
            caption: <Link href={`/things/${thing.id}`}>{thing.name}</Link>,
          },
        ];
      }),
    [data],
  );
  if (items.length === 0) return null;
  return (
    <Section title={`${capitalise(brand.thingSingular)} gallery`}>
      <Carousel items={items} autoPlay={autoPlay} aria-label={`Photos of ${brand.thingPlural}`} />
    </Section>
  );
}
