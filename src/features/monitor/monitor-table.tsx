import { type Column, DataTable } from '@/components/data-table';
import type { Clinic } from '@/generated/model';

/** Only what `v3/clinic/filter` returns for a clinic: its id, name and location id. */
const COLUMNS: readonly Column<Clinic>[] = [
  { key: 'id', header: 'Clinic Id', cell: (clinic) => clinic.id },
  { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
  { key: 'location', header: 'Location Id', cell: (clinic) => clinic.location_id ?? '–' },
];

export const LOAD_ERROR_TEXT = 'The clinics could not be loaded.';

interface MonitorTableProps {
  caption: string;
  clinics: readonly Clinic[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export const MonitorTable = ({ caption, clinics, loading, failed, onRetry }: MonitorTableProps) => (
  <DataTable
    caption={caption}
    columns={COLUMNS}
    rows={clinics}
    rowKey={(clinic) => clinic.id}
    emptyText={loading ? 'Loading...' : 'No data found'}
    busy={loading}
    errorText={failed ? LOAD_ERROR_TEXT : undefined}
    onRetry={onRetry}
  />
);
