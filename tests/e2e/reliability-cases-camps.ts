import {
  campWrite,
  DOUBLE_SUBMIT_INPUT,
  type CaseGroup,
  faults,
  GENERIC_500,
  GENERIC_NETWORK,
  GENERIC_SCHEMA,
  pickerList,
  RETRIED,
} from './reliability-case-kit';

/** The camp screens: the camps list, Add Camp, Camp Details and Assign New Clinics. */
export const campCases = {
  'camps-list': {
    area: 'Camps list (POST v3/camp-system/filter)',
    component: 'src/features/camps/list/camps-list.faults.test.tsx',
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
    component: 'src/features/camps/add/add-camp.faults.test.tsx',
    cases: pickerList('Location'),
  },
  'add-camp-customers': {
    area: 'Add Camp: customer dropdown (POST v3/customer/filter)',
    component: 'src/features/camps/add/add-camp.faults.test.tsx',
    cases: pickerList('Customer'),
  },
  'add-camp-save': {
    area: 'Add Camp: Save (POST v3/camp-system/)',
    component: 'src/features/camps/add/add-camp.faults.test.tsx',
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
    component: 'src/features/camps/details/camp-details.faults.test.tsx',
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
    component: 'src/features/camps/details/camp-details.faults.test.tsx',
    cases: pickerList('Location'),
  },
  'details-customers': {
    area: 'Camp Details: customer dropdown of the edit form (POST v3/customer/filter)',
    component: 'src/features/camps/details/camp-details.faults.test.tsx',
    cases: pickerList('Customer'),
  },
  'details-assigned': {
    area: 'Camp Details: ClinicAssign table (POST v3/camp-system/assigned-clinic-list)',
    component: 'src/features/camps/details/camp-details.faults.test.tsx',
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
    component: 'src/features/camps/details/camp-details.faults.test.tsx',
    cases: {
      ...campWrite('the edit form', 'Updated successfully'),
      'double-submit': { input: DOUBLE_SUBMIT_INPUT, sees: "One update request; 'Updated successfully'" },
    },
  },
  'details-remove': {
    area: 'Camp Details: Remove (PUT v3/camp-system/unassign-clinic-to-camp/{id})',
    component: 'src/features/camps/details/camp-details.faults.test.tsx',
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
  'assign-camp': {
    area: 'Assign New Clinics: the camp (GET v3/camp-system/{id})',
    component: 'src/features/camps/assign/assign-clinics.faults.test.tsx',
    cases: faults({
      '500-message': `'Error loading data' under the title in place of the camp's name ${RETRIED}; no toast; 'Choose a location to see its clinics.', and a location picked by hand shows its clinics`,
      '500-bare':
        "'Error loading data' under the title; no toast; a location picked by hand shows its clinics",
      network: "'Error loading data' under the title; no toast; a location picked by hand shows its clinics",
      slow: "'Choose a location to see its clinics.' and an empty Location while the camp loads; the header stays usable; then the camp's name and its location's clinics",
      malformed:
        "'Error loading data' under the title at once; no toast; a location picked by hand shows its clinics",
    }),
  },
  'assign-locations': {
    area: 'Assign New Clinics: location dropdown (POST v3/location/filter)',
    component: 'src/features/camps/assign/assign-clinics.faults.test.tsx',
    cases: pickerList('Location'),
  },
  'assign-clinics': {
    area: "Assign New Clinics: the location's clinics (POST v3/camp-system/clinic-list-camp)",
    component: 'src/features/camps/assign/assign-clinics.faults.test.tsx',
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
    component: 'src/features/camps/assign/assign-clinics.faults.test.tsx',
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
    component: 'src/features/camps/assign/assign-clinics.faults.test.tsx',
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
} as const satisfies Record<string, CaseGroup>;
