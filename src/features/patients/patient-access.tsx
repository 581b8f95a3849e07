import { useAtomValue } from 'jotai';

import { sessionAtom } from '@/atoms/session';
import { AuditTrail } from '@/components/audit-trail';
import { useHasArea } from '@/components/role-areas';
import type { Patient } from '@/generated/model';

/** An administrator whose role includes the Audit trail (docs/audit.md); never a customer or a doctor. */
export const useMayAudit = (): boolean => {
  const type = useAtomValue(sessionAtom)?.user.user_type;
  const audits = useHasArea('audit');
  return type === 'Administrator' && audits;
};

/** Patient Details' Access tab: every read and change of this patient's record, newest first. */
export const PatientAccess = ({ record }: { record: Patient }) => (
  <AuditTrail filter={{ patient_id: record.id }} title="Who read or changed this record" />
);
