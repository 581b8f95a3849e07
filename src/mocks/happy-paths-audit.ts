import type { HappyPath } from './happy-paths';

/** The proposed audit call (docs/audit.md): the first page of a patient's reads and changes. */
export const auditPaths = (): Record<string, HappyPath> => ({
  filterAuditEvents: {
    path: '/v3/audit/filter',
    body: {
      page: 1,
      limit: 10,
      patient_id: 1,
      actor_id: null,
      entity: null,
      action: null,
      from: null,
      to: null,
    },
  },
});
