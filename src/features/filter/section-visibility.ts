import { type FilterRoute, isAdministrator } from '@/atoms/filter';
import type { User } from '@/generated/model';

/** Which panel sections show, per route and user type (docs/requirements.md 2.6). Dates, Reset and Apply always. */
export interface FilterSections {
  customer: boolean;
  location: boolean;
  clinics: boolean;
  age: boolean;
  gender: boolean;
  amc: boolean;
}

export const sectionsFor = (
  route: FilterRoute | null,
  user: Pick<User, 'user_type'> | null | undefined,
): FilterSections => {
  const demographic = route === 'patients' || route === 'summary';
  return {
    customer: isAdministrator(user) && route !== 'static' && route !== 'patients',
    location: route !== 'static',
    clinics: route !== 'static' && route !== 'clinic',
    age: demographic,
    gender: demographic,
    amc: route === 'clinic',
  };
};
