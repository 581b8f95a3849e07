import type { Clinic } from '@/generated/model';
import { type Column, DataTable } from '@/components/data-table';

export const NO_DATA_TEXT = 'No data found';

const BASE_COLUMNS: readonly Column<Clinic>[] = [
  { key: 'id', header: 'Clinic Id', cell: (clinic) => clinic.id, nowrap: true },
  { key: 'name', header: 'Clinic Name', cell: (clinic) => clinic.name },
  { key: 'location', header: 'Location Id', cell: (clinic) => clinic.location_id ?? '–', nowrap: true },
];

interface ClinicsTableProps {
  clinics: readonly Clinic[];
  loading: boolean;
  /** Administrators only: the Customer column, a name for the clinic's `user_id`. */
  customerOf?: ((clinic: Clinic) => string) | undefined;
}

/** Only what `v3/Clinic/filter` returns (openapi/v3.yaml `Clinic`): id, name, location id, owner. */
export const ClinicsTable = ({ clinics, loading, customerOf }: ClinicsTableProps) => {
  const columns = customerOf
    ? [...BASE_COLUMNS, { key: 'customer', header: 'Customer', cell: customerOf }]
    : BASE_COLUMNS;
  return (
    <DataTable
      caption="Clinics"
      columns={columns}
      rows={clinics}
      rowKey={(clinic) => clinic.id}
      emptyText={loading ? 'Loading...' : NO_DATA_TEXT}
      busy={loading}
    />
  );
};
