import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/api-keys/api-keys.faults.test.tsx';

/** A move on a key from its confirm: the 'Error' toast, the key as it was, no secret shown. */
const keyMove = (stays: string, slow: string, malformedStays = 'no secret shown') =>
  faults({
    '500-message': `'Error' toast with the server's message; ${stays}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${stays}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${stays}`,
    slow,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${malformedStays}`,
  });

/**
 * API Secret Key (docs/api-keys.md, "Failures"), as a customer with API access: the list says so
 * in place with Try again (only logged, no toast); Create key, Rotate and Revoke show the query
 * client's one 'Error' toast, keep what was typed and the key as it was, and never show a secret
 * they did not get.
 */
export const apiKeyCases = {
  'api-key-list': {
    area: 'API Secret Key (POST v3/api-key/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The API keys could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The API keys could not be loaded.' with Try again; no toast",
      network: "'The API keys could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; then the keys",
      malformed: "'The API keys could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'api-key-create': {
    area: 'API Secret Key: Create key (POST v3/api-key/)',
    component: FILE,
    cases: keyMove(
      'the dialog keeps the name; no key created; no secret shown',
      "The dialog's Create key waits (disabled); then 'Secret for <name>', shown once",
    ),
  },
  'api-key-rotate': {
    area: 'API Secret Key: Rotate (POST v3/api-key/{id}/rotate)',
    component: FILE,
    cases: keyMove(
      'the key stays Active, nothing retiring; no secret shown',
      "The confirm's Rotate key waits (disabled); then 'New secret for <name>', shown once, and the old key Retiring",
    ),
  },
  'api-key-revoke': {
    area: 'API Secret Key: Revoke (POST v3/api-key/{id}/revoke)',
    component: FILE,
    cases: keyMove(
      'the key stays Active',
      "The confirm's Revoke key waits (disabled); then 'API key <name> revoked.' and Status Revoked",
      'the confirm closes',
    ),
  },
};
