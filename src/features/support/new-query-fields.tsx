import { useMemo } from 'react';
import type { Path } from 'react-hook-form';

import { customerName, useActiveCustomers } from '@/components/customers';
import { describedBy, Field } from '@/components/field';
import type { EntityForm } from '@/components/form/use-entity-form';
import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useFilterKiosks } from '@/generated/api/kiosks/kiosks';

import type { NewQueryPayload, NewQueryValues } from './new-query-form';

export type NewQueryForm = EntityForm<NewQueryValues, NewQueryPayload>;

export interface Choice {
  value: string;
  label: string;
}

/** A native select bound to the form: its label, its message below it. */
export const FormSelect = ({
  form,
  name,
  label,
  placeholder,
  choices,
  onPicked,
}: {
  form: NewQueryForm;
  name: Path<NewQueryValues>;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  onPicked?: () => void;
}) => {
  const id = form.idOf(name);
  const error = form.errorOf(name);
  const registered = form.form.register(name, onPicked ? { onChange: onPicked } : undefined);
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        className="ui-input"
        {...registered}
        // Controlled: a value from the address stays picked once its options arrive.
        value={form.form.watch(name)}
        {...describedBy(id, error)}
      >
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

/**
 * The clinics to raise a query for: a customer's own (the server's scope); an administrator's any,
 * or those of the customer picked. The customers for an administrator's narrowing choice.
 */
export const useClinicChoices = (isAdministrator: boolean, customer: number | null) => {
  const customers = useActiveCustomers(isAdministrator);
  const clinics = useFilterClinics(
    {
      assigned_user_id: customer,
      country_id: null,
      state_id: null,
      district_id: null,
      location_id: null,
      searchValue: null,
      page: 1,
      limit: 2000,
    },
    { query: WHOLE_LIST_QUERY },
  );
  const clinicChoices = useMemo(
    () => (clinics.data?.records ?? []).map((row): Choice => ({ value: String(row.id), label: row.name })),
    [clinics.data],
  );
  return {
    customers: (customers.data ?? []).map((row) => ({ id: row.id, name: customerName(row) })),
    clinics: clinicChoices,
    loading: clinics.isPending,
    failed: clinics.isError,
    retry: clinics.refetch,
  };
};

/**
 * The kiosks at the clinic picked (none before one is): 'KS-2025-00031 (HK-500 Health Kiosk)'. A
 * failure is only logged: the kiosk is optional, and its control says the list did not load.
 */
export const useKioskChoices = (clinic: string) => {
  const kiosks = useFilterKiosks(
    {
      page: 1,
      limit: 500,
      searchValue: null,
      status: null,
      customer_id: null,
      clinic_id: clinic === '' ? null : Number(clinic),
      manufacturer_id: null,
      app_out_of_date: null,
      silent_minutes: null,
    },
    { query: { ...WHOLE_LIST_QUERY, enabled: clinic !== '' } },
  );
  const choices = useMemo(
    () =>
      (kiosks.data?.records ?? [])
        .filter((row) => row.status !== 'retired')
        .map((row): Choice => ({ value: String(row.id), label: `${row.serial_number} (${row.model.name})` })),
    [kiosks.data],
  );
  return { choices, failed: kiosks.isError };
};
