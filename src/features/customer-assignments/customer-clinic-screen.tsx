import { Link, useParams } from 'wouter';

import { DataTable } from '@/components/data-table';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { type RecordRouteSpec, useRecordRoute } from '@/components/resource/record-route';
import { RecordMessage } from '@/components/resource/record-state';
import { RecordSummary } from '@/components/resource/record-summary';
import { useGetClinic } from '@/generated/api/clinic-records/clinic-records';
import { useFilterKiosks } from '@/generated/api/kiosks/kiosks';
import type { ClinicRecord, KioskRow, KioskStatus, NamedRef } from '@/generated/model';
import { absolute, campInfoPath, CUSTOMERS_PATH } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';

import { assignedClinicsPath, clinicDetailsPath, doctorDetailsPath, kioskDetailsPath } from './paths';

export const NOT_THIS_CUSTOMERS = "This clinic is not one of this customer's.";
const TITLE = 'Customer Clinic Details';

const ROUTE: RecordRouteSpec = { singular: 'Clinic', param: 'clinic_id', alsoIds: ['id'] };
const KIOSK_STATUS: Record<KioskStatus, string> = {
  in_stock: 'In stock',
  deployed: 'Deployed',
  in_repair: 'In repair',
  retired: 'Retired',
};

const useClinic = (id: number) => useGetClinic<ClinicRecord, unknown>(id, { query: RECORD_QUERY });

const Links = ({ refs, path }: { refs: readonly NamedRef[]; path: (id: number) => string }) =>
  refs.length === 0 ? (
    <>None</>
  ) : (
    <>
      {refs.map((ref, index) => (
        <span key={ref.id}>
          {index > 0 ? ', ' : null}
          <Link href={absolute(path(ref.id))} className="ui-link">
            {ref.name}
          </Link>
        </span>
      ))}
    </>
  );

const profile = (clinic: ClinicRecord) =>
  [
    ['Name', clinic.name],
    ['Customer', clinic.customer.name],
    ['Clinic type', clinic.clinic_type.name],
    [
      'Location',
      [
        clinic.location.name,
        clinic.location.district.name,
        clinic.location.state.name,
        clinic.location.country.name,
      ].join(', '),
    ],
    ['Address', clinic.address],
    ['Phone', clinic.phone],
    ['Email', clinic.email],
    ['AMC licence', `${formatDisplayDate(clinic.amc_start)} to ${formatDisplayDate(clinic.amc_expiry)}`],
    ['Status', clinic.status ? 'Active' : 'Inactive'],
    ['Patients screened in the last 30 days', String(clinic.activity.patients_screened_30_days)],
  ] as const;

const KIOSK_COLUMNS = [
  {
    key: 'serial',
    header: 'Serial number',
    cell: (kiosk: KioskRow) => (
      <Link href={absolute(kioskDetailsPath(kiosk.id))} className="ui-link">
        {kiosk.serial_number}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', cell: (kiosk: KioskRow) => KIOSK_STATUS[kiosk.status] },
  {
    key: 'app',
    header: 'App version',
    cell: (kiosk: KioskRow) => `${kiosk.app_version.name}${kiosk.app_out_of_date ? ' (out of date)' : ''}`,
  },
];

/** The clinic's kiosks (Kiosk Inventory's call, narrowed to the clinic). */
const ClinicKiosks = ({ clinicId }: { clinicId: number }) => {
  const kiosks = useFilterKiosks({ clinic_id: clinicId, page: 1, limit: 100 }, { query: LIST_QUERY });
  return (
    <div className="ui-card">
      <h2>Kiosks</h2>
      <DataTable
        caption="Kiosks of the clinic"
        columns={KIOSK_COLUMNS}
        rows={kiosks.data?.records ?? []}
        rowKey={(kiosk) => kiosk.id}
        emptyText={kiosks.isPending ? 'Loading...' : 'No kiosks at this clinic.'}
        busy={kiosks.isFetching}
        errorText={kiosks.isError ? 'Error loading data' : undefined}
        onRetry={() => void kiosks.refetch()}
      />
    </div>
  );
};

const ClinicView = ({ clinic }: { clinic: ClinicRecord }) => (
  <>
    <div className="ui-card">
      <RecordSummary items={profile(clinic)} />
      <p>
        <Link href={absolute(clinicDetailsPath(clinic.id))} className="ui-link">
          Open Clinic Details
        </Link>
      </p>
    </div>
    <div className="ui-card">
      <h2>Doctors and camps</h2>
      <dl className="ui-summary">
        <dt>Doctors</dt>
        <dd>
          <Links refs={clinic.activity.doctors} path={doctorDetailsPath} />
        </dd>
        <dt>Camps</dt>
        <dd>
          <Links refs={clinic.activity.camps} path={campInfoPath} />
        </dd>
      </dl>
    </div>
    <ClinicKiosks clinicId={clinic.id} />
  </>
);

/**
 * Customer Clinic Details (`manage/customer/clinicDetails/{clinic_id}/{id}`, docs/customer-assignments.md):
 * a clinic seen from its customer (`id`). A clinic of another customer is never shown under this one:
 * the page says so plainly instead.
 */
export const CustomerClinicDetailsScreen = () => {
  const route = useRecordRoute(ROUTE);
  const customerId = parseId(useParams<{ id?: string }>().id);
  const mine = (clinic: ClinicRecord) => clinic.customer.id === customerId;
  return (
    <RecordFrame
      route={route}
      useRecord={useClinic}
      title={TITLE}
      titleOf={(clinic) => (mine(clinic) ? `${clinic.customer.name}: ${clinic.name}` : TITLE)}
      titleId="customer-clinic-title"
      back={
        customerId === null
          ? { label: 'Back to Customers', href: CUSTOMERS_PATH }
          : { label: 'Back to Assigned Clinics', href: assignedClinicsPath(customerId) }
      }
    >
      {(clinic) =>
        mine(clinic) ? <ClinicView clinic={clinic} /> : <RecordMessage text={NOT_THIS_CUSTOMERS} />
      }
    </RecordFrame>
  );
};
