import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const SCREENS = 'src/features/support/support.faults.test.tsx';
const PAGE = 'src/features/support/query.faults.test.tsx';

/** A list that fails: its words and Try again in the table (only logged). */
const listFailed = (rows: string, slow: string) =>
  faults({
    '500-message': `'The ${rows} could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
    '500-bare': `'The ${rows} could not be loaded.' with Try again; no toast`,
    network: `'The ${rows} could not be loaded.' with Try again; no toast`,
    slow,
    malformed: `'The ${rows} could not be loaded.' with Try again at once (not retried); no toast`,
  });

/** A read in place of a record: 'Error loading data' with Try again (only logged). */
const recordRead = (what: string, slow: string) =>
  faults({
    '500-message': `'Error loading data' with Try again in place of ${what} ${RETRIED}; no toast; the header works`,
    '500-bare': `'Error loading data' with Try again in place of ${what}; no toast`,
    network: `'Error loading data' with Try again in place of ${what}; no toast`,
    slow,
    malformed: "'Error loading data' with Try again at once (not retried); no toast",
  });

/** A write from a form: the query client's 'Error' toast; the form keeps what was typed. */
const formWrite = (kept: string, slow: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; the form keeps ${kept}; nothing is saved`,
    '500-bare': `'Error' toast with ${GENERIC_500}; the form keeps ${kept}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; the form keeps ${kept}`,
    slow,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; the form keeps ${kept}`,
  });

/**
 * Support Queries, New Query, Canned Replies (docs/support.md, "Screens") and the query page
 * (docs/support.md, "The query page"), every call they make: the lists and the reads say so in
 * place with Try again (only logged, no toast); Raise query, Send reply, Triage and the canned
 * replies' writes keep what was typed, with the query client's one 'Error' toast; Resolve and
 * Disable leave the record as it was; the option lists, the read marker and the previews are only
 * logged, the rest of the page working.
 */
export const supportCases = {
  'query-list': {
    area: 'Support Queries (POST v3/query/filter)',
    component: SCREENS,
    cases: listFailed(
      'support queries',
      "'Loading...' in the table; the view tabs (with the address) and the header stay usable; then the queries",
    ),
  },
  'query-list-assignees': {
    area: 'Support Queries: the assignees to filter by (GET v3/query/assignees)',
    component: SCREENS,
    cases: faults({
      '500-message': `Only logged, ${RETRIED}: the list shows its queries; the Assignee filter offers 'Me' and filters; no toast`,
      '500-bare':
        "Only logged: the list shows its queries; the Assignee filter offers 'Me' and filters; no toast",
      network:
        "Only logged: the list shows its queries; the Assignee filter offers 'Me' and filters; no toast",
      slow: "The Assignee filter offers 'Me' at once; the header stays usable; then every administrator",
      malformed:
        "Only logged, at once (not retried): the list shows its queries; the Assignee filter offers 'Me' and filters; no toast",
    }),
  },
  'query-create': {
    area: 'New Query: Raise query, as a customer (POST v3/query/)',
    component: SCREENS,
    cases: formWrite(
      'every value and Raise query is enabled again',
      "Raise query reads 'Raising...' and is disabled; the header stays usable; then 'Query #<n> raised.' and its page",
    ),
  },
  'query-create-clinics': {
    area: 'New Query: the clinics to choose (POST v3/Clinic/filter)',
    component: SCREENS,
    cases: faults({
      '500-message': `'The clinics could not be loaded.' with Try again ${RETRIED}; no toast; the other fields work`,
      '500-bare': "'The clinics could not be loaded.' with Try again; no toast; the other fields work",
      network: "'The clinics could not be loaded.' with Try again; no toast; the other fields work",
      slow: "The Clinic field reads 'Loading clinics...'; the other fields take typing; then the clinics, the typing kept",
      malformed: "'The clinics could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'canned-reply-list': {
    area: 'Canned Replies (POST v3/canned-reply/filter)',
    component: SCREENS,
    cases: listFailed(
      'canned replies',
      "'Loading...' in the table; the header stays usable; then the replies",
    ),
  },
  'canned-reply-create': {
    area: 'Create Canned Reply: Save (POST v3/canned-reply/)',
    component: SCREENS,
    cases: formWrite(
      'the title and the reply',
      "Save reads 'Saving...' and is disabled; then the new reply's page",
    ),
  },
  'canned-reply-details': {
    area: 'Canned Reply (GET v3/canned-reply/{id})',
    component: SCREENS,
    cases: recordRead(
      'the reply',
      "'Loading...' in place of the reply; the header stays usable; then the reply",
    ),
  },
  'canned-reply-edit': {
    area: 'Edit Canned Reply: Save (PUT v3/canned-reply/{id})',
    component: SCREENS,
    cases: formWrite(
      'the edited title',
      "Save reads 'Saving...' and is disabled; then the reply with its new title",
    ),
  },
  'canned-reply-status': {
    area: 'Canned Reply: Disable (PUT v3/canned-reply/{id}/status)',
    component: SCREENS,
    cases: faults({
      '500-message': "'Error' toast with the server's message; the reply stays Active",
      '500-bare': `'Error' toast with ${GENERIC_500}; the reply stays Active`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the reply stays Active`,
      slow: "The confirm's Disable waits (disabled); then 'Canned Reply <title> disabled.' and Status Inactive",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}`,
    }),
  },
  'query-details': {
    area: 'Query Details (GET v3/query/{id})',
    component: PAGE,
    cases: recordRead(
      'the query',
      "'Loading...' in place of the query; the header stays usable; then the query and its thread",
    ),
  },
  'query-reply': {
    area: 'Query Details: Send reply (POST v3/query/{id}/message)',
    component: PAGE,
    cases: formWrite(
      'the message and Send reply is enabled again; the thread has no new message',
      "Send reply reads 'Sending...' and is disabled, the message kept; the header stays usable; then 'Reply sent.' and the reply in the thread",
    ),
  },
  'query-resolve': {
    area: 'Query Details: Resolve (PUT v3/query/{id}/status)',
    component: PAGE,
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the confirm closes; the query stays Open and Resolve is offered again",
      '500-bare': `'Error' toast with ${GENERIC_500}; the confirm closes; the query stays Open`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the confirm closes; the query stays Open`,
      slow: "The confirm's Resolve waits (disabled); the header stays usable; then 'Query #<n> resolved.' and Status Resolved",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the confirm closes`,
    }),
  },
  'query-triage': {
    area: 'Query Details: Triage (PUT v3/query/{id}/triage)',
    component: PAGE,
    cases: formWrite(
      'the chosen priority and Save triage is enabled again; the query keeps its priority',
      "Save triage reads 'Saving...' and is disabled; the header stays usable; then 'Query #<n> triaged.' and the new priority",
    ),
  },
  'query-triage-assignees': {
    area: "Query Details: Triage's assignees (GET v3/query/assignees)",
    component: PAGE,
    cases: faults({
      '500-message': `The people the page knows stand in; 'The administrators could not be loaded; …' with Try again ${RETRIED}; Save triage works; no toast; Try again brings every administrator`,
      '500-bare':
        'The people the page knows stand in; the notice with Try again; Save triage works; no toast',
      network: 'The people the page knows stand in; the notice with Try again; Save triage works; no toast',
      slow: 'The people the page knows stand in; the header stays usable; then every administrator with their open queries',
      malformed:
        'The people the page knows stand in; the notice with Try again at once (not retried); Save triage works; no toast',
    }),
  },
  'query-read': {
    area: 'Query Details: read marker, as the customer (POST v3/query/{id}/read)',
    component: PAGE,
    cases: faults({
      '500-message': 'Only logged: the query and its reply box work; no toast; the marker stays; asked once',
      '500-bare': 'Only logged: the query and its reply box work; no toast; the marker stays; asked once',
      network: 'Only logged: the query and its reply box work; no toast; the marker stays; asked once',
      slow: 'The query shows; the header stays usable; then the marker moves; asked once',
      malformed: 'Only logged: the query and its reply box work; no toast; asked once',
    }),
  },
  'query-attachment': {
    area: 'Query Details: attachment preview (GET v3/query/attachment/{id})',
    component: PAGE,
    cases: faults({
      '500-message': `'The preview could not be loaded.' with a Try again for the file ${RETRIED}; the thread stays; no toast`,
      '500-bare':
        "'The preview could not be loaded.' with a Try again for the file; the thread stays; no toast",
      network: "'The preview could not be loaded.' with a Try again for the file; the thread stays; no toast",
      slow: "The file's Open button waits (disabled); the header stays usable; then the preview",
      malformed:
        "'The preview could not be loaded.' with a Try again for the file at once (not retried); the thread stays; no toast",
    }),
  },
  'query-canned-replies': {
    area: 'Query Details: canned replies (POST v3/canned-reply/filter)',
    component: PAGE,
    cases: faults({
      '500-message': `'The canned replies could not be loaded.' ${RETRIED}; the message box works; no toast`,
      '500-bare': "'The canned replies could not be loaded.'; the message box works; no toast",
      network: "'The canned replies could not be loaded.'; the message box works; no toast",
      slow: "'Insert a canned reply' waits (disabled); the header stays usable; then it is enabled",
      malformed:
        "'The canned replies could not be loaded.' at once (not retried); the message box works; no toast",
    }),
  },
};
