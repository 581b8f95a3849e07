import { useState } from 'react';
import { Link } from 'wouter';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import type { Doctor, NamedRef } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { assignClinicPath, doctorName } from './doctor-paths';
import { useSetClinics } from './use-set-clinics';

/**
 * Doctor Details' assigned clinics: each can be removed after a confirm (the remaining set is sent
 * with the doctor's version), and Assign New Clinic adds more.
 */
export const DoctorClinics = ({ doctor }: { doctor: Doctor }) => {
  const [removing, setRemoving] = useState<NamedRef | null>(null);
  const { save, saving, failure } = useSetClinics(doctor);
  const remove = () => {
    if (!removing) return;
    save(
      doctor.clinics.filter((clinic) => clinic.id !== removing.id).map((clinic) => clinic.id),
      `${removing.name} removed from ${doctorName(doctor)}.`,
      () => setRemoving(null),
    );
  };
  return (
    <div className="ui-card">
      <div className="doctor-section-header">
        <h2 className="doctor-section-title">Assigned clinics</h2>
        <Link href={absolute(assignClinicPath(doctor.id))} className="ui-btn ui-btn-sm">
          <i className="pi pi-plus" aria-hidden="true" /> Assign New Clinic
        </Link>
      </div>
      {failure && isMissingCall(failure.error) ? (
        <MissingCall error={failure.error} />
      ) : failure ? (
        <p role="alert" className="ui-message">
          {failure.text}
        </p>
      ) : null}
      {doctor.clinics.length === 0 ? (
        <p className="ui-muted">No clinics assigned yet.</p>
      ) : (
        <ul className="doctor-clinic-list" aria-label="Assigned clinics">
          {doctor.clinics.map((clinic) => (
            <li key={clinic.id} className="doctor-clinic">
              <span>{clinic.name}</span>
              <button
                type="button"
                className="ui-btn ui-btn-outline ui-btn-sm ui-btn-danger"
                aria-label={`Remove ${clinic.name}`}
                disabled={saving}
                onClick={() => setRemoving(clinic)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        message={`${doctorName(doctor)} will no longer see requests from ${removing?.name ?? 'this clinic'}. You can assign it again later.`}
        confirmLabel="Remove"
        busy={saving}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
};
