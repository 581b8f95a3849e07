import { type CaseGroup, faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA } from './reliability-case-kit';

const PAUSED = "the import pauses at '0 of 2 sent' with Resume and End here; no toast";
const RESUMED = 'Resume (fault gone) imports both rows with the same import_id';

/** Upload Patients: the import of a checked file (docs/patients.md, "Upload Patients"). */
export const uploadCases = {
  'upload-import': {
    area: 'Upload Patients: import (POST v3/patient/import, dry_run false)',
    component: 'src/features/patient-upload/upload.faults.test.tsx',
    cases: faults({
      '500-message': `The server's message, then 'Resume sends the same rows again.'; ${PAUSED}; ${RESUMED}`,
      '500-bare': `${GENERIC_500}; ${PAUSED}; ${RESUMED}`,
      network: `${GENERIC_NETWORK}; ${PAUSED}; ${RESUMED}`,
      slow: "The progress bar at '0 of 2 sent' with Stop; then the summary, '2 patients imported.'",
      malformed: `${GENERIC_SCHEMA}; ${PAUSED}; Resume imports the rows once: the server answers created again for rows this upload made`,
    }),
  },
} satisfies Record<string, CaseGroup>;
