import { useWatch } from 'react-hook-form';

import { customerName, useActiveCustomers } from '@/components/customers';
import type { EntityForm } from '@/components/form/use-entity-form';
import { useFilterApkVersions } from '@/generated/api/apk/apk';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useListNotificationAudience } from '@/generated/api/notifications/notifications';
import { useListKioskModels } from '@/generated/api/orders/orders';
import { useFilterUserRoles } from '@/generated/api/roles/roles';

import {
  audienceChosen,
  audienceOf,
  type NotificationPayload,
  type NotificationValues,
} from './notification-form';

export type NotificationForm = EntityForm<NotificationValues, NotificationPayload>;

/** The option lists and the live count: a failure is said in place, never a toast. */
const LOG_ONLY = { staleTime: 60_000, meta: { errorMode: 'log' } } as const;

const SCOPES: [NotificationValues['scope'], string][] = [
  ['all', 'All kiosks'],
  ['customer', 'By customer'],
  ['clinic', 'By clinic'],
  ['model', 'By kiosk model'],
  ['app_version', 'By app version'],
];

const USER_TYPES: [string, string][] = [
  ['Administrator', 'Administrators'],
  ['Customer', 'Customers'],
  ['Doctor', 'Doctors'],
];

interface Option {
  value: string;
  label: string;
}

const useChoices = (values: NotificationValues) => {
  const kiosks = values.kind === 'kiosks';
  const customers = useActiveCustomers(kiosks && values.scope === 'customer');
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
    { query: { ...LOG_ONLY, enabled: kiosks && values.scope === 'clinic' } },
  );
  const models = useListKioskModels({ query: { ...LOG_ONLY, enabled: kiosks && values.scope === 'model' } });
  const versions = useFilterApkVersions(
    { page: 1, limit: 100, status: true },
    { query: { ...LOG_ONLY, enabled: kiosks && values.scope === 'app_version' } },
  );
  const roles = useFilterUserRoles(
    { page: 1, limit: 100, status: true },
    { query: { ...LOG_ONLY, enabled: !kiosks } },
  );
  const lists = {
    customer: customers,
    clinic: clinics,
    model: models,
    app_version: versions,
    roles,
  };
  const failed = Object.entries(lists)
    .filter(([, query]) => query.isError)
    .map(([name, query]) => ({ name, retry: query.refetch }));
  return {
    customers: (customers.data ?? []).map((row): Option => ({
      value: String(row.id),
      label: customerName(row),
    })),
    clinics: (clinics.data?.records ?? []).map((row): Option => ({ value: String(row.id), label: row.name })),
    models: (models.data ?? []).map((row): Option => ({
      value: row.name,
      label: `${row.manufacturer.name} ${row.name}`,
    })),
    versions: (versions.data?.records ?? []).map((row): Option => ({
      value: String(row.version_code),
      label: `${row.version_name} (${row.version_code})`,
    })),
    roles: (roles.data?.records ?? []).map((row): Option => ({ value: String(row.id), label: row.name })),
    failed,
  };
};

const LIST_WORDS: Record<string, string> = {
  customer: 'customers',
  clinic: 'clinics',
  model: 'kiosk models',
  app_version: 'app versions',
  roles: 'roles',
};

const Checks = ({
  form,
  name,
  legend,
  options,
}: {
  form: NotificationForm;
  name: 'models' | 'versions' | 'user_types' | 'role_ids';
  legend: string;
  options: readonly Option[];
}) => (
  <fieldset className="notification-checks">
    <legend>{legend}</legend>
    {options.length === 0 ? <p className="ui-muted">Loading...</p> : null}
    {options.map((option) => (
      <label key={option.value} className="notification-check">
        <input type="checkbox" value={option.value} {...form.form.register(name)} /> {option.label}
      </label>
    ))}
  </fieldset>
);

const Pick = ({
  form,
  name,
  label,
  options,
  placeholder,
}: {
  form: NotificationForm;
  name: 'customer_id' | 'clinic_id';
  label: string;
  options: readonly Option[];
  placeholder: string;
}) => {
  const id = form.idOf(name);
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="ui-input" {...form.form.register(name)}>
        <option value="">{options.length === 0 ? 'Loading...' : placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/** The live count of listNotificationAudience: asked once the audience names anyone. */
const AudienceCount = ({ values }: { values: NotificationValues }) => {
  const audience = audienceOf(values);
  const chosen = audienceChosen(audience);
  const count = useListNotificationAudience({ audience }, { query: { ...LOG_ONLY, enabled: chosen } });
  let text: string;
  if (!chosen) text = 'Choose who receives it.';
  else if (count.isError) text = 'The audience could not be counted. It is counted again when you send.';
  else if (!count.data) text = 'Counting...';
  else {
    const noun = values.kind === 'kiosks' ? 'kiosk' : 'dashboard user';
    text = `Reaches ${count.data.count.toLocaleString('en')} ${noun}${count.data.count === 1 ? '' : 's'}: ${count.data.text}.`;
  }
  return (
    <p className="notification-count" role="status" aria-live="polite">
      {text}
    </p>
  );
};

/**
 * The audience builder (docs/notifications.md, "Audience"): kiosks (all, or by customer, clinic,
 * model or app version) or dashboard users (by user type or role), with the live resolved count.
 */
export const AudienceFields = ({ form }: { form: NotificationForm }) => {
  const values = useWatch({ control: form.form.control }) as NotificationValues;
  const choices = useChoices(values);
  const error = form.errorOf('audience');
  const id = form.idOf('audience');
  return (
    <fieldset id={id} className="notification-audience" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Audience</legend>
      <div className="notification-kinds" role="radiogroup" aria-label="Send to">
        <label>
          <input type="radio" value="kiosks" {...form.form.register('kind')} /> Kiosks
        </label>
        <label>
          <input type="radio" value="users" {...form.form.register('kind')} /> Dashboard users
        </label>
      </div>
      {values.kind === 'kiosks' ? (
        <>
          <div className="ui-field">
            <label htmlFor={form.idOf('scope')}>Which kiosks</label>
            <select id={form.idOf('scope')} className="ui-input" {...form.form.register('scope')}>
              {SCOPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {values.scope === 'customer' ? (
            <Pick
              form={form}
              name="customer_id"
              label="Customer"
              options={choices.customers}
              placeholder="Choose a customer"
            />
          ) : null}
          {values.scope === 'clinic' ? (
            <Pick
              form={form}
              name="clinic_id"
              label="Clinic"
              options={choices.clinics}
              placeholder="Choose a clinic"
            />
          ) : null}
          {values.scope === 'model' ? (
            <Checks form={form} name="models" legend="Kiosk models" options={choices.models} />
          ) : null}
          {values.scope === 'app_version' ? (
            <Checks form={form} name="versions" legend="App versions" options={choices.versions} />
          ) : null}
        </>
      ) : (
        <>
          <Checks
            form={form}
            name="user_types"
            legend="User types"
            options={USER_TYPES.map(([value, label]) => ({ value, label }))}
          />
          <Checks form={form} name="role_ids" legend="Roles" options={choices.roles} />
        </>
      )}
      {choices.failed.map((list) => (
        <p key={list.name} role="alert" className="ui-message">
          The {LIST_WORDS[list.name] ?? list.name} could not be loaded.{' '}
          <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={() => void list.retry()}>
            Try again
          </button>
        </p>
      ))}
      <AudienceCount values={values} />
      {error ? (
        <small id={`${id}-error`} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
};
