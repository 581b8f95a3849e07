import './doctors.css';

import { useState } from 'react';
import { useLocation } from 'wouter';

import { Pagination } from '@/components/pagination';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { pageCountOf } from '@/components/page-items';
import { SearchBox } from '@/components/search-box';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import type { ClinicFilterRequest, Doctor, NamedRef } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { DOCTORS_PATH, doctorName, doctorViewPath } from './doctor-paths';
import { useDoctor } from './doctor-record';
import { DOCTOR_ROUTE } from './doctor-states';
import { useSetClinics } from './use-set-clinics';

export const CLINICS_PER_PAGE = 10;

/**
 * The customer's clinics (`POST v3/Clinic/filter` with `assigned_user_id`), searched and paged by
 * the server. `status: true` asks for active ones; a server that ignores it refuses an inactive
 * clinic on Save (422), which the screen shows.
 */
const ClinicChoices = ({
  doctor,
  chosen,
  toggle,
}: {
  doctor: Doctor;
  chosen: ReadonlyMap<number, string>;
  toggle: (clinic: NamedRef) => void;
}) => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const body: ClinicFilterRequest & { status: boolean } = {
    assigned_user_id: doctor.customer.id,
    searchValue: search === '' ? null : search,
    page,
    limit: CLINICS_PER_PAGE,
    status: true,
  };
  const clinics = useFilterClinics(body, { query: LIST_QUERY });
  const assigned = new Set(doctor.clinics.map((clinic) => clinic.id));
  const records = clinics.data?.records ?? [];
  return (
    <>
      <SearchBox
        id="assign-clinic-search"
        label="Search clinics"
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      {clinics.isPending ? (
        <p role="status" className="ui-message">
          Loading...
        </p>
      ) : clinics.isError ? (
        <p role="alert" className="ui-message">
          Error loading data{' '}
          <button
            type="button"
            className="ui-btn ui-btn-outline ui-btn-sm"
            onClick={() => void clinics.refetch()}
          >
            Try again
          </button>
        </p>
      ) : records.length === 0 ? (
        <p className="ui-message">No clinics found</p>
      ) : (
        <ul className="doctor-assign-list" aria-label={`Clinics of ${doctor.customer.name}`}>
          {records.map((clinic) => (
            <li key={clinic.id}>
              <label>
                <input
                  type="checkbox"
                  checked={assigned.has(clinic.id) || chosen.has(clinic.id)}
                  disabled={assigned.has(clinic.id)}
                  onChange={() => toggle(clinic)}
                />
                {clinic.name}
                {assigned.has(clinic.id) ? <span className="ui-muted"> (already assigned)</span> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
      {clinics.data && clinics.data.total_count > CLINICS_PER_PAGE ? (
        <Pagination
          label="Clinic pages"
          page={page}
          pageCount={pageCountOf(clinics.data.total_count, CLINICS_PER_PAGE)}
          onPage={setPage}
        />
      ) : null}
    </>
  );
};

const AssignClinic = ({ doctor }: { doctor: Doctor }) => {
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const { save, saving, failure } = useSetClinics(doctor);
  const toggle = (clinic: NamedRef) =>
    setChosen((before) => {
      const next = new Map(before);
      if (next.has(clinic.id)) next.delete(clinic.id);
      else next.set(clinic.id, clinic.name);
      return next;
    });
  const submit = () =>
    save(
      [...doctor.clinics.map((clinic) => clinic.id), ...chosen.keys()],
      `${[...chosen.values()].join(', ')} assigned to ${doctorName(doctor)}.`,
      (saved) => saved && navigate(absolute(doctorViewPath(doctor.id))),
    );
  return (
    <div className="ui-card">
      <p className="ui-muted">Active clinics of {doctor.customer.name}. Choose one or more, then Save.</p>
      {failure && isMissingCall(failure.error) ? (
        <MissingCall error={failure.error} />
      ) : failure ? (
        <p role="alert" className="ui-message">
          {failure.text}
        </p>
      ) : null}
      <ClinicChoices doctor={doctor} chosen={chosen} toggle={toggle} />
      <div className="ui-actions">
        <button
          type="button"
          className="ui-btn ui-btn-outline"
          onClick={() => navigate(absolute(doctorViewPath(doctor.id)))}
        >
          Cancel
        </button>
        <button type="button" className="ui-btn" disabled={chosen.size === 0 || saving} onClick={submit}>
          Save{chosen.size > 0 ? ` (${chosen.size})` : ''}
        </button>
      </div>
    </div>
  );
};

/** Assign New Clinic (`manage/doctor/{doctor_id}/assignnewclinic`, docs/telemedicine.md). */
export const AssignClinicScreen = () => {
  const route = useRecordRoute(DOCTOR_ROUTE);
  return (
    <RecordFrame
      route={route}
      useRecord={useDoctor}
      title="Assign New Clinic"
      titleOf={(doctor) => `Assign New Clinic: ${doctorName(doctor)}`}
      titleId="assign-clinic-title"
      className="doctor-screen"
      back={
        route.id === null
          ? { label: 'Back to Doctors', href: DOCTORS_PATH }
          : { label: 'Back to Doctor Details', href: doctorViewPath(route.id) }
      }
    >
      {(doctor) => <AssignClinic doctor={doctor} />}
    </RecordFrame>
  );
};
