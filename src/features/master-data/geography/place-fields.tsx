import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useSearch } from 'wouter';

import { describedBy, Field } from '@/components/field';
import { FixedValue, TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { PickerOption } from '@/components/option-picker';

import { type Level, LEVELS } from '../model/levels';
import { usePlaceTrail } from './known-places';
import { PlacesStatus } from './place-picker';
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
  const { singular } = LEVELS[level];
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
      {places.isError ? <PlacesStatus id={`${id}-status`} level={level} places={places} /> : null}
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

/** One step of a place's ancestry in a form: the level offered, and the form field that holds it. */
interface ChainLink {
  level: Level;
  name: string;
}

/**
 * The parent of a place, picked level by level (country, then state, then district): each select
 * lists the children of the choice above it, and a new choice clears the ones below (requirements
 * 4). The last link is the body's parent field. Fixed instead when the create page's address names
 * the parent (`fixedKey`): a place added from a parent's list.
 */
const ParentChain = <Values extends FieldValues, Payload>({
  form,
  chain,
  fixedKey,
  editing,
}: {
  form: EntityForm<Values, Payload>;
  chain: readonly ChainLink[];
  fixedKey: string;
  editing: boolean;
}) => {
  const fixed = useFixedParent(fixedKey, editing);
  const chosen = form.form.watch(chain.map(({ name }) => name as Path<Values>)) as (PickerOption | null)[];
  const last = chain[chain.length - 1];
  if (fixed !== null && last) return <FixedParent level={last.level} id={fixed} />;
  return (
    <>
      {chain.map((link, index) => (
        <ParentSelect
          key={link.name}
          form={form}
          name={link.name as Path<Values>}
          level={link.level}
          parentId={index === 0 ? null : (chosen[index - 1]?.id ?? null)}
          onPicked={() => {
            for (const below of chain.slice(index + 1)) {
              form.form.setValue(below.name as Path<Values>, null as never, { shouldDirty: true });
            }
          }}
        />
      ))}
    </>
  );
};

export const StateFields = ({ form, record }: FieldsProps<StateValues, unknown>) => (
  <>
    <NameControl form={form} />
    <ParentChain
      form={form}
      chain={[{ level: 'country', name: 'country_id' }]}
      fixedKey="country_id"
      editing={record !== undefined}
    />
  </>
);

export const DistrictFields = ({ form, record }: FieldsProps<DistrictValues, unknown>) => (
  <>
    <NameControl form={form} />
    <ParentChain
      form={form}
      chain={[
        { level: 'country', name: 'country' },
        { level: 'state', name: 'state_id' },
      ]}
      fixedKey="state_id"
      editing={record !== undefined}
    />
  </>
);

export const LocationFields = ({ form, record }: FieldsProps<LocationValues, unknown>) => (
  <>
    <NameControl form={form} />
    <ParentChain
      form={form}
      chain={[
        { level: 'country', name: 'country' },
        { level: 'state', name: 'state' },
        { level: 'district', name: 'district_id' },
      ]}
      fixedKey="district_id"
      editing={record !== undefined}
    />
  </>
);
