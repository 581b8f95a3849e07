import type { PickerOption } from '@/components/option-picker';
import type { ClinicWriteRequest, OpeningHoursDay } from '@/generated/model';

/** The form of Create Clinic and Edit Clinic (docs/lists.md, "Clinics"). */
/** A day of the form: closed, or its opening and closing times as the time inputs hold them. */
export interface DayValues {
  day: OpeningHoursDay;
  closed: boolean;
  open: string;
  close: string;
}

export interface ClinicValues {
  name: string;
  customer_id: PickerOption | null;
  clinic_type_id: string;
  /** `country`, `state` and `district` only narrow the pickers; the body holds `location_id`. */
  country: PickerOption | null;
  state: PickerOption | null;
  district: PickerOption | null;
  location_id: PickerOption | null;
  address: string;
  phone: string;
  email: string;
  opening_hours: DayValues[];
  amc_start: string;
  amc_expiry: string;
}

export type ClinicPayload = ClinicWriteRequest;

export const DAYS: readonly OpeningHoursDay[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
export const dayName = (day: string): string => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
