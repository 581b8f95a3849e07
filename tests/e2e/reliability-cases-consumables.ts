import {
  campWrite,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  RETRIED,
} from './reliability-case-kit';

const FILE = 'src/features/consumables/consumables.faults.test.tsx';

/**
 * Consumables, Create Consumable and Consumable Details (docs/orders.md, "Consumables"), as an
 * administrator: the list and the record say so in place with Try again (only logged, no toast);
 * Create and Edit keep what was typed or chosen, with the query client's 'Error' toast; Disable keeps
 * the consumable as it was.
 */
export const consumableCases = {
  'consumable-list': {
    area: 'Consumables (POST v3/consumable/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The consumables could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The consumables could not be loaded.' with Try again; no toast",
      network: "'The consumables could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the header stays usable; then the consumables",
      malformed: "'The consumables could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'create-consumable-save': {
    area: 'Create Consumable: Save (POST v3/consumable/)',
    component: FILE,
    cases: campWrite('the form', 'Consumable <name> created.'),
  },
  'consumable-details': {
    area: 'Consumable Details (GET v3/consumable/{id})',
    component: FILE,
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the consumable ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the consumable; no toast",
      network: "'Error loading data' with Try again in place of the consumable; no toast",
      slow: "'Loading...' in place of the consumable; the header stays usable; then the consumable, its stock and its open orders",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'edit-consumable-save': {
    area: 'Consumable Details: Edit, Save (PUT v3/consumable/{id})',
    component: FILE,
    cases: campWrite('the form', 'Consumable <name> updated.'),
  },
  'consumable-status': {
    area: 'Consumable Details: Disable (PUT v3/consumable/{id}/status)',
    component: FILE,
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the confirm closes; the consumable stays Active and Disable is offered again",
      '500-bare': `'Error' toast with ${GENERIC_500}; the consumable stays Active`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the consumable stays Active`,
      slow: "The confirm's Disable waits (disabled); then 'Consumable <name> disabled.', Status Inactive and Enable",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the consumable stays Active`,
    }),
  },
};
