/**
 * Every fault and bad input the reliability suite tries, and what the user sees. One list feeds
 * both the browser tests (each test is named `${area} — ${input}` by `caseTitle`) and the table in
 * docs/reliability.md (`renderCasesTable`); tests/unit/reliability-doc.test.ts fails when they part.
 */
export interface ReliabilityCase {
  input: string;
  sees: string;
}

interface CaseGroup {
  area: string;
  cases: Record<string, ReliabilityCase>;
}

/** The five faults every data-loading screen meets (SPEC.md section 8). */
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

const faults = (sees: Record<FaultKey, string>) =>
  Object.fromEntries(
    (Object.keys(FAULT_INPUTS) as FaultKey[]).map((key) => [
      key,
      { input: FAULT_INPUTS[key], sees: sees[key] },
    ]),
  ) as Record<FaultKey, ReliabilityCase>;

const RETRIED = 'after 3 retries (1 s, 2 s, 4 s)';
const GENERIC_500 = "'The server failed to process the request.'";
const GENERIC_NETWORK = "'Network error: the server could not be reached.'";
/** What a user reads for a response that breaks the schema (src/lib/http/api-error.ts). */
export const GENERIC_SCHEMA_TEXT = 'The server sent an unexpected response. Please try again later.';
const GENERIC_SCHEMA = `'${GENERIC_SCHEMA_TEXT}'`;

/** A list whose failure is only logged (SPEC.md section 8): filter panel lists. */
const filterList = (list: string) =>
  faults({
    '500-message': `The ${list} list shows 'No data' ${RETRIED}; no toast; the rest of the panel works`,
    '500-bare': `The ${list} list shows 'No data' ${RETRIED}; no toast`,
    network: `The ${list} list shows 'No data' ${RETRIED}; no toast`,
    slow: `The ${list} list shows 'Loading ...'; the header stays usable; the names appear when the answer comes`,
    malformed: `The ${list} list shows 'No data' at once (not retried); no toast`,
  });

/** An option picker of the camp forms whose list fails to load (only logged, shown in the list). */
const pickerList = (picker: string) =>
  faults({
    '500-message': `The opened ${picker} list says 'Error loading data' ${RETRIED}; no toast; the other fields work`,
    '500-bare': `The opened ${picker} list says 'Error loading data'; no toast`,
    network: `The opened ${picker} list says 'Error loading data'; no toast`,
    slow: `The opened ${picker} list says 'Loading...'; the other fields stay usable; the options appear when the answer comes`,
    malformed: `The opened ${picker} list says 'Error loading data' at once; no toast`,
  });

/** A camp write that fails outright: the query client's 'Error' toast, the form as typed. */
const campWrite = (what: string, success: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; ${what} keeps every value; Save is enabled again`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${what} keeps every value`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${what} keeps every value`,
    slow: `Save reads 'Saving...' and is disabled; ${what} keeps its values; then '${success}'`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${what} keeps every value`,
  });

