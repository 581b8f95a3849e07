import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useLocation } from 'wouter';

import { Field } from '@/components/field';
import { useFilterDeviceManufacturers } from '@/generated/api/devices/devices';
import { getFilterKiosksQueryKey, useCreateKiosk } from '@/generated/api/kiosks/kiosks';
import { keyPrefix } from '@/lib/query-keys';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';

import { kioskViewPath } from './kiosk-paths';

type FieldName = 'serial_number' | 'manufacturer_id' | 'model_name';
type Errors = Partial<Record<FieldName | 'form', string>>;

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9/ -]*$/;

const check = (serial: string, manufacturer: string, model: string): Errors => {
  const errors: Errors = {};
  if (serial.trim().length < 4 || serial.trim().length > 40 || !SERIAL.test(serial.trim()))
    errors.serial_number = 'Enter the serial number: 4 to 40 letters, digits, spaces, - or /.';
  if (manufacturer === '') errors.manufacturer_id = 'Choose the manufacturer.';
  if (model.trim() === '' || model.trim().length > 80)
    errors.model_name = 'Enter the model (at most 80 characters).';
  return errors;
};

/**
 * Add Kiosk (administrators; docs/home-and-monitor.md, "Kiosk Inventory"): receives a kiosk into
 * stock (createKiosk). A serial number another kiosk has is refused on its field (422); the new
 * kiosk's page opens on success.
 */
export const AddKiosk = () => {
  const [open, setOpen] = useState(false);
  const [serial, setSerial] = useState('');
  const [manufacturer, setManufacturer] = useState('');
  const [model, setModel] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const create = useCreateKiosk();
  const models = useFilterDeviceManufacturers(
    { page: 1, limit: 100, status: true },
    { query: { enabled: open, staleTime: 60_000, meta: { errorMode: 'log' } } },
  );

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = check(serial, manufacturer, model);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const kiosk = await create.mutateAsync({
        data: {
          serial_number: serial.trim(),
          manufacturer_id: Number(manufacturer),
          model_name: model.trim(),
        },
      });
      await client.invalidateQueries({ queryKey: keyPrefix(getFilterKiosksQueryKey()) });
      navigate(absolute(kioskViewPath(kiosk.id)));
    } catch (error) {
      // A refusal (422) goes on its field; any failure is also the query client's one 'Error' toast.
      const problem = toApiError(error);
      if (problem.status !== 422) return;
      const field = (problem.body as { field?: unknown } | undefined)?.field;
      const text = problem.serverMessage ?? problem.message;
      setErrors(
        field === 'serial_number' || field === 'manufacturer_id' || field === 'model_name'
          ? { [field]: text }
          : { form: text },
      );
    }
  };

  if (!open)
    return (
      <button type="button" className="ui-btn" onClick={() => setOpen(true)}>
        Add Kiosk
      </button>
    );
  return (
    <form
      className="ui-card kiosk-add"
      aria-labelledby="add-kiosk-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="add-kiosk-title">Add Kiosk</h2>
      <Field id="kiosk-serial" label="Serial number" error={errors.serial_number}>
        <input
          id="kiosk-serial"
          className="ui-input"
          value={serial}
          aria-invalid={errors.serial_number !== undefined}
          onChange={(event) => setSerial(event.target.value)}
        />
      </Field>
      <Field id="kiosk-manufacturer" label="Manufacturer" error={errors.manufacturer_id}>
        <select
          id="kiosk-manufacturer"
          className="ui-input"
          value={manufacturer}
          aria-invalid={errors.manufacturer_id !== undefined}
          onChange={(event) => setManufacturer(event.target.value)}
        >
          <option value="">Choose a manufacturer</option>
          {(models.data?.records ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="kiosk-model" label="Model name" error={errors.model_name}>
        <input
          id="kiosk-model"
          className="ui-input"
          value={model}
          aria-invalid={errors.model_name !== undefined}
          onChange={(event) => setModel(event.target.value)}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="ui-message">
          {errors.form}
        </p>
      ) : null}
      <div className="ui-actions">
        <button type="submit" className="ui-btn" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Receive into stock'}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
};
