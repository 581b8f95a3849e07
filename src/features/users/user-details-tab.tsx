import type { StaffUser } from '@/generated/model';
import { formatDisplayDateTime } from '@/lib/dates';

import { TemporaryPassword } from './temporary-password';

/**
 * User Details' Details tab (docs/users.md): the account's bookkeeping (who created it and when,
 * the last change), and the new user's temporary password, once.
 */
export const UserDetailsTab = ({ record }: { record: StaffUser }) => (
  <>
    <TemporaryPassword id={record.id} name={record.name} />
    <dl className="ui-summary">
      <dt>User Id</dt>
      <dd>{record.id}</dd>
      <dt>Created by</dt>
      <dd>{record.created_by?.name ?? 'Seeded with the platform'}</dd>
      <dt>Created</dt>
      <dd>{formatDisplayDateTime(record.created_at)}</dd>
      <dt>Last changed</dt>
      <dd>{formatDisplayDateTime(record.updated_at)}</dd>
      <dt>Version</dt>
      <dd>{record.version}</dd>
    </dl>
  </>
);
