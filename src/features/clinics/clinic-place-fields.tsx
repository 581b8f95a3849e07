import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';

import { describedBy, Field } from '@/components/field';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { PickerOption } from '@/components/option-picker';
import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import {
  getFilterCountriesQueryOptions,
  getFilterDistrictsQueryOptions,
  getFilterLocationsQueryOptions,
  getFilterStatesQueryOptions,
} from '@/generated/api/locations/locations';

import type { ClinicPayload, ClinicValues } from './clinic-values';

type ClinicForm = EntityForm<ClinicValues, ClinicPayload>;
type Level = 'country' | 'state' | 'district' | 'location_id';

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

const PlaceSelect = ({
  form,
  level,
  label,
  parentId,
  onPicked,
}: {
  form: ClinicForm;
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
        name={level}
        render={({ field }) => (
          <select
            id={id}
            className="ui-input"
            value={field.value?.id ?? ''}
            disabled={waiting}
            onChange={(event) => {
              const picked = Number(event.target.value);
              field.onChange(options.find((option) => option.id === picked) ?? null);
              onPicked();
            }}
            {...describedBy(id, error)}
          >
            <option value="">
              {waiting ? 'Choose the level above first' : `Select a ${label.toLowerCase()}`}
            </option>
            {field.value && !options.some((option) => option.id === field.value?.id) ? (
              <option value={field.value.id}>{field.value.name}</option>
            ) : null}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      />
    </Field>
  );
};

/**
 * The clinic's place, level by level as the geography forms pick a parent (docs/master-data.md):
 * each select lists the active children of the choice above, and a new choice clears those below.
 */
export const ClinicPlaceFields = ({ form }: { form: ClinicForm }) => {
  const chosen = form.form.watch(['country', 'state', 'district']);
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
              form.form.setValue(below.name, null, { shouldDirty: true });
            }
          }}
        />
      ))}
    </>
  );
};
