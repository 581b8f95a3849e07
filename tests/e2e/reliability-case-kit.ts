/**
 * The building blocks of the reliability suite's case list (reliability-cases.ts): the five
 * standard faults and the wording shared by the groups that meet them.
 */
export interface ReliabilityCase {
  input: string;
  sees: string;
}

export interface CaseGroup {
  area: string;
  /**
   * Where the group runs. A component test file (from the repository root, e.g.
   * 'src/features/telemedicine/telemedicine.faults.test.tsx') whose one
   * `runComponentCases('<group>', ...)` call (tests/unit/reliability-kit.tsx) runs every case;
   * without it, the group runs in the browser, from one `runCases('<group>', ...)` call of
   * tests/e2e/*.e2e.test.ts. The table's "Runs in" column says which.
   */
  component?: string;
  cases: Record<string, ReliabilityCase>;
}

/** The five faults every data-loading screen meets (docs/requirements.md section 8). */
export const FAULT_INPUTS = {
  '500-message': 'HTTP 500 with a message',
  '500-bare': 'HTTP 500 without a message',
  network: 'Network error (connection dropped)',
  slow: 'Slow response (11 s)',
  malformed: 'Malformed response (breaks the schema)',
} as const;
export type FaultKey = keyof typeof FAULT_INPUTS;

/** The latency of the slow case: longer than 10 s, as the issue asks. Skipped with a fake clock. */
export const SLOW_MS = 11_000;
export const DOUBLE_SUBMIT_INPUT = 'Double submit (two clicks in one frame)';

export const faults = (sees: Record<FaultKey, string>) =>
  Object.fromEntries(
    (Object.keys(FAULT_INPUTS) as FaultKey[]).map((key) => [
      key,
      { input: FAULT_INPUTS[key], sees: sees[key] },
    ]),
  ) as Record<FaultKey, ReliabilityCase>;

export const RETRIED = 'after 3 retries (1 s, 2 s, 4 s)';
export const GENERIC_500 = "'The server failed to process the request.'";
export const GENERIC_NETWORK = "'Network error: the server could not be reached.'";
/** What a user reads for a response that breaks the schema (src/lib/http/api-error.ts). */
export const GENERIC_SCHEMA_TEXT = 'The server sent an unexpected response. Please try again later.';
export const GENERIC_SCHEMA = `'${GENERIC_SCHEMA_TEXT}'`;

/** A list whose failure is only logged (docs/requirements.md section 8): filter panel lists. */
export const filterList = (list: string) =>
  faults({
    '500-message': `The ${list} list shows 'No data' ${RETRIED}; no toast; the rest of the panel works`,
    '500-bare': `The ${list} list shows 'No data' ${RETRIED}; no toast`,
    network: `The ${list} list shows 'No data' ${RETRIED}; no toast`,
    slow: `The ${list} list shows 'Loading ...'; the header stays usable; the names appear when the answer comes`,
    malformed: `The ${list} list shows 'No data' at once (not retried); no toast`,
  });

/** An option picker of the camp forms whose list fails to load (only logged, shown in the list). */
export const pickerList = (picker: string) =>
  faults({
    '500-message': `The opened ${picker} list says 'Error loading data' ${RETRIED}; no toast; the other fields work`,
    '500-bare': `The opened ${picker} list says 'Error loading data'; no toast`,
    network: `The opened ${picker} list says 'Error loading data'; no toast`,
    slow: `The opened ${picker} list says 'Loading...'; the other fields stay usable; the options appear when the answer comes`,
    malformed: `The opened ${picker} list says 'Error loading data' at once; no toast`,
  });

/** A camp write that fails outright: the query client's 'Error' toast, the form as typed. */
export const campWrite = (what: string, success: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; ${what} keeps every value; Save is enabled again`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${what} keeps every value`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${what} keeps every value`,
    slow: `Save reads 'Saving...' and is disabled; ${what} keeps its values; then '${success}'`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${what} keeps every value`,
  });
