import {
  AssignCustomerClinicBody,
  AssignCustomerDoctorBody,
  FilterCustomerClinicsBody,
  FilterCustomerDoctorsBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoDoctor } from '../telemedicine/types';
import type { DemoClinic, DemoCustomer, DemoUser } from '../types';
import {
  clinicRowsOf,
  customerNameOf,
  doctorNameOf,
  doctorRowsOf,
  openConsultationsOf,
  patientCountOf,
} from './customer-assignment-rows';
import { noteTimeline } from './audit-record';
import { ok, parseBody, refusal, type RouteContext, type RouteDefinition, type RouteResult } from './kit';
import { recordKit } from './record-kit';
import { CLINICS, DOCTORS } from './records';
import { sameName } from './resource-kit';
import { isAdministrator } from './scope';

/**
 * The proposed customer-assignment calls (docs/proposed-api.md, "Customer assignments";
 * docs/customer-assignments.md): a customer's clinics and doctors, the other customers' as the
 * assign searches, and moving one clinic or doctor to the customer. Administrators only.
 */

/** The customer of the path: only administrators use these calls, so a customer id is no secret. */
const CUSTOMERS = recordKit<DemoCustomer, 'assign'>({
  noun: 'customer',
  find: (db, id) => db.customer(id),
  actions: {
    assign: {
      allowed: isAdministrator,
      refused: 'Only administrators assign clinics and doctors to customers.',
    },
  },
});

type Filter = ReturnType<typeof FilterCustomerClinicsBody.parse>;

/** The page's rows: the customer's own, or (`others`) everyone else's, by part of the name. */
const pageOf = <Row extends { id: number }>(
  rows: readonly Row[],
  filter: Filter,
  belongs: (row: Row) => boolean,
  nameOf: (row: Row) => string,
): { total: number; page: Row[] } => {
  const search = (filter.searchValue ?? '').trim().toLowerCase();
  const matching = rows.filter(
    (row) => belongs(row) !== filter.others && (search === '' || nameOf(row).toLowerCase().includes(search)),
  );
  const { page, limit } = filter;
  return { total: matching.length, page: matching.slice((page - 1) * limit, page * limit) };
};

/** An administrator, a valid body and a known customer (403, 400, 404 in that order). */
const start = <Body>(
  { db, user, body, params }: RouteContext,
  parse: (body: unknown) => { ok: true; value: Body } | { ok: false; result: RouteResult },
): { ok: true; customer: DemoCustomer; value: Body } | { ok: false; result: RouteResult } => {
  const denied = CUSTOMERS.refuses('assign', user);
  if (denied) return { ok: false, result: denied };
  const parsed = parse(body);
  if (!parsed.ok) return parsed;
  const found = CUSTOMERS.find(db, params.id);
  return found.ok ? { ok: true, customer: found.row, value: parsed.value } : found;
};

const customerRef = (customer: DemoCustomer) => ({
  id: customer.id,
  name: customerNameOf(customer),
  status: customer.status,
});

/** Why a clinic cannot move to the customer, or null. */
const clinicMoveProblem = (db: DemoDb, clinic: DemoClinic, to: DemoCustomer): string | null => {
  const toName = customerNameOf(to);
  if (clinic.user_id === to.id) return `${clinic.name} is already ${toName}'s.`;
  if (!to.status) return `${toName} is disabled: enable the customer before assigning clinics.`;
  const patients = patientCountOf(db, clinic.id);
  if (patients > 0) {
    const from = customerNameOf(db.customer(clinic.user_id));
    const counted = patients === 1 ? '1 patient' : `${patients} patients`;
    return (
      `${clinic.name} has ${counted}: their records and consents belong to ${from}, who screened ` +
      'them, so the clinic cannot move to another customer.'
    );
  }
  if (db.clinics.some((row) => row.user_id === to.id && sameName(row.name, clinic.name)))
    return `${toName} already has a clinic named ${clinic.name}.`;
  return null;
};

/**
 * The move: the clinic with its kiosks (a history line each); the old customer's doctors stop serving
 * it and its assignments to the old customer's camps end (docs/customer-assignments.md).
 */
