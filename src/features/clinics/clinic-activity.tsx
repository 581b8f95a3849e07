import { Link } from 'wouter';

import { useFilterKiosks } from '@/generated/api/kiosks/kiosks';
import type { ClinicRecord } from '@/generated/model';
import { absolute, campInfoPath } from '@/lib/app-paths';

const PATIENTS_PATH = '/dashboard/manage/patients';
/** Clinic Inventory (src/features/kiosks): the clinic's kiosks. */
const inventoryPath = (id: number): string => `/dashboard/manage/clinic/inventory?clinic_id=${id}`;
const doctorPath = (id: number): string => `/dashboard/manage/doctor/views/${id}`;
const kioskPath = (id: number): string => `/dashboard/manage/kiosk-inventory/view/${id}`;
/** The kiosks named on the page; Clinic Inventory lists them all. */
const KIOSKS_SHOWN = 10;

/** The clinic's kiosks, each linked to its page, then Clinic Inventory for all of them. */
const ClinicKiosks = ({ clinicId }: { clinicId: number }) => {
  const kiosks = useFilterKiosks(
    { page: 1, limit: KIOSKS_SHOWN, searchValue: null, clinic_id: clinicId },
    { query: { meta: { errorMode: 'log' } } },
  );
  const page = kiosks.data;
  return (
    <>
      {kiosks.isPending ? 'Loading...' : null}
      {kiosks.isError ? 'The kiosks could not be loaded. ' : null}
      {page && page.total_count === 0 ? 'None ' : null}
      {page?.records.map((kiosk, index) => (
        <span key={kiosk.id}>
          {index > 0 ? ', ' : null}
          <Link href={absolute(kioskPath(kiosk.id))} className="ui-link">
            {kiosk.serial_number}
          </Link>
        </span>
      ))}
      {page && page.total_count > page.records.length
        ? ` and ${page.total_count - page.records.length} more `
        : ' '}
      <Link href={absolute(inventoryPath(clinicId))} className="ui-link">
        Clinic Inventory
      </Link>
    </>
  );
};

/**
 * From the clinic's deployed kiosks, as the header's monitors count it (docs/home-and-monitor.md,
 * "Where the counts come from").
 */
const syncText = ({ sync }: ClinicRecord): string =>
  [
    sync.synced ? 'Synced' : 'Out of sync',
    sync.pending_forced_update ? 'a forced app update is pending' : 'no forced app update pending',
  ].join('; ');

/**
 * Clinic Details below the profile: its sync state as the header monitors count it, its kiosks, its
 * camps and doctors (each linked to its page), and the patients screened there in the last 30 days.
 */
export const ClinicActivity = ({ record }: { record: ClinicRecord }) => (
  <div className="ui-card">
    <h2>Activity</h2>
    <dl className="ui-summary">
      <dt>Sync state</dt>
      <dd>{syncText(record)}</dd>
      <dt>Kiosks</dt>
      <dd>
        <ClinicKiosks clinicId={record.id} />
      </dd>
      <dt>Patients screened in the last 30 days</dt>
      <dd>
        {record.activity.patients_screened_30_days}{' '}
        <Link href={absolute(PATIENTS_PATH)} className="ui-link">
          Patients
        </Link>
      </dd>
      <dt>Camps</dt>
      <dd>
        {record.activity.camps.length === 0 ? 'None' : null}
        {record.activity.camps.map((camp, index) => (
          <span key={camp.id}>
            {index > 0 ? ', ' : null}
            <Link href={absolute(campInfoPath(camp.id))} className="ui-link">
              {camp.name}
            </Link>
          </span>
        ))}
      </dd>
      <dt>Doctors</dt>
      <dd>
        {record.activity.doctors.length === 0 ? 'None' : null}
        {record.activity.doctors.map((doctor, index) => (
          <span key={doctor.id}>
            {index > 0 ? ', ' : null}
            <Link href={absolute(doctorPath(doctor.id))} className="ui-link">
              {doctor.name}
            </Link>
          </span>
        ))}
      </dd>
    </dl>
  </div>
);
