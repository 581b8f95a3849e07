import type { PickerOption } from '@/components/option-picker';
import type { CustomerCreateRequest } from '@/generated/model';

/** The form of Create Customer and Edit Customer (docs/customers.md). */
export interface CustomerValues {
  first_name: string;
  last_name: string;
  organisation_name: string;
  email: string;
  phone: string;
  address: string;
  /** `country`, `state` and `district` only narrow the pickers; the body holds `location_id`. */
  country: PickerOption | null;
  state: PickerOption | null;
  district: PickerOption | null;
  location_id: PickerOption | null;
  is_expose_api: boolean;
  /** Create only: Edit changes it through Disable and Enable. */
  status: boolean;
}

export type CustomerPayload = CustomerCreateRequest;
