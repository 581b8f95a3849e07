import {
  campWrite,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  RETRIED,
} from './reliability-case-kit';

const FILE = 'src/features/users/users.faults.test.tsx';

/**
 * Users, User Details and Create User (docs/users.md), as an administrator, every call they make:
 * the list and the read say so in place with Try again (only logged, no toast); Save keeps what was
 * typed with the query client's one 'Error' toast; Disable and bulk Disable leave every user as
 * they were. The Activity tab's audit trail is the audit group's (reliability-cases-audit.ts).
 */
export const userCases = {
  'users-list': {
    area: 'Users (POST v3/user/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The users could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The users could not be loaded.' with Try again; no toast",
      network: "'The users could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the header stays usable; then the users",
      malformed: "'The users could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'users-bulk-disable': {
    area: 'Users: bulk Disable (POST v3/user/disable)',
    component: FILE,
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the confirm closes; the selection stays; nobody disabled",
      '500-bare': `'Error' toast with ${GENERIC_500}; the confirm closes; the selection stays; nobody disabled`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the confirm closes; the selection stays; nobody disabled`,
      slow: "The confirm's Disable waits (disabled); then 'Disabled: <name>.' under the list",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the confirm closes; the selection stays`,
    }),
  },
  'user-details': {
    area: 'User Details (GET v3/user/{id})',
    component: FILE,
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the user ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the user; no toast; the header works",
      network: "'Error loading data' with Try again in place of the user; no toast; the header works",
      slow: "'Loading...' in place of the user; the header stays usable; then the account",
      malformed: "'Error loading data' with Try again at once (not retried); no toast; the header works",
    }),
  },
  'user-status': {
    area: 'User Details: Disable (POST v3/user/{id}/status)',
    component: FILE,
    cases: faults({
      '500-message': "'Error' toast with the server's message; the confirm closes; the user stays Active",
      '500-bare': `'Error' toast with ${GENERIC_500}; the confirm closes; the user stays Active`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the confirm closes; the user stays Active`,
      slow: "The confirm's Disable waits (disabled); then 'User <name> disabled.' and Status Disabled",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the confirm closes; the page still shows Active`,
    }),
  },
  'user-edit': {
    area: 'User Details: Edit, Save (PUT v3/user/{id})',
    component: FILE,
    cases: campWrite('the form', 'User <name> updated.'),
  },
  'user-create': {
    area: 'Create User: Save (POST v3/user/)',
    component: FILE,
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the form keeps every value; Save is enabled again; nobody created",
      '500-bare': `'Error' toast with ${GENERIC_500}; the form keeps every value; nobody created`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the form keeps every value; nobody created`,
      slow: "Save reads 'Saving...' and is disabled, the form keeping its values; then 'User <name> created.' and the temporary password, once",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the form keeps every value; no temporary password shown`,
    }),
  },
};
