import { Controller } from 'react-hook-form';

import { describedBy, Field } from '@/components/field';
import { type RowChoice, RowsEditor, type RowsColumn } from '@/components/form/rows-editor';
import { TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import { WHOLE_LIST_QUERY } from '@/components/resource/list-rows';
import { useFilterConsumableDevices } from '@/generated/api/devices/devices';
import { useFilterTestTypes } from '@/generated/api/tests/tests';
import type { Consumable } from '@/generated/model';

import type { ConsumablePayload, ConsumableValues } from './consumable-values';

type ConsumableForm = EntityForm<ConsumableValues, ConsumablePayload>;

/** The contract's maxItems of a consumable's uses (openapi/v3.yaml, ConsumableWriteRequest). */
const MAX_USES = 30;

/** The active consumable devices (Master > Consumable devices); the consumable's own stays shown. */
const DeviceSelect = ({ form, record }: { form: ConsumableForm; record?: Consumable | undefined }) => {
  const devices = useFilterConsumableDevices(
    { page: 1, limit: 100, status: true },
    { query: WHOLE_LIST_QUERY },
  );
  const options = devices.data?.records ?? [];
  const own = record?.consumable_device;
  const id = form.idOf('consumable_device_id');
  const error =
    form.errorOf('consumable_device_id') ??
    (devices.isError ? 'The consumable devices did not load.' : undefined);
  return (
    <Field id={id} label="Consumable device" error={error}>
      <select
        id={id}
        className="ui-input"
        {...form.form.register('consumable_device_id')}
        {...describedBy(id, error)}
      >
        <option value="">Select a consumable device</option>
        {own && !options.some((device) => device.id === own.id) ? (
          <option value={own.id}>{own.name}</option>
        ) : null}
        {options.map((device) => (
          <option key={device.id} value={device.id}>
            {device.name}
          </option>
        ))}
      </select>
    </Field>
  );
};

const StatusSelect = ({ form }: { form: ConsumableForm }) => {
  const id = form.idOf('status');
  return (
    <Field id={id} label="Status">
      <Controller
        control={form.form.control}
        name="status"
        render={({ field: { value, onChange } }) => (
          <select
            id={id}
            className="ui-input"
            value={String(value)}
            onChange={(event) => onChange(event.target.value === 'true')}
          >
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        )}
      />
    </Field>
  );
};

/** The uses editor: a row per test (an active test type, or one the consumable already has) and its units. */
const UsesEditor = ({ form, record }: { form: ConsumableForm; record?: Consumable | undefined }) => {
  const tests = useFilterTestTypes({ page: 1, limit: 100, status: true }, { query: WHOLE_LIST_QUERY });
  const active: RowChoice[] = (tests.data?.records ?? []).map((test) => ({
    value: String(test.id),
    label: `${test.name} (${test.code})`,
  }));
  const kept: RowChoice[] = (record?.uses ?? [])
    .filter(({ test_type }) => !active.some((choice) => choice.value === String(test_type.id)))
    .map(({ test_type }) => ({
      value: String(test_type.id),
      label: `${test_type.name} (${test_type.code})`,
    }));
  const columns: readonly RowsColumn[] = [
    { key: 'test_type_id', label: 'Test', options: [...kept, ...active], placeholder: 'Select a test' },
    { key: 'quantity', label: 'Units per result', inputMode: 'numeric', narrow: true },
  ];
  return (
    <RowsEditor
      form={form}
      name="uses"
      caption="Used by tests"
      rowName="Test"
      columns={columns}
      newRow={() => ({ test_type_id: '', quantity: '1' })}
      max={MAX_USES}
      note={
        tests.isError
          ? 'The test types did not load.'
          : 'How many units one result of each test uses: the stock counts them off from the screening results.'
      }
    />
  );
};

/** Create Consumable and Consumable Details' Edit (docs/orders.md, "Consumables"). */
export const ConsumableFields = ({ form, record }: { form: ConsumableForm; record?: Consumable }) => (
  <>
    <TextControl form={form} name="name" label="Name" maxLength={100} />
    <DeviceSelect form={form} record={record} />
    <TextControl form={form} name="unit" label="Unit" maxLength={30} placeholder="strip, lancet, cartridge" />
    <TextControl form={form} name="pack_size" label="Pack size" inputMode="numeric" />
    <TextControl form={form} name="price" label="Price per unit" inputMode="decimal" />
    {record ? null : <StatusSelect form={form} />}
    <UsesEditor form={form} record={record} />
  </>
);
