import {
  campWrite,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  RETRIED,
} from './reliability-case-kit';

/**
 * Create Customer, Customer Details, Edit Customer and Disable (docs/customers.md), as an
 * administrator, and the sign-in's new-password step (docs/shell.md, "First sign-in"): the read says
 * so in place with Try again (only logged, no toast); the writes keep what was typed, with the
 * query client's 'Error' toast; the new-password step says it on the form and keeps both fields.
 */
export const customerCases = {
  'create-customer-save': {
    area: 'Create Customer: Save (POST v3/customer/)',
    component: 'src/features/customers/customers.faults.test.tsx',
    cases: campWrite('the form', 'Customer <name> created.'),
  },
  'customer-details': {
    area: 'Customer Details (GET v3/customer/{id})',
    component: 'src/features/customers/customers.faults.test.tsx',
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the customer ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the customer; no toast",
      network: "'Error loading data' with Try again in place of the customer; no toast",
      slow: "'Loading...' in place of the customer; the header stays usable; then the profile and its counts",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'edit-customer-save': {
    area: 'Edit Customer: Save (PUT v3/customer/{id})',
    component: 'src/features/customers/customers.faults.test.tsx',
    cases: campWrite('the form', 'Customer <name> updated.'),
  },
  'customer-status': {
    area: 'Customer Details: Disable (PUT v3/customer/{id}/status)',
    component: 'src/features/customers/customers.faults.test.tsx',
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the confirm closes; the customer stays Active and Disable is offered again",
      '500-bare': `'Error' toast with ${GENERIC_500}; the customer stays Active`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the customer stays Active`,
      slow: "The confirm's Disable waits (disabled); then 'Customer <name> disabled.', Status Inactive and Enable",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the customer stays Active`,
    }),
  },
  'new-password-save': {
    area: 'First sign-in: Save new password (PUT v3/auth/password)',
    component: 'src/features/auth/new-password.faults.test.tsx',
    cases: faults({
      '500-message':
        "The server's message above the fields; both passwords kept; Save enabled again; no session yet",
      '500-bare': `${GENERIC_500} above the fields; both passwords kept; no session yet`,
      network: `${GENERIC_NETWORK} above the fields; both passwords kept; no session yet`,
      slow: 'Save is busy and disabled; the fields keep their values; then the dashboard opens, signed in',
      malformed: `${GENERIC_SCHEMA} above the fields; both passwords kept; no session yet`,
    }),
  },
};
