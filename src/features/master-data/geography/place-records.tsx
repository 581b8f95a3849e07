import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';

import type { FieldText } from '@/components/form/zod-messages';
import type { PickerOption } from '@/components/option-picker';
import {
  generatedWrites,
  type RecordDefinition,
  type SummaryItem,
} from '@/components/resource/record-definition';
import { getFilterCampsQueryKey } from '@/generated/api/camps/camps';
import {
  getGetCountryQueryKey,
  getGetDistrictQueryKey,
  getGetLocationQueryKey,
  getGetStateQueryKey,
  useCreateCountry,
  useCreateDistrict,
  useCreateLocation,
  useCreateState,
  useGetCountry,
  useGetDistrict,
  useGetLocation,
  useGetState,
  useSetCountryStatus,
  useSetDistrictStatus,
  useSetLocationStatus,
  useSetStateStatus,
  useUpdateCountry,
  useUpdateDistrict,
  useUpdateLocation,
  useUpdateState,
} from '@/generated/api/geography/geography';
import {
  getFilterCountriesQueryKey,
  getFilterDistrictsQueryKey,
  getFilterLocationsQueryKey,
  getFilterStatesQueryKey,
} from '@/generated/api/locations/locations';
import type {
  Country,
  CountryWriteRequest,
  District,
  DistrictWriteRequest,
  Location,
  LocationWriteRequest,
  Named,
  State,
  StateWriteRequest,
} from '@/generated/model';
import {
  CreateCountryBody,
  CreateDistrictBody,
  CreateLocationBody,
  CreateStateBody,
  GetCountryResponse,
  GetDistrictResponse,
  GetLocationResponse,
  GetStateResponse,
  UpdateCountryBody,
  UpdateDistrictBody,
  UpdateLocationBody,
  UpdateStateBody,
} from '@/generated/zod/v3.zod';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';
import type { ErrorMeta } from '@/lib/http/report-error';
import { keyPrefix } from '@/lib/query-keys';

import { LEVELS, type Level } from '../model/levels';
import { listPathOf, viewPathOf } from '../model/paths';
import {
  CountryFields,
  type CountryValues,
  DistrictFields,
  type DistrictValues,
  LocationFields,
  type LocationValues,
  StateFields,
  type StateValues,
} from './place-fields';

/** Read hooks: failures are shown by the record screen, so only logged. */
const RECORD_QUERY: { query: { meta: ErrorMeta } } = { query: { meta: { errorMode: 'log' } } };

const NAME: FieldText = { label: 'Name' };
const option = (place: Named): PickerOption => ({ id: place.id, name: place.name });
const trimmed = (name: string): string => name.trim();

/** A preset parent from the create page's address ('?country_id=1'), else nothing chosen. */
const preset = (presets: URLSearchParams, key: string): PickerOption | null => {
  const raw = presets.get(key);
  return raw !== null && /^[1-9][0-9]*$/.test(raw) ? { id: Number(raw), name: '' } : null;
};

const placeLink = (level: Level, place: Named) => (
  <Link href={absolute(viewPathOf(level, place.id))} className="ui-link">
    {place.name}
  </Link>
);

const audit = (place: { status: boolean; created_at: string; updated_at: string }): SummaryItem[] => [
  ['Status', place.status ? 'Active' : 'Inactive'],
  ['Created', formatDisplayDate(place.created_at)],
  ['Last changed', formatDisplayDate(place.updated_at)],
];

/** The GET keys of one level, whatever the id: a parent renamed shows in its children's pages. */
const recordsOf = (key: (id: number) => readonly unknown[]) => {
  const prefix = String(key(0)[0]).replace(/0$/, '');
  return ({ queryKey }: { queryKey: readonly unknown[] }) =>
    typeof queryKey[0] === 'string' && queryKey[0].startsWith(prefix);
};

/** After a change: the place, its level's lists, and the pages below it that name it. */
const refresh = async (
  client: QueryClient,
  own: readonly unknown[],
  lists: ReadonlyArray<readonly unknown[]>,
  below: ReadonlyArray<(id: number) => readonly unknown[]>,
): Promise<void> => {
  await Promise.all([
    client.invalidateQueries({ queryKey: own }),
    ...lists.map((list) => client.invalidateQueries({ queryKey: keyPrefix(list) })),
    ...below.map((key) => client.invalidateQueries({ predicate: recordsOf(key) })),
  ]);
};

const common = {
  adminOnly: true,
  disableNote: () => 'Clinics, camps and the filter panel will no longer offer it.',
};

export const countryRecord: RecordDefinition<Country, CountryValues, CountryWriteRequest> = {
  ...common,
  singular: LEVELS.country.singular,
  listPath: listPathOf('country'),
  viewPath: (id) => viewPathOf('country', id),
  useRecord: (id) => useGetCountry<Country, unknown>(id, RECORD_QUERY),
  recordSchema: GetCountryResponse.shape.data,
  summary: (country) => [['Name', country.name], ['ISO code', country.code], ...audit(country)],
  form: {
    idPrefix: 'country',
    fields: {
      name: NAME,
      code: { label: 'ISO code', format: 'ISO code must be two letters, such as IN' },
    },
    createSchema: CreateCountryBody,
    updateSchema: UpdateCountryBody.omit({ version: true }),
    empty: () => ({ name: '', code: '' }),
    fromRecord: ({ name, code }) => ({ name, code }),
    toPayload: ({ name, code }) => ({ name: trimmed(name), code: code.trim().toUpperCase() }),
    Fields: CountryFields,
  },
  useWrites: generatedWrites({
    useCreate: useCreateCountry,
    useUpdate: useUpdateCountry,
    useSetStatus: useSetCountryStatus,
  }),
  invalidate: (client, country) =>
    refresh(
      client,
      getGetCountryQueryKey(country.id),
      [getFilterCountriesQueryKey()],
      [getGetStateQueryKey, getGetDistrictQueryKey, getGetLocationQueryKey],
    ),
};

