import { memo } from 'react';
import { Link } from 'wouter';

import type { Camp } from '@/generated/model';
import { absolute, campInfoPath } from '@/lib/app-paths';
import { deriveCampName } from '@/lib/camp-name';
import { formatDisplayDate } from '@/lib/dates';

import { type Column, DataTable } from './data-table';

export const NO_DATA_TEXT = 'No data found';

/** The camps list's columns (requirements 2.7): the home's Latest camps shows the same. */
export const CAMP_COLUMNS: readonly Column<Camp>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (camp) => (
      <Link href={absolute(campInfoPath(camp.id))} className="ui-link">
        {deriveCampName(camp.customer.first_name, camp.location.name, camp.start_date)}
      </Link>
    ),
  },
  { key: 'start', header: 'Start Date', cell: (camp) => formatDisplayDate(camp.start_date), nowrap: true },
  { key: 'end', header: 'End Date', cell: (camp) => formatDisplayDate(camp.end_date), nowrap: true },
  { key: 'location', header: 'Location', cell: (camp) => camp.location.name },
  {
    key: 'camp-status',
    header: 'Camp Status',
    cell: (camp) => (
      <span className={camp.camp_status ? 'ui-tag ui-tag-on' : 'ui-tag ui-tag-off'}>
        {camp.camp_status ? 'Active' : 'Over'}
      </span>
    ),
  },
  {
    key: 'created',
    header: 'Create Date',
    cell: (camp) => formatDisplayDate(camp.created_at),
    nowrap: true,
  },
];

export const campKey = (camp: Camp): number => camp.id;

interface CampsTableProps {
  camps: readonly Camp[];
  loading: boolean;
  /** The table's accessible name; the camps list's is 'Camps'. */
  caption?: string;
  /** A failed load shown in the table, with Try again (the home's Latest camps). */
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/**
 * The home's "Latest camps": the camps list's rows (requirements 2.7), the derived name linking to
 * Camp Details, the dates in DD-MM-YYYY UTC, the location, Active or Over, and the creation date.
 */
export const CampsTable = memo(function CampsTable({
  camps,
  loading,
  caption = 'Camps',
  errorText,
  onRetry,
}: CampsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={CAMP_COLUMNS}
      rows={camps}
      rowKey={campKey}
      emptyText={loading ? 'Loading...' : NO_DATA_TEXT}
      busy={loading}
      errorText={errorText}
      onRetry={onRetry}
    />
  );
});
