import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/settings/settings.faults.test.tsx';

/**
 * Settings (docs/settings.md), as an administrator: the read says so in place with Try again (only
 * logged, no toast); Save keeps every value typed, with the query client's one 'Error' toast, and
 * changes nothing. Its History's audit trail is the audit group's (reliability-cases-audit.ts).
 */
export const settingsCases = {
  settings: {
    area: 'Settings (GET v3/settings)',
    component: FILE,
    cases: faults({
      '500-message': `'Error loading data' with Try again in place of the settings ${RETRIED}; no toast`,
      '500-bare': "'Error loading data' with Try again in place of the settings; no toast",
      network: "'Error loading data' with Try again in place of the settings; no toast",
      slow: "'Loading...' in place of the settings; then the form with the saved values",
      malformed: "'Error loading data' with Try again at once (not retried); no toast",
    }),
  },
  'settings-save': {
    area: 'Settings: Save (PUT v3/settings)',
    component: FILE,
    cases: faults({
      '500-message':
        "'Error' toast with the server's message; the form keeps every value; Save is enabled again; nothing saved",
      '500-bare': `'Error' toast with ${GENERIC_500}; the form keeps every value; nothing saved`,
      network: `'Error' toast with ${GENERIC_NETWORK}; the form keeps every value; nothing saved`,
      slow: "Save reads 'Saving...' and is disabled, the form keeping its values; then 'Settings saved.'",
      malformed: `'Error' toast with ${GENERIC_SCHEMA}; the form keeps every value`,
    }),
  },
};
