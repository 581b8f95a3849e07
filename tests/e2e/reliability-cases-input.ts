import type { CaseGroup } from './reliability-case-kit';

const NOTHING_RUNS = 'no script runs, no image is requested';
const SIGN_IN_AGAIN = 'nothing breaks; signing in again opens the dashboard';
const DEFAULT_FILTER =
  "the camps list asks with no place or customer; the filter panel shows the last month, Customer 'All' and Country 'All'";

/** Bad input (the address, local storage, markup from the server), security and demo mode. */
export const inputCases = {
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
    area: 'Tampered or missing local storage',
    cases: {
      'user-broken-json': {
        input: 'hcd_user is broken JSON (the token is valid)',
        sees: `Signed out: the sign-in page after the 500 ms check; ${SIGN_IN_AGAIN}`,
      },
      'user-wrong-shape': {
        input: 'hcd_user is JSON of the wrong shape (id a string, no role)',
        sees: `Signed out: the sign-in page; ${SIGN_IN_AGAIN}`,
      },
      'user-missing': {
        input: 'hcd_user is missing (the token is valid)',
        sees: `Signed out: the sign-in page; ${SIGN_IN_AGAIN}`,
      },
      'token-huge': {
        input: 'hcd_token of 5,000 characters',
        sees: `Signed out: the sign-in page; ${SIGN_IN_AGAIN}`,
      },
      'token-missing': {
        input: 'hcd_token is missing (the user is valid)',
        sees: `Signed out: the sign-in page; ${SIGN_IN_AGAIN}`,
      },
      'filter-wrong-shape': {
        input: 'hcd_filterData of the wrong shape, hcd_isfilterData 1',
        sees: `The default filter: ${DEFAULT_FILTER}`,
      },
      'filter-missing': {
        input: 'hcd_filterData is missing, hcd_isfilterData 1',
        sees: `The default filter: ${DEFAULT_FILTER}`,
      },
      'filter-flag-not-1': {
        input: "A valid saved filter (India, the last 10 days), hcd_isfilterData 'true'",
        sees: `Ignored: ${DEFAULT_FILTER} (with the flag 1 the list asks for India and the panel shows India and the last 10 days)`,
      },
      'filter-huge': {
        input: 'hcd_filterData of 200,000 characters, hcd_isfilterData 1',
        sees: `Ignored: ${DEFAULT_FILTER}`,
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
        sees: `The header's 'Hello, …' shows them as text, and the avatar's initials their first characters ('<<'); ${NOTHING_RUNS}`,
      },
      'user-role': {
        input: "The signed-in user's role name",
        sees: `The profile dropdown shows it as text under 'Hello, …'; ${NOTHING_RUNS}`,
      },
      'camps-list': {
        input: "A camp's customer first name and location name (the list's camp name is made of them)",
        sees: "The camps list's Name and Location cells show them as text",
      },
      'camp-details': {
        input: 'Camp name, customer first name, location, assigned clinic name and group name of one camp',
        sees: "Camp Details shows them as text (Camp Name, Location, Customer, the assigned clinics' Clinic Name and Group Name); the stored camp name is never shown, the screen derives it",
      },
      'picker-options': {
        input: "A location name and a customer's first and last name in Add Camp's dropdowns",
        sees: "The Location and Customer dropdowns' options show them as text",
      },
      'assign-rows': {
        input:
          "Assign New Clinics of that camp: its location, a clinic of the location and the groups' names",
        sees: "The camp name under the title, the Location dropdown, the clinic's row and its group options show them as text",
      },
      'filter-lists': {
        input: "A customer's first name and a clinic's name in the filter panel's lists",
        sees: 'The Customers and Clinics lists show them as text',
      },
      'filter-geography': {
        input: "The country, state, district and location names of that camp's location in the filter panel",
        sees: 'The Countries, States, Districts and Locations lists show them as text, and so does each chosen name beside its Clear action',
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
