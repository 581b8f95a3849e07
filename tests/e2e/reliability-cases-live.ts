import {
  FAULT_INPUTS,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  GENERIC_SCHEMA_TEXT,
  RETRIED,
} from './reliability-case-kit';

/**
 * Live Consultation (docs/telemedicine.md, "Live consultation, autosave and the prescription"): what
 * the doctor sees when the calls of the consultation in progress fail. Reads say so in place with
 * Try again (only logged, no toast); a failed save keeps the typing and tries again; a failed
 * Complete says so above the buttons, in the server's words, and the consultation stays open.
 */
const liveRead = (what: string) =>
  faults({
    '500-message': `'Error loading data' with Try again in place of the chart ${RETRIED}; no toast; Try again brings ${what} back`,
    '500-bare': "'Error loading data' with Try again; no toast",
    network: "'Error loading data' with Try again; no toast",
    slow: `'Loading...' under the title; the header stays usable; then ${what}`,
    malformed: "'Error loading data' with Try again at once (not retried); no toast",
  });

const saveFailed = (message: string) =>
  `'Not saved yet' and 'The last save failed (${message}); trying again in 2 s.', then 4 s; the typing stays in the field and in the tab; no toast; saved once the server answers`;

const completeFailed = (message: string) =>
  `A notice above the buttons with ${message}; the dialog closes; the chart and the note stay, the consultation stays in progress; Complete is enabled again; no toast; not retried`;

export const liveCases = {
  'live-list': {
    area: 'Live Consultation: the consultation in progress (POST v3/consultation/filter)',
    component: 'src/features/live-consultation/live-consultation.faults.test.tsx',
    cases: liveRead('the chart'),
  },
  'live-consultation': {
    area: 'Live Consultation: the consultation (GET v3/consultation/{id})',
    component: 'src/features/live-consultation/live-consultation.faults.test.tsx',
    cases: liveRead('the chart'),
  },
  'live-medicines': {
    area: 'Live Consultation: the active medicines (POST v3/medicine/filter)',
    component: 'src/features/live-consultation/live-consultation.faults.test.tsx',
    cases: faults({
      '500-message': `'The medicines could not be loaded: ' and the server's message under the prescription ${RETRIED}; no toast; the note is typed and saved as usual`,
      '500-bare': `The same notice with ${GENERIC_500}; no toast; the note works`,
      network: `The same notice with ${GENERIC_NETWORK}; no toast; the note works`,
      slow: "The chart and the note work at once; the medicine picker says 'No active medicine matches.' until the answer; then the medicines",
      malformed: `The same notice with ${GENERIC_SCHEMA} at once (not retried); no toast; the note works`,
    }),
  },
  'live-autosave': {
    area: 'Live Consultation: autosave (PUT v3/consultation/{id}/note)',
    component: 'src/features/live-consultation/live-consultation.faults.test.tsx',
    cases: faults({
      '500-message': saveFailed("the server's message"),
      '500-bare': saveFailed('The server failed to process the request.'),
      network: saveFailed('Network error: the server could not be reached.'),
      slow: "'Saving…' while the save waits; typing goes on meanwhile and nothing is lost; then the rest is saved after it and 'Saved at HH:mm UTC'",
      malformed: `'Not saved yet' and '${GENERIC_SCHEMA_TEXT}'; the typing stays; no toast; not retried until the next change, which saves it`,
    }),
  },
  // The one case of this list that only a browser can run: a real dropped connection, the reload
  // that signs out (the shell clears local storage on unload) and the tab's draft in session storage
  // surviving it. How the page treats a failed save does not depend on the fault (live-autosave runs
  // all five as component tests), so the browser keeps this one, not one per fault.
  'live-autosave-reload': {
    area: 'Live Consultation: autosave across a reload (PUT v3/consultation/{id}/note)',
    cases: {
      network: {
        input: FAULT_INPUTS.network,
        sees: "'Not saved yet' and 'The last save failed (Network error: the server could not be reached.); trying again in 2 s.'; the doctor reloads: signed out (the reload clears local storage); signed in again, Live shows the typing from the tab, still 'Not saved yet'; saved once the connection is back, and the tab's copy goes",
      },
    },
  },
  'live-complete': {
    area: 'Live Consultation: Complete (POST v3/consultation/{id}/status)',
    component: 'src/features/live-consultation/live-consultation.faults.test.tsx',
    cases: faults({
      '500-message': completeFailed("the server's message"),
      '500-bare': completeFailed(GENERIC_500),
      network: completeFailed(GENERIC_NETWORK),
      slow: "The dialog's Complete and the page's Complete wait (disabled) until the answer; then 'Consultation #… with … is completed.' and Print prescription",
      malformed: completeFailed(GENERIC_SCHEMA),
    }),
  },
};
