import { Link } from 'wouter';

import type { Camp } from '@/generated/model';
import { formatDisplayDate } from '@/lib/dates';
import { type Column, DataTable } from '@/components/data-table';

import { deriveCampName } from '../model/camp-name';
import { absolute, campInfoPath } from '../model/paths';

export const NO_DATA_TEXT = 'No data found';

const COLUMNS: readonly Column<Camp>[] = [
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

export const CampsTable = ({ camps, loading }: { camps: readonly Camp[]; loading: boolean }) => (
  <DataTable
    caption="Camps"
    columns={COLUMNS}
    rows={camps}
    rowKey={(camp) => camp.id}
    emptyText={loading ? 'Loading...' : NO_DATA_TEXT}
    busy={loading}
  />
);
