import { faults, RETRIED } from './reliability-case-kit';

/**
 * The audit trail (docs/audit.md), as an administrator whose role includes it: one component
 * (src/components/audit-trail.tsx) shows it on Patient Details' Access tab, User Details' Activity
 * tab and Settings' History, one code path; the Access tab stands for them all. A failure is said
 * in the trail's table with Try again (only logged, no toast); the rest of the page works.
 */
export const auditCases = {
  'audit-trail': {
    area: 'Patient Details: Access tab, the audit trail (POST v3/audit/filter)',
    component: 'src/features/patients/patients.faults.test.tsx',
    cases: faults({
      '500-message': `'The audit trail could not be loaded.' with Try again in the trail ${RETRIED}; the patient stays; no toast`,
      '500-bare': "'The audit trail could not be loaded.' with Try again; the patient stays; no toast",
      network: "'The audit trail could not be loaded.' with Try again; the patient stays; no toast",
      slow: "'Loading...' in the trail; the patient and the header stay usable; then who read or changed the record",
      malformed:
        "'The audit trail could not be loaded.' with Try again at once (not retried); the patient stays; no toast",
    }),
  },
};
