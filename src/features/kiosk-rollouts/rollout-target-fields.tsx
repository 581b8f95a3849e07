import { useState } from 'react';
import { Controller } from 'react-hook-form';

import { describedBy, Field } from '@/components/field';
import { CustomerPicker } from '@/components/form/customer-picker';
import { PickerField } from '@/components/form/picker-field';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { PickerOption } from '@/components/option-picker';
import { SearchBox } from '@/components/search-box';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import { useFilterKioskConfigs } from '@/generated/api/kiosk-configs/kiosk-configs';
import { useFilterKiosks } from '@/generated/api/kiosks/kiosks';
import type { KioskRolloutTargetKind } from '@/generated/model';

import type { RolloutPayload, RolloutValues } from './rollout-form';

type RolloutForm = EntityForm<RolloutValues, RolloutPayload>;

const KINDS: ReadonlyArray<readonly [KioskRolloutTargetKind, string]> = [
  ['clinic', 'A clinic'],
  ['customer', "A customer's clinics"],
  ['kiosks', 'Kiosks picked by serial number'],
];

/** The active configurations of `master/kisokconfigration`. */
export const ConfigSelect = ({ form }: { form: RolloutForm }) => {
  const configs = useFilterKioskConfigs({ page: 1, limit: 100, status: true });
  const id = form.idOf('config_id');
  const error = form.errorOf('config_id');
  return (
    <Field id={id} label="Configuration" error={error}>
      <select id={id} className="ui-input" {...form.form.register('config_id')} {...describedBy(id, error)}>
        <option value="">{configs.isPending ? 'Loading...' : 'Choose a configuration'}</option>
        {(configs.data?.records ?? []).map((config) => (
          <option key={config.id} value={String(config.id)}>
            {config.name}
          </option>
        ))}
      </select>
    </Field>
  );
};

const KindChoice = ({ form }: { form: RolloutForm }) => {
  const id = form.idOf('target_kind');
  const error = form.errorOf('target_kind');
  return (
    <fieldset id={id} className="ui-field" {...describedBy(id, error)}>
      <legend>Send to</legend>
      {KINDS.map(([kind, label]) => (
        <label key={kind} className="ui-check">
          <input type="radio" value={kind} {...form.form.register('target_kind')} /> {label}
        </label>
      ))}
      {error ? (
        <small id={`${id}-error`} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
};

const ClinicPicker = ({ form }: { form: RolloutForm }) => {
  const [search, setSearch] = useState('');
  const clinics = useFilterClinics({ searchValue: search || null, page: 1, limit: 10 });
  const options = (clinics.data?.records ?? []).map((clinic) => ({ id: clinic.id, name: clinic.name }));
  return (
    <>
      <SearchBox id="rollout-clinic-search" label="Search clinics" value={search} onSearch={setSearch} />
      <PickerField
        form={form}
        name="clinic_id"
        label="Clinic"
        options={options}
        loading={clinics.isFetching}
        error={clinics.isError}
        placeholder="Choose a clinic"
        emptyText="No clinics found"
      />
    </>
  );
};

/** Kiosks found by serial number, ticked into the list the rollout is sent to. */
const KioskPicker = ({ form }: { form: RolloutForm }) => {
  const [search, setSearch] = useState('');
  const kiosks = useFilterKiosks({ searchValue: search || null, page: 1, limit: 10 });
  const id = form.idOf('kiosk_ids');
  const error = form.errorOf('kiosk_ids');
  return (
    <Controller
      control={form.form.control}
      name="kiosk_ids"
      render={({ field: { value, onChange } }) => {
        const picked = new Set(value.map((kiosk) => kiosk.id));
        const toggle = (kiosk: PickerOption) =>
          onChange(picked.has(kiosk.id) ? value.filter((row) => row.id !== kiosk.id) : [...value, kiosk]);
        return (
          <div className="ui-field">
            <SearchBox
              id="rollout-kiosk-search"
              label="Search kiosks by serial number"
              value={search}
              onSearch={setSearch}
            />
            <fieldset id={id} {...describedBy(id, error)}>
              <legend>Kiosks ({value.length} picked)</legend>
              {kiosks.isPending ? <p className="ui-muted">Loading...</p> : null}
              {(kiosks.data?.records ?? [])
                .filter((kiosk) => kiosk.status !== 'retired')
                .map((kiosk) => (
                  <label key={kiosk.id} className="ui-check">
                    <input
                      type="checkbox"
                      checked={picked.has(kiosk.id)}
                      onChange={() => toggle({ id: kiosk.id, name: kiosk.serial_number })}
                    />{' '}
                    {kiosk.serial_number}
                    {kiosk.clinic ? ` (${kiosk.clinic.name})` : ''}
                  </label>
                ))}
              {value
                .filter((kiosk) => !(kiosks.data?.records ?? []).some((row) => row.id === kiosk.id))
                .map((kiosk) => (
                  <label key={kiosk.id} className="ui-check">
                    <input type="checkbox" checked onChange={() => toggle(kiosk)} /> {kiosk.name}
                  </label>
                ))}
            </fieldset>
            {error ? (
              <small id={`${id}-error`} className="ui-field-error">
                {error}
              </small>
            ) : null}
          </div>
        );
      }}
    />
  );
};

/** The target: its kind, then the picker of that kind. */
export const TargetFields = ({ form }: { form: RolloutForm }) => {
  const kind = form.form.watch('target_kind');
  return (
    <>
      <KindChoice form={form} />
      {kind === 'customer' ? <CustomerPicker form={form} /> : null}
      {kind === 'clinic' ? <ClinicPicker form={form} /> : null}
      {kind === 'kiosks' ? <KioskPicker form={form} /> : null}
    </>
  );
};

/** Staged: send to this share first, the rest on Continue. */
export const StagedFields = ({ form }: { form: RolloutForm }) => {
  const staged = form.form.watch('staged');
  const id = form.idOf('staged_percent');
  const error = form.errorOf('staged_percent');
  return (
    <>
      <label className="ui-check">
        <input type="checkbox" {...form.form.register('staged')} /> Staged: send to a share of the kiosks
        first
      </label>
      {staged ? (
        <Field id={id} label="First share (%)" error={error}>
          <input
            id={id}
            className="ui-input"
            inputMode="numeric"
            autoComplete="off"
            {...form.form.register('staged_percent')}
            {...describedBy(id, error)}
          />
        </Field>
      ) : null}
    </>
  );
};
