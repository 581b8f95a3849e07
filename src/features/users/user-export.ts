import { filterUsers } from '@/generated/api/users/users';
import type { StaffUserFilterRequest, StaffUserRow } from '@/generated/model';
import { csvText, downloadText } from '@/lib/csv/download-blob';

import { statusText } from './user-words';

/** The largest page the call allows (openapi/v3.yaml, StaffUserFilterRequest). */
const PAGE = 100;

export const USER_CSV_HEADER = [
  'Id',
  'Name',
  'Email',
  'Role',
  'Status',
  'Expires',
  'Last sign-in',
  'Created',
];

export const userCells = (row: StaffUserRow): string[] => [
  String(row.id),
  row.name,
  row.email,
  row.role.name,
  statusText(row),
  row.expires_at ?? '',
  row.last_sign_in_at ?? '',
  row.created_at,
];

/**
 * Export to CSV (docs/users.md): every user matching the list's filters, page by page through the
 * list's own call; cells neutralised (src/lib/csv). Answers the number of users written.
 */
export const exportUsers = async (
  filter: Omit<StaffUserFilterRequest, 'page' | 'limit'>,
): Promise<number> => {
  const rows: string[][] = [USER_CSV_HEADER];
  for (let page = 1; ; page += 1) {
    const found = await filterUsers({ ...filter, page, limit: PAGE });
    rows.push(...found.records.map(userCells));
    if (found.records.length < PAGE || rows.length - 1 >= found.total_count) break;
  }
  downloadText(`users-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
  return rows.length - 1;
};
