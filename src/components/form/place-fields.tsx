import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';

import {
  getFilterCountriesQueryOptions,
  getFilterDistrictsQueryOptions,
  getFilterLocationsQueryOptions,
  getFilterStatesQueryOptions,
} from '@/generated/api/locations/locations';

import { describedBy, Field } from '../field';
import type { PickerOption } from '../option-picker';
import { WHOLE_LIST_QUERY } from '../resource/list-rows';
import type { EntityForm } from './use-entity-form';

type Level = 'country' | 'state' | 'district' | 'location_id';

/** A form with a place: `country`, `state` and `district` only narrow the pickers; the body holds `location_id`. */
export type PlaceValues = FieldValues & Record<Level, PickerOption | null>;
type PlaceForm<Values extends PlaceValues> = EntityForm<Values, unknown>;

const LEVELS: readonly { name: Level; label: string }[] = [
  { name: 'country', label: 'Country' },
  { name: 'state', label: 'State' },
  { name: 'district', label: 'District' },
  { name: 'location_id', label: 'Location' },
];

/** The active places of one level under its parent (the known calls, every customer's places). */
const usePlaces = (level: Level, parentId: number | null) => {
  const scope = { status: true, assigned_user_id: null };
  const options = { query: WHOLE_LIST_QUERY };
  const parent = parentId ?? 0;
  const query = {
    country: () => getFilterCountriesQueryOptions(scope, options),
    state: () => getFilterStatesQueryOptions({ ...scope, country_id: parent }, options),
    district: () => getFilterDistrictsQueryOptions({ ...scope, state_id: parent }, options),
    location_id: () => getFilterLocationsQueryOptions({ ...scope, district_id: parent }, options),
  }[level]();
  return useQuery({ ...query, enabled: level === 'country' || parentId !== null }) as {
    data?: readonly PickerOption[] | undefined;
    isError: boolean;
  };
};

const PlaceSelect = <Values extends PlaceValues>({
  form,
  level,
  label,
  parentId,
  onPicked,
}: {
  form: PlaceForm<Values>;
  level: Level;
  label: string;
  parentId: number | null;
  onPicked: () => void;
}) => {
  const id = form.idOf(level);
  const error = form.errorOf(level);
  const places = usePlaces(level, parentId);
  const options = places.data ?? [];
  const waiting = level !== 'country' && parentId === null;
  return (
    <Field
      id={id}
      label={label}
      error={error ?? (places.isError ? `The ${label.toLowerCase()} list did not load.` : undefined)}
    >
      <Controller
        control={form.form.control}
        name={level as Path<Values>}
        render={({ field: { value: raw, onChange } }) => {
          const value = raw as PickerOption | null;
          return (
            <select
              id={id}
              className="ui-input"
              value={value?.id ?? ''}
              disabled={waiting}
              onChange={(event) => {
                const picked = Number(event.target.value);
                onChange(options.find((option) => option.id === picked) ?? null);
                onPicked();
              }}
              {...describedBy(id, error)}
            >
              <option value="">
                {waiting ? 'Choose the level above first' : `Select a ${label.toLowerCase()}`}
              </option>
              {value && !options.some((option) => option.id === value.id) ? (
                <option value={value.id}>{value.name}</option>
              ) : null}
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          );
        }}
      />
    </Field>
  );
};

/**
 * A record's place (a clinic's, a customer's), level by level as the geography forms pick a parent
 * (docs/master-data.md): each select lists the active children of the choice above, and a new
 * choice clears those below.
 */
export const PlaceFields = <Values extends PlaceValues, Payload>({
  form: entity,
}: {
  form: EntityForm<Values, Payload>;
}) => {
  const form = entity as unknown as PlaceForm<Values>;
  const chosen = form.form.watch([
    'country',
    'state',
    'district',
  ] as Path<Values>[]) as (PickerOption | null)[];
  return (
    <>
      {LEVELS.map((level, index) => (
        <PlaceSelect
          key={level.name}
          form={form}
          level={level.name}
          label={level.label}
          parentId={index === 0 ? null : (chosen[index - 1]?.id ?? null)}
          onPicked={() => {
            for (const below of LEVELS.slice(index + 1)) {
              form.form.setValue(below.name as Path<Values>, null as PathValue<Values, Path<Values>>, {
                shouldDirty: true,
              });
            }
          }}
        />
      ))}
    </>
  );
};
