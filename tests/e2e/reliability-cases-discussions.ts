import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const DISCUSSIONS = 'src/features/discussions/discussions.faults.test.tsx';

/** A write from a form: the query client's 'Error' toast; the form keeps what was typed. */
const formWrite = (kept: string, slow: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; ${kept}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${kept}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${kept}`,
    slow,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${kept}`,
  });

/** Marking a topic read as it opens: only logged, whatever the fault. */
const READ_LOGGED = 'Only logged: the thread stays; no toast; the reply box works';

/**
 * Discussions, a topic's page and the Doctor board (docs/discussions.md), as an administrator: the
 * list, the topic and the board say so in place with Try again (only logged, no toast); New topic
 * and Reply keep what was typed with the query client's one 'Error' toast; marking read is only
 * logged.
 */
export const discussionCases = {
  'discussion-list': {
    area: 'Discussions (POST v3/discussion/filter)',
    component: DISCUSSIONS,
    cases: faults({
      '500-message': `'The topics could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The topics could not be loaded.' with Try again; no toast",
      network: "'The topics could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; then the first page of topics",
      malformed: "'The topics could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'discussion-create': {
    area: 'Discussions: New topic (POST v3/discussion/)',
    component: DISCUSSIONS,
    cases: formWrite(
      'the form keeps the title and the message; Create topic is enabled again',
      "Create topic reads 'Saving...' and is disabled; then 'Topic #<n> created.'",
    ),
  },
  'discussion-topic': {
    area: 'Discussion (GET v3/discussion/{id})',
    component: DISCUSSIONS,
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the topic ${RETRIED}; no toast`,
      '500-bare': "'Error loading data' with Try again in place of the topic; no toast",
      network: "'Error loading data' with Try again in place of the topic; no toast",
      slow: "'Loading...' in place of the topic; then its thread",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'discussion-reply': {
    area: 'Discussion: Send reply (POST v3/discussion/{id}/reply)',
    component: DISCUSSIONS,
    cases: formWrite(
      'the reply box keeps the text; the thread has no new message',
      "Send reply reads 'Sending...' and is disabled; then 'Reply posted.' and the box empties",
    ),
  },
  'discussion-read': {
    area: 'Discussion: marking read on open (POST v3/discussion/{id}/read)',
    component: DISCUSSIONS,
    cases: faults({
      '500-message': READ_LOGGED,
      '500-bare': READ_LOGGED,
      network: READ_LOGGED,
      slow: 'The thread when the answer comes; the marker is asked for once; no toast; the reply box works',
      malformed: READ_LOGGED,
    }),
  },
  'doctor-board': {
    area: 'Doctor: the board (GET v3/doctor/board)',
    component: 'src/features/doctor-board/doctor-board.faults.test.tsx',
    cases: faults({
      '500-message': `'The board could not be loaded.' with Try again ${RETRIED}; no toast; Try again brings the board`,
      '500-bare': "'The board could not be loaded.' with Try again; no toast; Try again brings the board",
      network: "'The board could not be loaded.' with Try again; no toast; Try again brings the board",
      slow: "'Loading...'; then the board of doctors",
      malformed:
        "'The board could not be loaded.' with Try again at once (not retried); no toast; Try again brings the board",
    }),
  },
};