export const stateRecord: RecordDefinition<State, StateValues, StateWriteRequest> = {
  ...common,
  singular: LEVELS.state.singular,
  listPath: listPathOf('state'),
  viewPath: (id) => viewPathOf('state', id),
  useRecord: (id) => useGetState<State, unknown>(id, RECORD_QUERY),
  recordSchema: GetStateResponse.shape.data,
  summary: (state) => [
    ['Name', state.name],
    ['Country', placeLink('country', state.country)],
    ...audit(state),
  ],
  form: {
    idPrefix: 'state',
    fields: { name: NAME, country_id: { label: 'Country' } },
    createSchema: CreateStateBody,
    updateSchema: UpdateStateBody.omit({ version: true }),
    empty: (presets) => ({ name: '', country_id: preset(presets, 'country_id') }),
    fromRecord: (state) => ({ name: state.name, country_id: option(state.country) }),
    toPayload: ({ name, country_id }) => ({ name: trimmed(name), country_id: country_id?.id }),
    Fields: StateFields,
  },
  useWrites: generatedWrites({
    useCreate: useCreateState,
    useUpdate: useUpdateState,
    useSetStatus: useSetStateStatus,
  }),
  invalidate: (client, state) =>
    refresh(
      client,
      getGetStateQueryKey(state.id),
      [getFilterStatesQueryKey()],
      [getGetDistrictQueryKey, getGetLocationQueryKey],
    ),
};

export const districtRecord: RecordDefinition<District, DistrictValues, DistrictWriteRequest> = {
  ...common,
  singular: LEVELS.district.singular,
  listPath: listPathOf('district'),
  viewPath: (id) => viewPathOf('district', id),
  useRecord: (id) => useGetDistrict<District, unknown>(id, RECORD_QUERY),
  recordSchema: GetDistrictResponse.shape.data,
  summary: (district) => [
    ['Name', district.name],
    ['State', placeLink('state', district.state)],
    ['Country', placeLink('country', district.country)],
    ...audit(district),
  ],
  form: {
    idPrefix: 'district',
    fields: { name: NAME, country: { label: 'Country' }, state_id: { label: 'State' } },
    createSchema: CreateDistrictBody,
    updateSchema: UpdateDistrictBody.omit({ version: true }),
    empty: (presets) => ({ name: '', country: null, state_id: preset(presets, 'state_id') }),
    fromRecord: (district) => ({
      name: district.name,
      country: option(district.country),
      state_id: option(district.state),
    }),
    toPayload: ({ name, state_id }) => ({ name: trimmed(name), state_id: state_id?.id }),
    Fields: DistrictFields,
  },
  useWrites: generatedWrites({
    useCreate: useCreateDistrict,
    useUpdate: useUpdateDistrict,
    useSetStatus: useSetDistrictStatus,
  }),
  invalidate: (client, district) =>
    refresh(
      client,
      getGetDistrictQueryKey(district.id),
      [getFilterDistrictsQueryKey()],
      [getGetLocationQueryKey],
    ),
};

export const locationRecord: RecordDefinition<Location, LocationValues, LocationWriteRequest> = {
  ...common,
  singular: LEVELS.location.singular,
  listPath: listPathOf('location'),
  viewPath: (id) => viewPathOf('location', id),
  useRecord: (id) => useGetLocation<Location, unknown>(id, RECORD_QUERY),
  recordSchema: GetLocationResponse.shape.data,
  summary: (location) => [
    ['Name', location.name],
    ['District', placeLink('district', location.district)],
    ['State', placeLink('state', location.state)],
    ['Country', placeLink('country', location.country)],
    ...audit(location),
  ],
  form: {
    idPrefix: 'location',
    fields: {
      name: NAME,
      country: { label: 'Country' },
      state: { label: 'State' },
      district_id: { label: 'District' },
    },
    createSchema: CreateLocationBody,
    updateSchema: UpdateLocationBody.omit({ version: true }),
    empty: (presets) => ({
      name: '',
      country: null,
      state: null,
      district_id: preset(presets, 'district_id'),
    }),
    fromRecord: (location) => ({
      name: location.name,
      country: option(location.country),
      state: option(location.state),
      district_id: option(location.district),
    }),
    toPayload: ({ name, district_id }) => ({ name: trimmed(name), district_id: district_id?.id }),
    Fields: LocationFields,
  },
  useWrites: generatedWrites({
    useCreate: useCreateLocation,
    useUpdate: useUpdateLocation,
    useSetStatus: useSetLocationStatus,
  }),
  // A location's name shows in the camps list too.
  invalidate: (client, location) =>
    refresh(
      client,
      getGetLocationQueryKey(location.id),
      [getFilterLocationsQueryKey(), getFilterCampsQueryKey()],
      [],
    ),
};
