import type { RecordRouteSpec } from '@/components/resource/record-route';

/** The server's refusal of another customer's patient, when it gives no words of its own. */
export const FOREIGN_TEXT = 'This patient is not one of yours.';

/** Edit Patient's `:patient_id`. */
export const EDIT_ROUTE: RecordRouteSpec = {
  singular: 'Patient',
  param: 'patient_id',
  foreign: FOREIGN_TEXT,
};

/** Patient Details' `?patient_id=`, which the Patients list always sets. */
export const DETAILS_ROUTE: RecordRouteSpec = {
  ...EDIT_ROUTE,
  in: 'query',
  missingText: 'No patient was chosen: open a patient from the Patients list.',
};

/**
 * The options of the calls Patient Details starts with the patient's own (patient-prefetch.ts): a
 * failure already in the cache when a section mounts is shown with Try again, not asked again (it
 * would be asked twice). The prefetch itself asks again whenever the Details view opens.
 */
export const PREFETCHED = { retryOnMount: false } as const;
