import {
  DOUBLE_SUBMIT_INPUT,
  type CaseGroup,
  faults,
  filterList,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  RETRIED,
} from './reliability-case-kit';

/** What every failed Logout case checks last (issue 32: sign-out must not fail open). */
const AGAIN =
  '; Logout again, once the server answers, opens the sign-in page and the server revokes the token';

/** Sign-in, the header, a session ended on the server, and the filter panel's lists. */
export const shellCases = {
  'sign-in': {
    area: 'Sign-in (POST v3/login/dashboard)',
    component: 'src/features/auth/sign-in.faults.test.tsx',
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
    component: 'src/app/shell/header.faults.test.tsx',
    cases: faults({
      '500-message': `An 'Error' toast with the server's message ${RETRIED}; no badge on the bell, whose dropdown reads '– clinics are out of sync' and 'The counts could not be loaded.' with Try again; the page works`,
      '500-bare': `An 'Error' toast with ${GENERIC_500}; no badge on the bell; its dropdown says 'The counts could not be loaded.'`,
      network: `An 'Error' toast with ${GENERIC_NETWORK}; no badge on the bell; its dropdown says 'The counts could not be loaded.'`,
      slow: "The bell has no badge and reads '… clinics are out of sync' meanwhile; the page stays usable; then the counts",
      malformed: `An 'Error' toast with ${GENERIC_SCHEMA} at once; no badge on the bell; its dropdown says 'The counts could not be loaded.'`,
    }),
  },
  logout: {
    area: 'Header: Logout (POST v3/login/logout)',
    component: 'src/app/shell/header.faults.test.tsx',
    cases: faults({
      '500-message': `Only logged: no toast; the user stays signed in on the same page${AGAIN}`,
      '500-bare': `Only logged: no toast; the user stays signed in${AGAIN}`,
      network: `Only logged: no toast; the user stays signed in${AGAIN}`,
      slow: 'Logout is disabled while waiting; the page stays usable; then the sign-in page',
      malformed: `Only logged: no toast; the user stays signed in${AGAIN}`,
    }),
  },
  session: {
    area: 'Session ended on the server (every call answers 401)',
    cases: {
      storm: {
        input:
          "Many concurrent 401s: the header's two counters, the filter panel's three lists and the Summary's call at once",
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
    component: 'src/features/filter/filter-panel.faults.test.tsx',
    cases: filterList('Customers'),
  },
  'filter-countries': {
    area: 'Filter panel: countries (POST v3/country/filter)',
    component: 'src/features/filter/filter-panel.faults.test.tsx',
    cases: filterList('Countries'),
  },
  'filter-states': {
    area: 'Filter panel: states, once a country is chosen (POST v3/state/filter)',
    component: 'src/features/filter/filter-panel.faults.test.tsx',
    cases: filterList('States'),
  },
  'filter-districts': {
    area: 'Filter panel: districts, once a state is chosen (POST v3/district/filter)',
    component: 'src/features/filter/filter-panel.faults.test.tsx',
    cases: filterList('Districts'),
  },
  'filter-locations': {
    area: 'Filter panel: locations, once a district is chosen (POST v3/location/filter)',
    component: 'src/features/filter/filter-panel.faults.test.tsx',
    cases: filterList('Locations'),
  },
  'filter-clinics': {
    area: 'Filter panel: clinics (POST v3/Clinic/filter)',
    component: 'src/features/filter/filter-panel.faults.test.tsx',
    cases: filterList('Clinics'),
  },
} as const satisfies Record<string, CaseGroup>;
