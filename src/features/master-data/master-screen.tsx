import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'wouter';

import { AdminOnly } from '@/components/admin-only';
import { CreateScreen } from '@/components/resource/create-screen';
import type { EditableRecord, RecordDefinition } from '@/components/resource/record-definition';
import { RecordScreen } from '@/components/resource/record-screen';

import { CatalogueScreen } from './catalogue/catalogue-screen';
import { ChildrenScreen } from './geography/children-screen';
import { CountriesScreen } from './geography/countries-screen';
import { PickerScreen } from './geography/picker-screen';
import { countryRecord, districtRecord, locationRecord, stateRecord } from './geography/place-records';
import { parsePlaceId } from './model/place-id';

/** The props every screen of the route table gets (src/app/shell/route-tables.ts). */
interface ScreenProps {
  title: string;
}

/**
 * Master data is the administrators' (requirements 2.5): anyone else who types the address is told
 * so, inside the layout, and no call is made.
 */
const administrators =
  (render: () => ReactNode) =>
  ({ title }: ScreenProps) => <AdminOnly title={title}>{render()}</AdminOnly>;

/** A record's page at a route whose parameter `param` holds its id. */
const recordPage = <Rec extends EditableRecord, Values extends FieldValues, Payload>(
  definition: RecordDefinition<Rec, Values, Payload>,
  param: string,
) =>
  function RecordPage() {
    const raw = useParams()[param];
    return <RecordScreen definition={definition} id={parsePlaceId(raw)} raw={raw} />;
  };

export const CountriesListScreen = administrators(() => <CountriesScreen />);
export const StatesListScreen = administrators(() => <PickerScreen level="state" />);
export const DistrictsListScreen = administrators(() => <PickerScreen level="district" />);
export const LocationsListScreen = administrators(() => <PickerScreen level="location" />);
export const CountryStatesScreen = administrators(() => <ChildrenScreen level="state" />);
export const StateDistrictsScreen = administrators(() => <ChildrenScreen level="district" />);
export const DistrictLocationsScreen = administrators(() => <ChildrenScreen level="location" />);
export const MasterCatalogueScreen = administrators(() => <CatalogueScreen />);

export const CountryCreateScreen = () => <CreateScreen definition={countryRecord} />;
export const StateCreateScreen = () => <CreateScreen definition={stateRecord} />;
export const DistrictCreateScreen = () => <CreateScreen definition={districtRecord} />;
export const LocationCreateScreen = () => <CreateScreen definition={locationRecord} />;

export const CountryViewScreen = recordPage(countryRecord, 'country_id');
export const StateViewScreen = recordPage(stateRecord, 'state_id');
export const DistrictViewScreen = recordPage(districtRecord, 'district_id');
export const LocationViewScreen = recordPage(locationRecord, 'location_id');