export const reliabilityCases = {
  'sign-in': {
    area: 'Sign-in (POST v3/login/dashboard)',
    cases: {
      ...faults({
        '500-message':
          "Toast 'Error' at the bottom centre with the server's message; email and password kept; Login enabled again",
        '500-bare': "Toast 'Invalid Credentials !!!' at the bottom centre; email and password kept",
        network: "Toast 'Invalid Credentials !!!' at the bottom centre; email and password kept",
        slow: 'Login shows its spinner and is disabled; the password toggle still works; then the dashboard',
        malformed: "Toast 'Invalid Credentials !!!' at the bottom centre; email and password kept",
      }),
      'double-submit': { input: DOUBLE_SUBMIT_INPUT, sees: 'One sign-in request; the dashboard opens' },
    },
  },
  header: {
    area: 'Header counters (2 × POST v3/clinic/filter)',
    cases: faults({
      '500-message': `An 'Error' toast with the server's message ${RETRIED}; no badge on the bell; the page works`,
      '500-bare': `An 'Error' toast with ${GENERIC_500}; no badge on the bell`,
      network: `An 'Error' toast with ${GENERIC_NETWORK}; no badge on the bell`,
      slow: "The bell has no badge and reads '… clinics are out of sync' meanwhile; the page stays usable; then the counts",
      malformed: `An 'Error' toast with ${GENERIC_SCHEMA} at once; no badge on the bell`,
    }),
  },
  logout: {
    area: 'Header: Logout (POST v3/login/logout)',
    cases: faults({
      '500-message': 'Only logged: no toast; the user stays signed in on the same page',
      '500-bare': 'Only logged: no toast; the user stays signed in',
      network: 'Only logged: no toast; the user stays signed in',
      slow: 'Logout is disabled while waiting; the page stays usable; then the sign-in page',
      malformed: 'Only logged: no toast; the user stays signed in',
    }),
  },
  session: {
    area: 'Session ended on the server (every call answers 401)',
    cases: {
      storm: {
        input: "Many concurrent 401s: the header's two counters and the filter panel's three lists at once",
        sees: 'One redirect to the sign-in page; token and user removed once; no toast, no further navigation; signing in again works',
      },
      'on-save': {
        input: '401 on Save of Add Camp',
        sees: "The sign-in page, without an 'Error' toast; token and user removed",
      },
    },
  },
  'filter-customers': {
    area: 'Filter panel: customers (POST v3/customer/filter)',
    cases: filterList('Customers'),
  },
  'filter-countries': {
    area: 'Filter panel: countries (POST v3/country/filter)',
    cases: filterList('Countries'),
  },
  'filter-states': {
    area: 'Filter panel: states, once a country is chosen (POST v3/state/filter)',
    cases: filterList('States'),
  },
  'filter-districts': {
    area: 'Filter panel: districts, once a state is chosen (POST v3/district/filter)',
    cases: filterList('Districts'),
  },
  'filter-locations': {
    area: 'Filter panel: locations, once a district is chosen (POST v3/location/filter)',
    cases: filterList('Locations'),
  },
  'filter-clinics': { area: 'Filter panel: clinics (POST v3/Clinic/filter)', cases: filterList('Clinics') },
  'camps-list': {
    area: 'Camps list (POST v3/camp-system/filter)',
    cases: faults({
      '500-message': `'No data found' in the table and 'Total Clinics: 0' ${RETRIED}; no toast`,
      '500-bare': "'No data found' in the table; no toast",
      network: "'No data found' in the table; no toast",
      slow: "'Loading...' in the table; the search box and Add Camp stay usable; then the camps",
      malformed: "'No data found' in the table at once; no toast",
    }),
  },
  'add-camp-locations': {
    area: 'Add Camp: location dropdown (POST v3/location/filter)',
    cases: pickerList('Location'),
  },
  'add-camp-customers': {
    area: 'Add Camp: customer dropdown (POST v3/customer/filter)',
    cases: pickerList('Customer'),
  },
  'add-camp-save': {
    area: 'Add Camp: Save (POST v3/camp-system/)',
    cases: {
      ...campWrite('the form', 'Camp Created Successfully'),
      'double-submit': {
        input: DOUBLE_SUBMIT_INPUT,
        sees: "One create request; 'Camp Created Successfully'",
      },
    },
  },
  'details-camp': {
    area: 'Camp Details: the camp (GET v3/camp-system/{id})',
    cases: faults({
      '500-message': `'Error loading data' in place of the camp ${RETRIED}; no toast; header, sidebar and menu work`,
      '500-bare': "'Error loading data' in place of the camp; no toast",
      network: "'Error loading data' in place of the camp; no toast",
      slow: "'Loading...' in place of the camp; the header stays usable; then the camp",
      malformed: "'Error loading data' in place of the camp at once; no toast",
    }),
  },
  'details-locations': {
    area: 'Camp Details: location dropdown of the edit form (POST v3/location/filter, 100 a page)',
    cases: pickerList('Location'),
  },
  'details-assigned': {
    area: 'Camp Details: ClinicAssign table (POST v3/camp-system/assigned-clinic-list)',
    cases: faults({
      '500-message': `'Error loading data' in the ClinicAssign table ${RETRIED}; the camp above is shown; no toast`,
      '500-bare': "'Error loading data' in the ClinicAssign table; no toast",
      network: "'Error loading data' in the ClinicAssign table; no toast",
      slow: "'Loading...' in the ClinicAssign table; Edit stays usable; then the clinics",
      malformed: "'Error loading data' in the ClinicAssign table at once; no toast",
    }),
  },
  'details-update': {
    area: 'Camp Details: Save of the edit form (PUT v3/camp-system/{id})',
    cases: {
      ...campWrite('the edit form', 'Updated successfully'),
      'double-submit': { input: DOUBLE_SUBMIT_INPUT, sees: "One update request; 'Updated successfully'" },
    },
  },
  'details-remove': {
    area: 'Camp Details: Remove (PUT v3/camp-system/unassign-clinic-to-camp/{id})',
    cases: {
      ...faults({
        '500-message': "'Error' toast with the server's message; the clinic stays in the table",
        '500-bare': `'Error' toast with ${GENERIC_500}; the clinic stays`,
        network: `'Error' toast with ${GENERIC_NETWORK}; the clinic stays`,
        slow: "The dialog's Remove is disabled while waiting; then 'Removed Successfully' and the row goes",
        malformed: `'Error' toast with ${GENERIC_SCHEMA}; the clinic stays`,
      }),
      'double-submit': { input: DOUBLE_SUBMIT_INPUT, sees: 'One removal request; the row goes' },
    },
  },
  'assign-locations': {
    area: 'Assign New Clinics: location dropdown (POST v3/location/filter)',
    cases: pickerList('Location'),
  },
  'assign-clinics': {
    area: "Assign New Clinics: the location's clinics (POST v3/camp-system/clinic-list-camp)",
    cases: faults({
      '500-message': `'Error loading data' in the clinics table and 'Total Clinics: 0' ${RETRIED}; no toast`,
      '500-bare': "'Error loading data' in the clinics table; no toast",
      network: "'Error loading data' in the clinics table; no toast",
      slow: "'Choose a location to see its clinics.' while the camp loads, then 'Loading...' in the clinics table; the location dropdown stays usable; then the clinics",
      malformed: "'Error loading data' in the clinics table at once; no toast",
    }),
  },
  'assign-groups': {
    area: 'Assign New Clinics: groups (POST v3/camp-system/group-master-list)',
    cases: faults({
      '500-message': `The group dropdowns offer only 'Select group' ${RETRIED} and each row says 'Error loading data', so Add stays disabled ('Please select a group first'); no toast`,
      '500-bare':
        "The group dropdowns offer only 'Select group' and each row says 'Error loading data'; Add stays disabled; no toast",
      network:
        "The group dropdowns offer only 'Select group' and each row says 'Error loading data'; Add stays disabled; no toast",
      slow: "'Loading...' in the clinics table while clinics and groups load; the header stays usable; then each row offers the groups",
      malformed:
        "The group dropdowns offer only 'Select group' and each row says 'Error loading data'; Add stays disabled; no toast",
    }),
  },
  'assign-add': {
    area: 'Assign New Clinics: Add (POST v3/camp-system/assign-clinic-to-camp)',
    cases: {
      ...faults({
        '500-message':
          "Toast 'Failed to assign clinic to camp' with the server's message; the chosen group stays",
        '500-bare': `Toast 'Failed to assign clinic to camp' with ${GENERIC_500}; the chosen group stays`,
        network: `Toast 'Failed to assign clinic to camp' with ${GENERIC_NETWORK}; the chosen group stays`,
        slow: "The row's button reads 'Adding...' and is disabled; then 'Assigned Successfully'",
        malformed: `Toast 'Failed to assign clinic to camp' with ${GENERIC_SCHEMA}; the chosen group stays`,
      }),
      'double-submit': { input: DOUBLE_SUBMIT_INPUT, sees: "One assign request; 'Assigned Successfully'" },
    },
  },
  url: {
    area: 'Garbage in the address',
    cases: {
      'camp-id-letters': {
        input: 'camp_id=abc on Camp Details and Assign New Clinics',
        sees: "'Invalid or missing camp ID. Please check the URL.' on both; no camp is asked for",
      },
      'camp-id-negative': {
        input: 'camp_id=-1 on Camp Details and Assign New Clinics',
        sees: "'Invalid or missing camp ID. Please check the URL.' on both; no camp is asked for",
      },
      'camp-id-exponent': {
        input: 'camp_id=1e309 on Camp Details and Assign New Clinics',
        sees: "'Invalid or missing camp ID. Please check the URL.' on both; no camp is asked for",
      },
      'camp-id-long': {
        input: 'camp_id of 5,000 digits on Camp Details and Assign New Clinics',
        sees: "'Invalid or missing camp ID. Please check the URL.' on both; no camp is asked for",
      },
      'camp-id-unknown': {
        input: 'camp_id=999999 (no such camp) on Camp Details and Assign New Clinics',
        sees: "'No camp with ID 999999 was found. It may have been removed.' on both",
      },
      'status-foo': {
        input: 'status=foo on the camps list',
        sees: 'The Active camps: Status shows Active and the list asks for status true',
      },
      'page-zero': { input: 'page=0 on the camps list', sees: 'Page 1' },
      'page-beyond': {
        input: 'page=99999 on the camps list',
        sees: 'The last page; the address is corrected to it',
      },
      'rows-odd': { input: 'rows=7 on the camps list', sees: '10 rows per page' },
      'search-long': {
        input: 'search of 5,000 characters on the camps list',
        sees: 'The search box holds the first 100 characters, and only those are sent',
      },
    },
  },
  storage: {
    area: 'Tampered local storage',
    cases: {
      'user-broken-json': {
        input: 'hcd_user is broken JSON (the token is valid)',
        sees: 'Signed out: the sign-in page after the 500 ms check; nothing breaks',
      },
      'user-wrong-shape': {
        input: 'hcd_user is JSON of the wrong shape (id a string, no role)',
        sees: 'Signed out: the sign-in page; nothing breaks',
      },
      'token-huge': {
        input: 'hcd_token of 5,000 characters',
        sees: 'Signed out: the sign-in page; nothing breaks',
      },
      'filter-wrong-shape': {
        input: 'hcd_filterData of the wrong shape, hcd_isfilterData 1',
        sees: 'The default filter: the camps list asks with no place or customer; the panel shows the last month',
      },
      'filter-flag-not-1': {
        input: "A valid saved filter (India), hcd_isfilterData 'true'",
        sees: 'Ignored: the camps list asks with no country (with the flag 1 it asks for India)',
      },
      'filter-huge': {
        input: 'hcd_filterData of 200,000 characters, hcd_isfilterData 1',
        sees: 'Ignored: the default filter',
      },
      'show-filter-odd': {
        input: "hcd_showFilter 'yes'",
        sees: "The filter panel is closed; the header's Filter button opens it",
      },
    },
  },
  markup: {
    area: 'Markup in what the server returns',
    cases: {
      'error-message': {
        input: "A 500 whose message is '<img src=x onerror=…><script>…</script>' (header counters)",
        sees: 'The toast shows the markup as text; no script runs, no image is requested',
      },
    },
  },
  'server-markup': {
    area: 'Markup in the records the server returns (production build, demo API over HTTP)',
    cases: {
      'user-names': {
        input: "The signed-in user's first and last name hold <img onerror>, <script> and <b>",
        sees: "The header's 'Hello, …' shows them as text; no script runs, no image is requested",
      },
      'camps-list': {
        input: "A camp's customer first name and location name (the list's camp name is made of them)",
        sees: "The camps list's Name and Location cells show them as text",
      },
      'camp-details': {
        input: 'Camp name, customer first name, location, assigned clinic name and group name of one camp',
        sees: "Camp Details shows them as text (Camp Name, Location, Customer, the assigned clinics' Clinic Name and Group Name); the stored camp name is never shown, the screen derives it",
      },
      'filter-lists': {
        input: "A customer's first name and a clinic's name in the filter panel's lists",
        sees: 'The Customers and Clinics lists show them as text',
      },
    },
  },
  security: {
    area: 'Security (production build)',
    cases: {
      'auth-headers-origin': {
        input:
          'Sign in, camps list, Camp Details, filter panel, push set up (dummy Firebase settings); every request watched',
        sees: "Authorization, x-user-id and x-user-type reach only the API base's origin; the site itself and Firebase get none",
      },
      'secrets-in-build': {
        input:
          "Every file of a production build scanned for the demo accounts' passwords and usernames, tokens, private keys",
        sees: 'None found (the same scan does find the demo passwords in the demo build, which lists the accounts)',
      },
    },
  },
  'demo-worker': {
    area: "Demo mode: the demo API's service worker",
    cases: {
      'update-refused': {
        input: "The browser refuses the worker's update check (update() rejects)",
        sees: 'Nothing: a warning in the console; the demo API keeps answering',
      },
    },
  },
} as const satisfies Record<string, CaseGroup>;

export type CaseGroupKey = keyof typeof reliabilityCases;
export type CaseKey<G extends CaseGroupKey> = keyof (typeof reliabilityCases)[G]['cases'] & string;

export const caseTitle = <G extends CaseGroupKey>(group: G, key: CaseKey<G>): string => {
  const { area, cases } = reliabilityCases[group];
  return `${area} — ${(cases as Record<string, ReliabilityCase>)[key]?.input ?? key}`;
};

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The table of docs/reliability.md, one row per case, in the order of the suite. */
export const renderCasesTable = (): string => {
  const rows = Object.values(reliabilityCases as Record<string, CaseGroup>).flatMap(({ area, cases }) =>
    Object.values(cases).map(({ input, sees }) => `| ${cell(area)} | ${cell(input)} | ${cell(sees)} |`),
  );
  return ['| Screen and call | Fault or input | What the user sees |', '| --- | --- | --- |', ...rows].join(
    '\n',
  );
};
