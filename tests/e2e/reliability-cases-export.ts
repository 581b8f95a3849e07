/** The Export screen's faults (docs/patients.md, Export): the five standard ones on its paging call. */
import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

export const exportCases = {
  'export-patients': {
    area: 'Export: Patients (POST v3/patient/filter, the pages of 500)',
    component: 'src/features/export/export.faults.test.tsx',
    cases: faults({
      '500-message': `'Page 1 could not be loaded:' with the server's message ${RETRIED}; nothing is downloaded; Try again resumes from that page and downloads the CSV`,
      '500-bare': `'Page 1 could not be loaded:' with ${GENERIC_500} ${RETRIED}; Try again resumes from that page`,
      network: `'Page 1 could not be loaded:' with ${GENERIC_NETWORK} ${RETRIED}; Try again resumes from that page`,
      slow: `The progress bar reads 'Page 0 of 1' and Cancel stays usable; the CSV downloads when the answer comes`,
      malformed: `'Page 1 could not be loaded:' with ${GENERIC_SCHEMA} at once (not retried); Try again resumes from that page`,
    }),
  },
};