const moveClinic = (db: DemoDb, user: DemoUser, clinic: DemoClinic, to: DemoCustomer): void => {
  const now = db.now().toISOString();
  const reason = `Moved with ${clinic.name} from ${customerNameOf(db.customer(clinic.user_id))} to ${customerNameOf(to)}.`;
  for (const kiosk of db.kiosks.filter((row) => row.clinic_id === clinic.id)) {
    noteTimeline(db, {
      entity_id: kiosk.id,
      by: user.id,
      line: {
        entity: 'kiosk',
        action: 'moved',
        from_status: kiosk.status,
        from_clinic_id: clinic.id,
        to_status: kiosk.status,
        to_clinic_id: clinic.id,
        reason,
      },
    });
    Object.assign(kiosk, { version: kiosk.version + 1, updated_at: now });
  }
  for (const doctor of db.doctors.filter((row) => row.clinic_ids.includes(clinic.id))) {
    Object.assign(doctor, {
      clinic_ids: doctor.clinic_ids.filter((id) => id !== clinic.id),
      letterhead_clinic_id: doctor.letterhead_clinic_id === clinic.id ? null : doctor.letterhead_clinic_id,
      version: doctor.version + 1,
      updated_at: now,
    });
  }
  for (const row of db.assignments) if (row.clinic_id === clinic.id) row.status = false;
  Object.assign(clinic, { user_id: to.id, version: clinic.version + 1, updated_at: now });
};

const doctorMoveProblem = (db: DemoDb, doctor: DemoDoctor, to: DemoCustomer): string | null => {
  const toName = customerNameOf(to);
  if (doctor.customer_id === to.id) return `${doctorNameOf(doctor)} is already ${toName}'s.`;
  if (!to.status) return `${toName} is disabled: enable the customer before assigning doctors.`;
  const open = openConsultationsOf(db, doctor.id);
  if (open > 0) {
    const counted = open === 1 ? '1 consultation' : `${open} consultations`;
    return (
      `${doctorNameOf(doctor)} has ${counted} in progress or waiting: complete, cancel or hand ` +
      'them over before moving the doctor to another customer.'
    );
  }
  return null;
};

export const customerAssignmentRoutes: RouteDefinition[] = [
  {
    operation: 'filterCustomerClinics',
    resolve: (context) => {
      const begun = start(context, (body) => parseBody(FilterCustomerClinicsBody, body));
      if (!begun.ok) return begun.result;
      const { customer, value } = begun;
      const { db } = context;
      const { total, page } = pageOf(
        db.clinics,
        value,
        (c) => c.user_id === customer.id,
        (c) => c.name,
      );
      return ok({ customer: customerRef(customer), total_count: total, records: clinicRowsOf(db, page) });
    },
  },
  {
    operation: 'filterCustomerDoctors',
    resolve: (context) => {
      const begun = start(context, (body) => parseBody(FilterCustomerDoctorsBody, body));
      if (!begun.ok) return begun.result;
      const { customer, value } = begun;
      const { db } = context;
      const { total, page } = pageOf(db.doctors, value, (d) => d.customer_id === customer.id, doctorNameOf);
      return ok({ customer: customerRef(customer), total_count: total, records: doctorRowsOf(db, page) });
    },
  },
  {
    operation: 'assignCustomerClinic',
    mutates: true,
    resolve: (context) => {
      const begun = start(context, (body) => parseBody(AssignCustomerClinicBody, body));
      if (!begun.ok) return begun.result;
      const { db, user } = context;
      const found = CLINICS.find(db, begun.value.clinic_id);
      if (!found.ok) return found.result;
      const clinic = found.row;
      const stale = CLINICS.stale(clinic, begun.value.version, () => clinicRowsOf(db, [clinic])[0]);
      if (stale) return stale;
      const problem = clinicMoveProblem(db, clinic, begun.customer);
      if (problem) return refusal(problem, 'clinic_id');
      moveClinic(db, user, clinic, begun.customer);
      return ok(clinicRowsOf(db, [clinic])[0]);
    },
  },
  {
    operation: 'assignCustomerDoctor',
    mutates: true,
    resolve: (context) => {
      const begun = start(context, (body) => parseBody(AssignCustomerDoctorBody, body));
      if (!begun.ok) return begun.result;
      const { db } = context;
      const found = DOCTORS.find(db, begun.value.doctor_id);
      if (!found.ok) return found.result;
      const doctor = found.row;
      const stale = DOCTORS.stale(doctor, begun.value.version, () => doctorRowsOf(db, [doctor])[0]);
      if (stale) return stale;
      const problem = doctorMoveProblem(db, doctor, begun.customer);
      if (problem) return refusal(problem, 'doctor_id');
      Object.assign(doctor, {
        customer_id: begun.customer.id,
        clinic_ids: [],
        letterhead_clinic_id: null,
        version: doctor.version + 1,
        updated_at: db.now().toISOString(),
      });
      return ok(doctorRowsOf(db, [doctor])[0]);
    },
  },
];
