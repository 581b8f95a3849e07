import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useSearch } from 'wouter';

import { describedBy, Field } from '@/components/field';
import { FixedValue, TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { PickerOption } from '@/components/option-picker';

import { type Level, LEVELS } from '../model/levels';
import { usePlaceTrail } from './known-places';
import { nameOf } from './place-trail';
import { usePlaces } from './use-places';

export interface CountryValues {
  name: string;
  code: string;
}
export interface StateValues {
  name: string;
  country_id: PickerOption | null;
}
/** `country` only narrows the state picker; the body holds `state_id`. */
export interface DistrictValues {
  name: string;
  country: PickerOption | null;
  state_id: PickerOption | null;
}
export interface LocationValues {
  name: string;
  country: PickerOption | null;
  state: PickerOption | null;
  district_id: PickerOption | null;
}

interface ParentSelectProps<Values extends FieldValues, Payload> {
  form: EntityForm<Values, Payload>;
  name: Path<Values>;
  level: Level;
  /** The parent whose children are offered (null for countries; a child list waits for its parent). */
  parentId: number | null;
  /** A new choice clears the levels below it (requirements 4's cascade). */
  onPicked?: () => void;
}

/**
 * A native select of one level's active places (short lists that never page: docs/ui-kit.md),
 * bound to the form. A current choice the list lacks (an inactive parent the place still sits under)
 * stays shown by its name.
 */
const ParentSelect = <Values extends FieldValues, Payload>(props: ParentSelectProps<Values, Payload>) => {
  const { form, name, level, parentId, onPicked } = props;
  const id = form.idOf(name);
  const error = form.errorOf(name);
  const { singular, plural } = LEVELS[level];
  const places = usePlaces(level, parentId, true);
  const options = places.data ?? [];
  const waiting = level !== 'country' && parentId === null;
  return (
    <Field id={id} label={singular} error={error}>
      <Controller
        control={form.form.control}
        name={name}
        render={({ field }) => {
          const value = field.value as PickerOption | null;
          return (
            <select
              id={id}
              className="ui-input"
              value={value?.id ?? ''}
              disabled={waiting}
              onChange={(event) => {
                const picked = Number(event.target.value);
                field.onChange(options.find((option) => option.id === picked) ?? null);
                onPicked?.();
              }}
              {...describedBy(id, error)}
            >
              <option value="">
                {waiting ? `Choose the level above first` : `Select a ${singular.toLowerCase()}`}
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
      {places.isError ? (
        <small className="ui-total" role="status">
          The {plural.toLowerCase()} could not be loaded.{' '}
          <button
            type="button"
            className="ui-btn ui-btn-outline ui-btn-sm"
            onClick={() => void places.refetch()}
          >
            Try again
          </button>
        </small>
      ) : null}
    </Field>
  );
};

/** A parent fixed by the address the create page was opened from ('Add State' on India's states). */
const FixedParent = ({ level, id }: { level: Level; id: number }) => {
  const trail = usePlaceTrail(level, id);
  return <FixedValue label={LEVELS[level].singular} value={trail.map(nameOf).reverse().join(', ')} />;
};

/** The parent the create page's address fixes, if any ('?country_id=1'). */
const useFixedParent = (key: string, editing: boolean): number | null => {
  const raw = new URLSearchParams(useSearch()).get(key);
  return !editing && raw !== null && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
};

interface FieldsProps<Values extends FieldValues, Payload> {
  form: EntityForm<Values, Payload>;
  record?: unknown;
}

const NameControl = <Values extends FieldValues, Payload>({
  form,
}: {
  form: EntityForm<Values, Payload>;
}) => <TextControl form={form} name={'name' as Path<Values>} label="Name" maxLength={100} />;

export const CountryFields = ({ form }: FieldsProps<CountryValues, unknown>) => (
  <>
    <NameControl form={form} />
    <TextControl
      form={form}
      name="code"
      label="ISO code"
      maxLength={2}
      // Shown as capitals as it is typed; sent as capitals (toPayload).
      className="ui-input ui-input-code"
    />
  </>
);

export const StateFields = ({ form, record }: FieldsProps<StateValues, unknown>) => {
  const fixed = useFixedParent('country_id', record !== undefined);
  return (
    <>
      <NameControl form={form} />
      {fixed === null ? (
        <ParentSelect form={form} name="country_id" level="country" parentId={null} />
      ) : (
        <FixedParent level="country" id={fixed} />
      )}
    </>
  );
};

export const DistrictFields = ({ form, record }: FieldsProps<DistrictValues, unknown>) => {
  const fixed = useFixedParent('state_id', record !== undefined);
  const country = form.form.watch('country');
  return (
    <>
      <NameControl form={form} />
      {fixed === null ? (
        <>
          <ParentSelect
            form={form}
            name="country"
            level="country"
            parentId={null}
            onPicked={() => form.form.setValue('state_id', null, { shouldDirty: true })}
          />
          <ParentSelect form={form} name="state_id" level="state" parentId={country?.id ?? null} />
        </>
      ) : (
        <FixedParent level="state" id={fixed} />
      )}
    </>
  );
};

export const LocationFields = ({ form, record }: FieldsProps<LocationValues, unknown>) => {
  const fixed = useFixedParent('district_id', record !== undefined);
  const [country, state] = form.form.watch(['country', 'state']);
  const clear = (...names: ('state' | 'district_id')[]) => {
    for (const name of names) form.form.setValue(name, null, { shouldDirty: true });
  };
  return (
    <>
      <NameControl form={form} />
      {fixed === null ? (
        <>
          <ParentSelect
            form={form}
            name="country"
            level="country"
            parentId={null}
            onPicked={() => clear('state', 'district_id')}
          />
          <ParentSelect
            form={form}
            name="state"
            level="state"
            parentId={country?.id ?? null}
            onPicked={() => clear('district_id')}
          />
          <ParentSelect form={form} name="district_id" level="district" parentId={state?.id ?? null} />
        </>
      ) : (
        <FixedParent level="district" id={fixed} />
      )}
    </>
  );
};
