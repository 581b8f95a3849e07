import type { Path } from 'react-hook-form';

import { describedBy, Field } from '@/components/field';
import type { EntityForm } from '@/components/form/use-entity-form';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useFilterConsumables } from '@/generated/api/consumables/consumables';
import { useListKioskModels } from '@/generated/api/orders/orders';
import type { Consumable, KioskModel } from '@/generated/model';

import type { OrderPayload, OrderValues } from './order-form';
import { modelValue } from './order-form';

export type OrderForm = EntityForm<OrderValues, OrderPayload>;

/** The option lists: a failure is only logged (docs/requirements.md section 8, filter lists). */
const LOG_ONLY = { staleTime: 60_000, meta: { errorMode: 'log' } } as const;

export interface Choice {
  value: string;
  label: string;
}

/** The customer's clinics (the server's scope), the kiosk models, the active consumables. */
export const useOrderChoices = (kind: 'kiosk' | 'consumable') => {
  const clinics = useFilterClinics(
    {
      assigned_user_id: null,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      searchValue: null,
      page: 1,
      limit: 2000,
    },
    { query: LOG_ONLY },
  );
  const models = useListKioskModels({ query: { ...LOG_ONLY, enabled: kind === 'kiosk' } });
  const consumables = useFilterConsumables(
    { page: 1, limit: 500, status: true, searchValue: null, consumable_device_id: null },
    { query: { ...LOG_ONLY, enabled: kind === 'consumable' } },
  );
  return {
    clinics: (clinics.data?.records ?? []).map((clinic): Choice => ({
      value: String(clinic.id),
      label: clinic.name,
    })),
    models: (models.data ?? []).map((model: KioskModel): Choice => ({
      value: modelValue(model.manufacturer.id, model.name),
      label: `${model.manufacturer.name} ${model.name}`,
    })),
    consumables: (consumables.data?.records ?? []) as readonly Consumable[],
    loading: clinics.isPending || (kind === 'kiosk' ? models.isPending : consumables.isPending),
    failed: [
      clinics.isError ? { what: 'clinics', retry: clinics.refetch } : null,
      kind === 'kiosk' && models.isError ? { what: 'kiosk models', retry: models.refetch } : null,
      kind === 'consumable' && consumables.isError
        ? { what: 'consumables', retry: consumables.refetch }
        : null,
    ].filter((list) => list !== null),
  };
};

/** A list the form needs that did not load: said in place, with Try again (only logged). */
export const ChoicesFailed = ({ lists }: { lists: ReturnType<typeof useOrderChoices>['failed'] }) =>
  lists.length === 0 ? null : (
    <div role="alert" className="ui-message">
      {lists.map((list) => (
        <p key={list.what}>
          The {list.what} could not be loaded.{' '}
          <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={() => void list.retry()}>
            Try again
          </button>
        </p>
      ))}
    </div>
  );

/** A native select bound to the order form: its label, its message below it. */
export const OrderSelect = ({
  form,
  name,
  label,
  placeholder,
  choices,
}: {
  form: OrderForm;
  name: Path<OrderValues>;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
}) => {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} className="ui-input" {...form.form.register(name)} {...describedBy(id, error)}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
};
