import { Link } from 'wouter';

import type { ClinicRecord } from '@/generated/model';
import { absolute, campInfoPath } from '@/lib/app-paths';

const PATIENTS_PATH = '/dashboard/manage/patients';
/** Clinic Inventory (src/features/kiosks): the clinic's kiosks. */
const inventoryPath = (id: number): string => `/dashboard/manage/clinic/inventory?clinic_id=${id}`;
const doctorPath = (id: number): string => `/dashboard/manage/doctor/views/${id}`;

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
 * Clinic Details below the profile: its sync state as the header monitors count it, its camps and
 * doctors (each linked to its page), and the patients screened there in the last 30 days.
 */
export const ClinicActivity = ({ record }: { record: ClinicRecord }) => (
  <div className="ui-card">
    <h2>Activity</h2>
    <dl className="ui-summary">
      <dt>Sync state</dt>
      <dd>
        {syncText(record)}{' '}
        <Link href={absolute(inventoryPath(record.id))} className="ui-link">
          Clinic Inventory
        </Link>
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
