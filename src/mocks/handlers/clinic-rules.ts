import type { ClinicWriteRequest } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoClinic, DemoOpeningHours } from '../types';
import { dateProblem } from './dates';
import type { Refusal } from './kit';
import { sameName } from './resource-kit';

/**
 * The rules of a clinic write (docs/proposed-api.md, "Clinics"; docs/lists.md, "Clinics"): a name
 * unique within its customer, an active customer, clinic type and location (or the one it already
 * has), the seven weekdays in order with each day open before it closes, and an AMC licence whose
 * expiry is a real day not before its start.
 */

export const WEEKDAYS: readonly DemoOpeningHours['day'][] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const hoursProblem = (hours: readonly DemoOpeningHours[]): Refusal | null => {
  const field = 'opening_hours';
  const order = hours.map(({ day }) => day).join(',');
  if (order !== WEEKDAYS.join(','))
    return { message: 'Opening hours must list Monday to Sunday, once each, in that order.', field };
  for (const { day, open, close } of hours) {
    if ((open === null) !== (close === null))
      return {
        message: `${capital(day)}: give both the opening and the closing time, or mark it closed.`,
        field,
      };
    if (open !== null && close !== null && close <= open)
      return { message: `${capital(day)}: the clinic must open before it closes.`, field };
  }
  return null;
};

const amcProblem = (write: ClinicWriteRequest): Refusal | null => {
  const bad = dateProblem(write, ['amc_start', 'amc_expiry']);
  if (bad) return bad;
  return write.amc_expiry < write.amc_start
    ? { message: 'The AMC expiry cannot be before its start.', field: 'amc_expiry' }
    : null;
};

/** An active one, or the one the clinic already has (kept even when it was disabled since). */
const pickable = (found: { status: boolean } | undefined, kept: boolean): boolean =>
  found !== undefined && (found.status || kept);

const referenceProblem = (
  db: DemoDb,
  write: ClinicWriteRequest,
  existing: DemoClinic | undefined,
): Refusal | null => {
  if (!pickable(db.customer(write.customer_id), existing?.user_id === write.customer_id))
    return { message: 'Choose an active customer.', field: 'customer_id' };
  const type = db.catalogues.clinicTypes.find((row) => row.id === write.clinic_type_id);
  if (!pickable(type, existing?.clinic_type_id === write.clinic_type_id))
    return { message: 'Choose an active clinic type.', field: 'clinic_type_id' };
  if (!pickable(db.location(write.location_id), existing?.location_id === write.location_id))
    return { message: 'Choose an active location.', field: 'location_id' };
  return null;
};

export const clinicWriteProblem = (
  db: DemoDb,
  write: ClinicWriteRequest,
  existing: DemoClinic | undefined,
): Refusal | null => {
  const reference = referenceProblem(db, write, existing);
  if (reference) return reference;
  const taken = db.clinics.some(
    (row) => row.id !== existing?.id && row.user_id === write.customer_id && sameName(row.name, write.name),
  );
  if (taken)
    return { message: `This customer already has a clinic named ${write.name.trim()}.`, field: 'name' };
  return hoursProblem(write.opening_hours) ?? amcProblem(write);
};
