import { MONITOR_COUNTS_KEY } from '@/components/monitor-counts';
import type { QueryClient } from '@tanstack/react-query';
import type { RefinementCtx, ZodType } from 'zod';

import type { PickerOption } from '@/components/option-picker';
import {
  generatedWrites,
  type RecordDefinition,
  type SummaryItem,
} from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  getGetClinicQueryKey,
  useCreateClinic,
  useGetClinic,
  useSetClinicStatus,
  useUpdateClinic,
} from '@/generated/api/clinic-records/clinic-records';
import { getFilterClinicsQueryKey } from '@/generated/api/clinics/clinics';
import type { ClinicRecord } from '@/generated/model';
import { CreateClinicBody, GetClinicResponse } from '@/generated/zod/v3.zod';
import { CLINICS_PATH } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';
import { keyPrefix } from '@/lib/query-keys';

import { ClinicActivity } from './clinic-activity';
import { ClinicFields } from './clinic-fields';
import { clinicEditPath, clinicViewPath } from './clinic-paths';
import { type ClinicPayload, type ClinicValues, DAYS, dayName } from './clinic-values';

export const CLINIC_FIELDS = {
  name: { label: 'Name' },
  customer_id: { label: 'Customer' },
  clinic_type_id: { label: 'Clinic type' },
  location_id: { label: 'Location' },
  address: { label: 'Address' },
  phone: {
    label: 'Phone',
    format: 'Phone must be 7 to 20 digits, with an optional leading + (spaces, - and () allowed)',
  },
  email: { label: 'Email', format: 'Email must be an address such as name@example.com' },
  opening_hours: {
    label: 'Opening hours',
    items: { open: { label: 'Opening time' }, close: { label: 'Closing time' } },
  },
  amc_start: { label: 'AMC start', format: 'AMC start must be a date' },
  amc_expiry: { label: 'AMC expiry', format: 'AMC expiry must be a date' },
} as const;

const TIME = /^\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isText = (value: unknown, format: RegExp): value is string =>
  typeof value === 'string' && format.test(value);

/**
 * The rules the server also gives as 422s (docs/proposed-api.md, "Clinics"): each open day opens
 * before it closes; the AMC expiry is not before its start. They read the body as it came (any
 * field may be wrong), so each rule's message shows on its field whatever else is wrong, not only
 * once the rest of the form is valid.
 */
const clinicRules = (body: unknown, context: RefinementCtx): void => {
  const {
    opening_hours: hours,
    amc_start: start,
    amc_expiry: expiry,
  } = body as Partial<Record<keyof ClinicPayload, unknown>>;
  if (Array.isArray(hours)) {
    (hours as Partial<Record<'day' | 'open' | 'close', unknown>>[]).forEach(({ day, open, close }, index) => {
      if (isText(open, TIME) && isText(close, TIME) && close <= open)
        context.addIssue({
          code: 'custom',
          path: ['opening_hours', index, 'close'],
          message: `${dayName(String(day))}: the clinic must open before it closes`,
        });
    });
  }
  if (isText(start, DATE) && isText(expiry, DATE) && expiry < start)
    context.addIssue({
      code: 'custom',
      path: ['amc_expiry'],
      message: 'AMC expiry cannot be before the AMC start',
    });
};

/** The contract's body (CreateClinicBody) with the rules; they run even when a field fails. */
const SCHEMA = CreateClinicBody.superRefine(clinicRules, {
  when: () => true,
}) as unknown as ZodType<ClinicPayload>;

/** A closed day sends no times; an open day sends what was typed ('' is refused as missing). */
const toPayload = (values: ClinicValues) => ({
  name: values.name.trim(),
  customer_id: values.customer_id?.id,
  clinic_type_id: values.clinic_type_id === '' ? undefined : Number(values.clinic_type_id),
  location_id: values.location_id?.id,
  address: values.address.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  opening_hours: values.opening_hours.map(({ day, closed, open, close }) =>
    closed ? { day, open: null, close: null } : { day, open, close },
  ),
  amc_start: values.amc_start,
  amc_expiry: values.amc_expiry,
});

