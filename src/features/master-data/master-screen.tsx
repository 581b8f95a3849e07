import { AdminOnly } from '@/components/admin-only';

import { CatalogueScreen } from './catalogue/catalogue-screen';
import { ChildrenScreen, childrenTitleOf } from './geography/children-screen';
import { CountriesScreen } from './geography/countries-screen';
import { PickerScreen } from './geography/picker-screen';

/** The master-data screens this feature serves, one per route (src/app/shell/route-tables.ts). */
export type MasterView =
  | 'countries'
  | 'states'
  | 'country-states'
  | 'districts'
  | 'state-districts'
  | 'locations'
  | 'district-locations'
  | 'catalogue';

const TITLES: Readonly<Record<MasterView, string>> = {
  countries: 'Countries',
  states: 'States',
  'country-states': childrenTitleOf('state'),
  districts: 'Districts',
  'state-districts': childrenTitleOf('district'),
  locations: 'Locations',
  'district-locations': childrenTitleOf('location'),
  catalogue: 'Master Data',
};

const View = ({ view }: { view: MasterView }) => {
  switch (view) {
    case 'countries':
      return <CountriesScreen />;
    case 'states':
      return <PickerScreen level="state" />;
    case 'districts':
      return <PickerScreen level="district" />;
    case 'locations':
      return <PickerScreen level="location" />;
    case 'country-states':
      return <ChildrenScreen level="state" />;
    case 'state-districts':
      return <ChildrenScreen level="district" />;
    case 'district-locations':
      return <ChildrenScreen level="location" />;
    case 'catalogue':
      return <CatalogueScreen />;
  }
};

/**
 * Every master-data screen behind one component, so the shell lazy-loads one chunk and, once it is
 * there, moving from one list to the next renders at once (no suspense between drill-down steps).
 * Master data is the administrators' (SPEC.md 2.5): anyone else who types the address is told so.
 */
export const MasterScreen = ({ view }: { view: MasterView }) => (
  <AdminOnly title={TITLES[view]}>
    {/* Keyed: two views never share list state or hooks when the route changes between them. */}
    <View key={view} view={view} />
  </AdminOnly>
);
