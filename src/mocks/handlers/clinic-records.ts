import type { ClinicRecord, ClinicWriteRequest } from '@/generated/model';
import { CreateClinicBody, SetClinicStatusBody, UpdateClinicBody } from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import { DAY } from '../seed-day';
import type { DemoClinic } from '../types';
import { clinicWriteProblem } from './clinic-rules';
import { clinicSyncOf, fleetHealth } from './kiosk-health';
import { ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { CLINICS } from './records';

/**
 * The proposed clinic calls (docs/proposed-api.md, "Clinics"): create, read, edit, disable and
 * enable a clinic. Administrators write; a customer reads only their own (the record kit's 403).
 */

const named = (row: { id: number; name: string } | undefined, id: number) => ({ id, name: row?.name ?? '' });

/** Distinct patients with a session at the clinic in the 30 days up to today (today included). */
const screenedLast30Days = (db: DemoDb, clinicId: number): number => {
  const from = new Date(Math.floor(db.now().getTime() / DAY) * DAY - 29 * DAY).toISOString();
  const patients = new Set<number>();
  for (const session of db.screening.sessions) {
    if (session.clinic_id === clinicId && session.started_at >= from) patients.add(session.patient_id);
  }
  return patients.size;
};

const activityOf = (db: DemoDb, clinic: DemoClinic): ClinicRecord['activity'] => {
  const campIds = new Set(
    db.assignments.filter((row) => row.clinic_id === clinic.id && row.status).map((row) => row.camp_id),
  );
  return {
    camps: db.camps.filter((camp) => campIds.has(camp.id)).map(({ id, name }) => ({ id, name })),
    doctors: db.doctors
      .filter((doctor) => doctor.clinic_ids.includes(clinic.id))
      .map((doctor) => ({ id: doctor.id, name: `Dr ${doctor.first_name} ${doctor.last_name}` })),
    patients_screened_30_days: screenedLast30Days(db, clinic.id),
  };
};

export const clinicDtoOf = (db: DemoDb, clinic: DemoClinic): ClinicRecord => {
  const path = db.locationPath(clinic.location_id);
  const customer = db.customer(clinic.user_id);
  const type = db.catalogues.clinicTypes.find((row) => row.id === clinic.clinic_type_id);
  return {
    id: clinic.id,
    name: clinic.name,
    customer: { id: clinic.user_id, name: customer ? `${customer.first_name} ${customer.last_name}` : '' },
    clinic_type: named(type, clinic.clinic_type_id),
    location: {
      id: clinic.location_id,
      name: path?.location.name ?? '',
      district: named(path?.district, path?.district?.id ?? 0),
      state: named(path?.state, path?.state?.id ?? 0),
      country: named(path?.country, path?.country?.id ?? 0),
    },
    address: clinic.address,
    phone: clinic.phone,
    email: clinic.email,
    opening_hours: clinic.opening_hours.map((hours) => ({ ...hours })),
    amc_start: clinic.amc_start,
    amc_expiry: clinic.amc_expiry,
    status: clinic.status,
    // From the clinic's deployed kiosks, as the header's monitors (handlers/kiosk-health.ts).
    sync: clinicSyncOf(fleetHealth(db), clinic.id),
    activity: activityOf(db, clinic),
    version: clinic.version,
    created_at: clinic.created_at,
    updated_at: clinic.updated_at,
  };
};

const fieldsOf = (write: ClinicWriteRequest) => ({
  name: write.name.trim().replace(/\s+/g, ' '),
  user_id: write.customer_id,
  clinic_type_id: write.clinic_type_id,
  location_id: write.location_id,
  address: write.address.trim(),
  phone: write.phone.trim(),
  email: write.email.trim().toLowerCase(),
  opening_hours: write.opening_hours.map(({ day, open, close }) => ({ day, open, close })),
  amc_start: write.amc_start,
  amc_expiry: write.amc_expiry,
});

const saved = (db: DemoDb, clinic: DemoClinic, fields: Partial<DemoClinic>): RouteResult => {
  Object.assign(clinic, fields, { version: clinic.version + 1, updated_at: db.now().toISOString() });
  return ok(clinicDtoOf(db, clinic));
};

export const clinicRecordRoutes: RouteDefinition[] = [
  {
    operation: 'createClinic',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = CLINICS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(CreateClinicBody, body);
      if (!parsed.ok) return parsed.result;
      const problem = clinicWriteProblem(db, parsed.value, undefined);
      if (problem) return refusal(problem.message, problem.field);
      const now = db.now().toISOString();
      const clinic: DemoClinic = {
        ...fieldsOf(parsed.value),
        id: Math.max(0, ...db.clinics.map((row) => row.id)) + 1,
        status: true,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      db.clinics.push(clinic);
      return ok(clinicDtoOf(db, clinic));
    },
  },
  {
    operation: 'getClinic',
    resolve: ({ db, user, params }) => {
      const found = CLINICS.readable(db, user, params.id);
      return found.ok ? ok(clinicDtoOf(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updateClinic',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = CLINICS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(UpdateClinicBody, body);
      if (!parsed.ok) return parsed.result;
      const found = CLINICS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const clinic = found.row;
      const stale = CLINICS.stale(clinic, parsed.value.version, () => clinicDtoOf(db, clinic));
      if (stale) return stale;
      const problem = clinicWriteProblem(db, parsed.value, clinic);
      if (problem) return refusal(problem.message, problem.field);
      return saved(db, clinic, fieldsOf(parsed.value));
    },
  },
  {
    operation: 'setClinicStatus',
    mutates: true,
    resolve: ({ db, user, body, params }) => {
      const denied = CLINICS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(SetClinicStatusBody, body);
      if (!parsed.ok) return parsed.result;
      const found = CLINICS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const clinic = found.row;
      // Already so: nothing changes, the version stays (a repeated click is harmless).
      if (clinic.status === parsed.value.status) return ok(clinicDtoOf(db, clinic));
      if (parsed.value.status && db.customer(clinic.user_id)?.status === false)
        return refusal(`${clinic.name}'s customer is inactive: enable the customer first.`, 'status');
      return saved(db, clinic, { status: parsed.value.status });
    },
  },
];