const option = (named: { id: number; name: string }): PickerOption => ({ id: named.id, name: named.name });

const hoursText = (clinic: ClinicRecord): string =>
  clinic.opening_hours
    .map(({ day, open, close }) =>
      open === null || close === null ? `${dayName(day)} closed` : `${dayName(day)} ${open}–${close}`,
    )
    .join('; ');

export const clinicSummary = (clinic: ClinicRecord): readonly SummaryItem[] => [
  ['Name', clinic.name],
  ['Customer', clinic.customer.name],
  ['Clinic type', clinic.clinic_type.name],
  [
    'Location',
    [
      clinic.location.name,
      clinic.location.district.name,
      clinic.location.state.name,
      clinic.location.country.name,
    ].join(', '),
  ],
  ['Address', clinic.address],
  ['Phone', clinic.phone],
  ['Email', clinic.email],
  ['Opening hours', hoursText(clinic)],
  ['AMC licence', `${formatDisplayDate(clinic.amc_start)} to ${formatDisplayDate(clinic.amc_expiry)}`],
  ['Status', clinic.status ? 'Active' : 'Inactive'],
];

export const useClinic = (id: number) => useGetClinic<ClinicRecord, unknown>(id, { query: RECORD_QUERY });

/**
 * Create Clinic, Clinic Details and Edit Clinic on the record layer (docs/adding-a-screen.md):
 * administrators only; Edit on its own route; Disable and Enable with the confirm of what stops
 * (docs/lists.md, "Clinics").
 */
export const clinicRecord: RecordDefinition<ClinicRecord, ClinicValues, ClinicPayload> = {
  singular: 'Clinic',
  adminOnly: true,
  listPath: CLINICS_PATH,
  viewPath: clinicViewPath,
  edit: { path: clinicEditPath },
  useRecord: useClinic,
  recordSchema: GetClinicResponse.shape.data,
  summary: clinicSummary,
  Details: ClinicActivity,
  disableNote: () =>
    'New camp assignments, doctors and patient uploads will no longer be offered it. Nothing is deleted: its camps, doctors and results stay.',
  form: {
    idPrefix: 'clinic',
    fields: CLINIC_FIELDS,
    createSchema: SCHEMA,
    updateSchema: SCHEMA,
    empty: () => ({
      name: '',
      customer_id: null,
      clinic_type_id: '',
      country: null,
      state: null,
      district: null,
      location_id: null,
      address: '',
      phone: '',
      email: '',
      opening_hours: DAYS.map((day) => ({
        day,
        closed: day === 'sunday',
        open: '09:00',
        close: '18:00',
      })),
      amc_start: '',
      amc_expiry: '',
    }),
    fromRecord: (clinic) => ({
      name: clinic.name,
      customer_id: option(clinic.customer),
      clinic_type_id: String(clinic.clinic_type.id),
      country: option(clinic.location.country),
      state: option(clinic.location.state),
      district: option(clinic.location.district),
      location_id: option(clinic.location),
      address: clinic.address,
      phone: clinic.phone,
      email: clinic.email,
      opening_hours: clinic.opening_hours.map(({ day, open, close }) => ({
        day,
        closed: open === null,
        open: open ?? '',
        close: close ?? '',
      })),
      amc_start: clinic.amc_start,
      amc_expiry: clinic.amc_expiry,
    }),
    toPayload,
    Fields: ClinicFields,
  },
  useWrites: generatedWrites({
    useCreate: useCreateClinic,
    useUpdate: useUpdateClinic,
    useSetStatus: useSetClinicStatus,
  }),
  invalidate: async (client: QueryClient, clinic) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetClinicQueryKey(clinic.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterClinicsQueryKey()) }),
      client.invalidateQueries({ queryKey: MONITOR_COUNTS_KEY }),
    ]);
  },
};
