import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/kiosk-rollouts/kiosk-rollouts.faults.test.tsx';

/** A rollout's confirmed action: the query client's 'Error' toast; the page stays as it was. */
const rolloutAction = (action: string, stays: string, success: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; the confirm closes; ${stays}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${stays}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${stays}`,
    slow: `The confirm's ${action} waits (disabled); the header stays usable; then '${success}'`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; the confirm closes`,
  });

/**
 * Kiosk Configuration, New rollout and Kiosk Rollout Details (docs/kiosk-rollouts.md), as an
 * administrator: the reads say so in place with Try again (only logged); Review and Start keep the
 * form; Continue and Rollback keep the rollout as it was.
 */
export const kioskRolloutCases = {
  'kiosk-rollout-list': {
    area: 'Kiosk Configuration (POST v3/kiosk-rollout/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The configuration rollouts could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The configuration rollouts could not be loaded.' with Try again; no toast",
      network: "'The configuration rollouts could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; New rollout and the header stay usable; then the rollouts",
      malformed:
        "'The configuration rollouts could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'kiosk-rollout-review': {
    area: 'New rollout: Review (POST v3/kiosk-rollout/ with preview)',
    component: FILE,
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the form keeps every value; no review; Review is enabled again",
      '500-bare': `'Error' toast with ${GENERIC_500}; the form keeps every value; no review`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the form keeps every value; no review`,
      slow: "Review reads 'Checking...' and is disabled; the form keeps its values; then the diff and the kiosks it reaches",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the form keeps every value; no review`,
    }),
  },
  'kiosk-rollout-start': {
    area: 'New rollout: Start rollout (POST v3/kiosk-rollout/)',
    component: FILE,
    cases: rolloutAction(
      'Start rollout',
      'the form and its review stay; nothing started',
      'Rollout of <configuration> started.',
    ),
  },
  'kiosk-rollout-details': {
    area: 'Kiosk Rollout Details (GET v3/kiosk-rollout/{id})',
    component: FILE,
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the rollout ${RETRIED}; no toast; the header works`,
      '500-bare': "'Error loading data' with Try again in place of the rollout; no toast",
      network: "'Error loading data' with Try again in place of the rollout; no toast",
      slow: "'Loading...' in place of the rollout; the header stays usable; then its diff and kiosks",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'kiosk-rollout-continue': {
    area: 'Kiosk Rollout Details: Continue to all (PUT v3/kiosk-rollout/{id}/continue)',
    component: FILE,
    cases: rolloutAction(
      'Continue to all',
      'the rollout stays staged and Continue to all is offered again',
      'Rollout of <configuration> sent to all its kiosks.',
    ),
  },
  'kiosk-rollout-rollback': {
    area: 'Kiosk Rollout Details: Rollback (PUT v3/kiosk-rollout/{id}/rollback)',
    component: FILE,
    cases: rolloutAction(
      'Rollback',
      'the rollout stays and Rollback is offered again',
      'Rolling back to <configuration>.',
    ),
  },
};
