import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/orders/orders.faults.test.tsx';

/** A confirmed move of an order: the query client's 'Error' toast; the order stays as it was. */
const confirmedMove = (button: string, stays: string, success: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; the confirm closes; ${stays}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${stays}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${stays}`,
    slow: `The confirm's ${button} waits (disabled); the header stays usable; then '${success}'`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; the confirm closes`,
  });

/** A move with a form (a reason, a dispatch): the toast; the form keeps what was typed. */
const formMove = (busy: string, kept: string, success: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; the form keeps ${kept}; the order keeps its status`,
    '500-bare': `'Error' toast with ${GENERIC_500}; the form keeps ${kept}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; the form keeps ${kept}`,
    slow: `The button reads '${busy}' and is disabled; the header stays usable; then '${success}'`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; the form keeps ${kept}`,
  });

/**
 * Kiosk Orders, Order Details and New Kiosk Order (docs/orders.md, "The order screens"): the reads
 * say so in place with Try again (only logged); the moves and Place order keep what was typed and
 * the order as it was. The consumable screens are the same screens (one set for both kinds).
 */
export const orderCases = {
  'order-list': {
    area: 'Kiosk Orders (POST v3/order/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The orders could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The orders could not be loaded.' with Try again; no toast",
      network: "'The orders could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the tabs, the filters and the header stay usable; then the orders",
      malformed: "'The orders could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'order-details': {
    area: 'Order Details (GET v3/order/{id})',
    component: FILE,
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the order ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the order; no toast",
      network: "'Error loading data' with Try again in place of the order; no toast",
      slow: "'Loading...' in place of the order; the header stays usable; then its lines and history",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'order-approve': {
    area: 'Order Details: Approve (POST v3/order/{id}/approve)',
    component: FILE,
    cases: confirmedMove(
      'Approve',
      'the order stays Placed and Approve is offered again',
      'Kiosk order #<n> approved.',
    ),
  },
  'order-reject': {
    area: 'Order Details: Reject (POST v3/order/{id}/reject)',
    component: FILE,
    cases: formMove('Saving...', 'the reason', 'Kiosk order #<n> rejected.'),
  },
  'order-cancel': {
    area: 'Order Details: Cancel order, as its customer (POST v3/order/{id}/cancel)',
    component: FILE,
    cases: formMove('Saving...', 'the reason', 'Kiosk order #<n> cancelled.'),
  },
  'order-dispatch': {
    area: 'Order Details: Dispatch (POST v3/order/{id}/dispatch)',
    component: FILE,
    cases: formMove('Sending...', 'the quantities and serial numbers', 'Kiosk order #<n> dispatched.'),
  },
  'order-receive': {
    area: 'Order Details: Receive a dispatch, as its customer (POST v3/order/{id}/receive)',
    component: FILE,
    cases: confirmedMove(
      'Receive',
      'the dispatch stays in transit and Receive is offered again',
      'Kiosk order #<n> received.',
    ),
  },
  'order-create': {
    area: 'New Kiosk Order: Place order (POST v3/order/)',
    component: FILE,
    cases: confirmedMove(
      'Place order',
      'the form keeps every value; no order is placed',
      'Order #<n> placed.',
    ),
  },
  'order-kiosk-models': {
    area: 'New Kiosk Order: the kiosk models (GET v3/kiosk-model/)',
    component: FILE,
    cases: faults({
      '500-message': `'The kiosk models could not be loaded.' with Try again ${RETRIED}; no toast; the other fields work`,
      '500-bare': "'The kiosk models could not be loaded.' with Try again; no toast",
      network: "'The kiosk models could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in place of the form; the header stays usable; then the form with the models",
      malformed: "'The kiosk models could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
};
