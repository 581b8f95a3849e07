import { filterQueries } from '@/generated/api/support/support';
import type { QueryFilterRequest, QueryRow } from '@/generated/model';
import { csvText, downloadText } from '@/lib/csv/download-blob';

import {
  CATEGORY_TEXT,
  PRIORITY_TEXT,
  queryNumber,
  SLA_STATE_TEXT,
  slaText,
  STATUS_TEXT,
} from './support-words';

/** The largest page the call allows (openapi/v3.yaml, QueryFilterRequest). */
const PAGE = 500;

export const QUERY_CSV_HEADER = [
  'Query',
  'Subject',
  'Category',
  'Priority',
  'Status',
  'Customer',
  'Clinic',
  'Kiosk',
  'Assignee',
  'Waiting on customer',
  'SLA',
  'SLA state',
  'SLA due',
  'Unread',
  'Last activity',
  'Created',
];

export const queryCells = (row: QueryRow): string[] => {
  const sla = slaText(row.sla);
  return [
    queryNumber(row.id),
    row.subject,
    CATEGORY_TEXT[row.category],
    PRIORITY_TEXT[row.priority],
    STATUS_TEXT[row.status],
    row.customer.name,
    row.clinic.name,
    row.kiosk?.serial_number ?? '',
    row.assignee?.name ?? '',
    row.waiting_on_customer ? 'Yes' : 'No',
    sla.clock ? `${sla.text} ${sla.clock}` : sla.text,
    SLA_STATE_TEXT[row.sla.state],
    row.sla.due_at ?? '',
    String(row.unread),
    row.last_message_at,
    row.created_at,
  ];
};

/**
 * Export to CSV (docs/support.md, "Screens"): every query matching the list's filters and view,
 * page by page through the list's own call; cells neutralised (src/lib/csv). Answers how many.
 */
export const exportQueries = async (filter: Omit<QueryFilterRequest, 'page' | 'limit'>): Promise<number> => {
  const rows: string[][] = [QUERY_CSV_HEADER];
  for (let page = 1; ; page += 1) {
    const found = await filterQueries({ ...filter, page, limit: PAGE });
    rows.push(...found.records.map(queryCells));
    if (found.records.length < PAGE || rows.length - 1 >= found.total_count) break;
  }
  downloadText(`support-queries-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
  return rows.length - 1;
};
