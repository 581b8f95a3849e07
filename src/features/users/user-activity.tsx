import { AuditTrail } from '@/components/audit-trail';
import { useHasArea } from '@/components/role-areas';
import type { StaffUser } from '@/generated/model';
import { areaRefusal } from '@/lib/areas';

/**
 * User Details' Activity tab (docs/users.md; docs/audit.md): what this user did, newest first. A
 * role without the Audit trail reads why instead of a call the server refuses.
 */
export const UserActivity = ({ record }: { record: StaffUser }) =>
  useHasArea('audit') ? (
    <AuditTrail filter={{ actor_id: record.id }} title={`Activity of ${record.name}`} />
  ) : (
    <p>{areaRefusal('audit')}</p>
  );
