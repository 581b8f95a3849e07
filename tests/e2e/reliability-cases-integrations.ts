import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/integrations/integrations.faults.test.tsx';

/** A read said in place (only logged): the words with Try again, no toast. */
const readFailed = (failed: string, slow: string, kept = '') =>
  faults({
    '500-message': `${failed} ${RETRIED}${kept}; no toast`,
    '500-bare': `${failed}${kept}; no toast`,
    network: `${failed}${kept}; no toast`,
    slow,
    malformed: `${failed} at once (not retried)${kept}; no toast`,
  });

/** A write: the query client's 'Error' toast; the page stays as it was (a malformed answer: what still holds). */
const write = (stays: string, slow: string, malformedStays = stays) =>
  faults({
    '500-message': `'Error' toast with the server's message; ${stays}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${stays}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${stays}`,
    slow,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${malformedStays}`,
  });

/**
 * External Integrations, their details and the delivery log (docs/integrations.md, "Faults"), as
 * an administrator: the reads say so in place with Try again (only logged, no toast); Save,
 * Disable, Rotate secret, Send test event and Redeliver keep the page as it was, with the query
 * client's one 'Error' toast, and never show a secret they did not get.
 */
export const integrationCases = {
  'integration-list': {
    area: 'External Integrations (POST v3/integration/filter)',
    component: FILE,
    cases: readFailed(
      "'The integrations could not be loaded.' with Try again in the table",
      "'Loading...' in the table; then the integrations",
    ),
  },
  'integration-details': {
    area: 'External Integration (GET v3/integration/{id})',
    component: FILE,
    cases: readFailed(
      "'Error loading data' with Try again in place of the integration",
      "'Loading...' in place of the integration; then the integration and its delivery log",
      '; no delivery log',
    ),
  },
  'integration-deliveries': {
    area: 'External Integration: the delivery log (POST v3/integration/{id}/deliveries)',
    component: FILE,
    cases: readFailed(
      "'The delivery log could not be loaded.' with Try again in the log",
      "'Loading the deliveries…' over the log, the integration and Send test event usable; then the deliveries",
      '; the integration and Send test event work',
    ),
  },
  'integration-create': {
    area: 'Create External Integration: Save (POST v3/integration/)',
    component: FILE,
    cases: write(
      'the form keeps every value; no integration created; no secret shown',
      "Save reads 'Saving...' and is disabled, the form keeping its values; then the signing secret, shown once",
      'the form keeps every value; no secret shown',
    ),
  },
  'integration-edit': {
    area: 'External Integration: Edit, Save (PUT v3/integration/{id})',
    component: FILE,
    cases: write(
      'the form keeps the edited name; the integration unchanged',
      "Save reads 'Saving...' and is disabled; then the integration with its new name",
      'the form keeps the edited name',
    ),
  },
  'integration-status': {
    area: 'External Integration: Disable (PUT v3/integration/{id}/status)',
    component: FILE,
    cases: write(
      'the confirm closes; the integration stays enabled; Disable is offered again',
      "The confirm's Disable waits (disabled); then Enable is offered",
      'the confirm closes',
    ),
  },
  'integration-rotate-secret': {
    area: 'External Integration: Rotate secret (POST v3/integration/{id}/rotate-secret)',
    component: FILE,
    cases: write(
      'no secret shown; the signing secret unchanged',
      "The confirm's Rotate secret waits (disabled); then the new signing secret, shown once",
      'no secret shown',
    ),
  },
  'integration-test': {
    area: 'External Integration: Send test event (POST v3/integration/{id}/test)',
    component: FILE,
    cases: write(
      'Send test event is enabled again; no answer shown; no test delivery logged',
      "Send test event waits (disabled); then 'Test event sent: …' and the answer it got",
      'Send test event is enabled again; no answer shown',
    ),
  },
  'integration-redeliver': {
    area: 'External Integration: Redeliver (POST v3/delivery/{id}/redeliver)',
    component: FILE,
    cases: write(
      'Redeliver is enabled again; no delivery added',
      "Redeliver waits (disabled); then 'Delivery <n> sent again as <m>: …'",
      'Redeliver is enabled again',
    ),
  },
};
