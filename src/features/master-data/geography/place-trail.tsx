import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';

import { childrenPathOf, placeholderName } from '../model/levels';
import { COUNTRIES_PATH } from '../model/paths';
import type { TrailPlace } from './known-places';

export const nameOf = (place: TrailPlace): string => place.name ?? placeholderName(place.level, place.id);

/** "Countries › India › Maharashtra › Pune": each place links to its children's page, the last is this page. */
export const PlaceTrail = ({ trail }: { trail: readonly TrailPlace[] }) => {
  const crumbs: Crumb[] = [
    { label: 'Countries', href: COUNTRIES_PATH },
    ...trail.map((place) => ({
      label: nameOf(place),
      // Only parents are in a trail: a location has no page of its own.
      href: place.level === 'location' ? undefined : childrenPathOf(place.level, place.id),
    })),
  ];
  return <Breadcrumbs crumbs={crumbs} />;
};
