import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/customer-assignments/customer-assignments.faults.test.tsx';

/** A customer's list (Assigned Clinics, Assigned Doctors): the failure in the table, with Try again. */
const customerList = (rows: string) =>
  faults({
    '500-message': `'The ${rows} could not be loaded.' with Try again in the table ${RETRIED}; no toast; the header works`,
    '500-bare': `'The ${rows} could not be loaded.' with Try again; no toast`,
    network: `'The ${rows} could not be loaded.' with Try again; no toast`,
    slow: `'Loading...' in the table; the header stays usable; then the ${rows}`,
    malformed: `'The ${rows} could not be loaded.' with Try again at once (not retried); no toast`,
  });

/** A move's Confirm: the query client's 'Error' toast; the choice and the confirm step stay. */
const moveConfirm = (what: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; the confirm step stays with Confirm enabled; ${what} does not move`,
    '500-bare': `'Error' toast with ${GENERIC_500}; the confirm step stays`,
    network: `'Error' toast with ${GENERIC_NETWORK}; the confirm step stays`,
    slow: `Confirm reads 'Moving...' and is disabled; the header stays usable; then the success toast and the customer's list`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; the confirm step stays`,
  });

/**
 * Assigned Clinics, Assign New Clinic, Assigned Doctors and Assign New Doctor
 * (docs/customer-assignments.md), as an administrator, for the demo customer.
 */
export const customerAssignmentCases = {
  'assigned-clinics': {
    area: 'Assigned Clinics (POST v3/customer/{id}/clinics/filter)',
    component: FILE,
    cases: customerList('clinics'),
  },
  'assign-clinic-confirm': {
    area: 'Assign New Clinic: Confirm (POST v3/customer/{id}/clinics/assign)',
    component: FILE,
    cases: moveConfirm('the clinic'),
  },
  'assigned-doctors': {
    area: 'Assigned Doctors (POST v3/customer/{id}/doctors/filter)',
    component: FILE,
    cases: customerList('doctors'),
  },
  'assign-doctor-confirm': {
    area: 'Assign New Doctor: Confirm (POST v3/customer/{id}/doctors/assign)',
    component: FILE,
    cases: moveConfirm('the doctor'),
  },
};
