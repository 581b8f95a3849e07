import { FilterPatientsBody, ImportPatientsBody, UpdatePatientBody } from '@/generated/zod/v3.zod';
import { isApiDate } from '@/lib/dates';

import type { PatientImportResult } from '@/generated/model';

import type { DemoDb } from '../db';
import { inDays, patientDto, patientRow, patientScope, todayOf } from '../screening/scope';
import type { DemoPatient } from '../screening/types';
import { dateRefusal, notARealDay, SCOPE_DATES } from './dates';
import { ok, parseBody, refusal, type RouteDefinition } from './kit';
import { CLINICS, PATIENTS } from './records';
import { pageOf } from './scope';

const digits = (text: string): string => text.replace(/\D/g, '');

/** Name, patient id or phone (docs/patients.md): case-insensitive, a phone by its digits. */
const patientMatcher = (search: string | null | undefined) => {
  const needle = (search ?? '').trim().toLowerCase();
  const needleDigits = digits(needle);
  if (needle === '') return () => true;
  return (patient: DemoPatient): boolean =>
    `${patient.first_name} ${patient.last_name}`.toLowerCase().includes(needle) ||
    patient.external_id.toLowerCase().includes(needle) ||
    (needleDigits.length >= 4 && digits(patient.phone).includes(needleDigits));
};

const sameKey = (
  a: { first_name: string; last_name: string; date_of_birth: string; phone: string },
  b: typeof a,
): boolean =>
  a.first_name.trim().toLowerCase() === b.first_name.trim().toLowerCase() &&
  a.last_name.trim().toLowerCase() === b.last_name.trim().toLowerCase() &&
  a.date_of_birth === b.date_of_birth &&
  digits(a.phone) === digits(b.phone);

/**
 * What is wrong with a date of birth ('1980-02-31 is not a real day (YYYY-MM-DD)'), or null for a
 * real day (read strictly, issue 32), not after today and not before 1900.
 */
const birthProblem = (db: DemoDb, value: string): string | null => {
  if (!isApiDate(value)) return notARealDay(value);
  if (value > todayOf(db)) return `${value} is in the future`;
  if (value < '1900-01-01') return `${value} is before 1900`;
  return null;
};

const clean = (text: string | null | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ');

export const patientRoutes: RouteDefinition[] = [
  {
    operation: 'filterPatients',
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(FilterPatientsBody, body);
      if (!parsed.ok) return parsed.result;
      const badDate = dateRefusal(parsed.value, SCOPE_DATES);
      if (badDate) return badDate;
      const { page, limit, searchValue, ...scope } = parsed.value;
      const { visible, start, end } = patientScope(db, user, scope);
      const matches = patientMatcher(searchValue);
      const { lastScreening } = db.screening;
      const dated = start !== null || end !== null;
      const found: Array<{ patient: DemoPatient; last: string }> = [];
      for (const patient of db.patients) {
        if (!visible(patient) || !matches(patient)) continue;
        // The date range is the last screening's day; a patient never screened, the day they were added.
        const last = lastScreening.get(patient.id) ?? '';
        if (dated && !inDays((last || patient.created_at).slice(0, 10), start, end)) continue;
        found.push({ patient, last });
      }
      found.sort((a, b) => (a.last < b.last ? 1 : a.last > b.last ? -1 : a.patient.id - b.patient.id));
      return ok({
        records: pageOf(found, page, limit).map(({ patient }) => patientRow(db, patient)),
        total_count: found.length,
      });
    },
  },
  {
    operation: 'getPatient',
    resolve: ({ db, user, params }) => {
      const found = PATIENTS.readable(db, user, params.id);
      return found.ok ? ok(patientDto(db, found.row)) : found.result;
    },
  },
  {
    operation: 'updatePatient',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      const found = PATIENTS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const denied = PATIENTS.refuses('change', user);
      if (denied) return denied;
      const parsed = parseBody(UpdatePatientBody, body);
      if (!parsed.ok) return parsed.result;
      const patient = found.row;
      const write = parsed.value;
      const stale = PATIENTS.stale(patient, write.version, () => patientDto(db, patient));
      if (stale) return stale;
      const external_id = clean(write.external_id);
      const birth = birthProblem(db, write.date_of_birth);
      if (birth) return refusal(`Date of birth: ${birth}.`, 'date_of_birth');
      const taken = db.patients.find(
        (other) =>
          other.id !== patient.id &&
          other.customer_id === patient.customer_id &&
          other.external_id.toLowerCase() === external_id.toLowerCase(),
      );
      if (taken) {
        return refusal(
          `Patient id ${external_id} is already ${taken.first_name} ${taken.last_name}'s (${taken.external_id}).`,
          'external_id',
        );
      }
      Object.assign(patient, {
        external_id,
        first_name: clean(write.first_name),
        last_name: clean(write.last_name),
        date_of_birth: write.date_of_birth,
        gender: write.gender,
        phone: clean(write.phone),
        email: clean(write.email) || null,
        version: patient.version + 1,
        updated_at: db.now().toISOString(),
      });
      return ok(patientDto(db, patient));
    },
  },
  {
    operation: 'importPatients',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const parsed = parseBody(ImportPatientsBody, body);
      if (!parsed.ok) return parsed.result;
      const { clinic_id, import_id, dry_run, rows } = parsed.value;
      const found = CLINICS.find(db, clinic_id);
      if (!found.ok) return found.result;
      const clinic = found.row;
      const denied = PATIENTS.refuses('upload', user) ?? CLINICS.outOfScope(db, user, clinic);
      if (denied) return denied;
      if (!clinic.status)
        return refusal(`${clinic.name} is inactive: patients cannot be added to it.`, 'clinic_id');
      const ofCustomer = db.patients.filter((patient) => patient.customer_id === clinic.user_id);
      const now = db.now().toISOString();
      const results = rows.map((row): PatientImportResult => {
        const external_id = clean(row.external_id);
        const birth = birthProblem(db, row.date_of_birth);
        // The row and the column (the file's date_of_birth), in a dry run too.
        if (birth)
          return {
            row: row.row,
            outcome: 'refused' as const,
            patient_id: null,
            field: 'date_of_birth',
            message: `Row ${row.row}, date_of_birth: ${birth}.`,
          };
        const sameId = ofCustomer.find(
          (patient) => patient.external_id.toLowerCase() === external_id.toLowerCase(),
        );
        if (sameId && sameId.import_id === import_id) {
          return {
            row: row.row,
            outcome: 'created' as const,
            patient_id: sameId.id,
            message: null,
          };
        }
        const existing = sameId ?? ofCustomer.find((patient) => sameKey(patient, row));
        if (existing) {
          const why = sameId
            ? `Patient id ${external_id} is already ${existing.first_name} ${existing.last_name}'s.`
            : `${existing.first_name} ${existing.last_name} (${existing.external_id}) has the same name, date of birth and phone.`;
          return {
            row: row.row,
            outcome: 'duplicate' as const,
            patient_id: existing.id,
            message: why,
            existing: patientRow(db, existing),
          };
        }
        if (dry_run) return { row: row.row, outcome: 'valid' as const, patient_id: null, message: null };
        const patient: DemoPatient = {
          id:
            db.patients.length === 0
              ? 1
              : Math.max(db.patients.length, db.patients[db.patients.length - 1]?.id ?? 0) + 1,
          external_id,
          first_name: clean(row.first_name),
          last_name: clean(row.last_name),
          date_of_birth: row.date_of_birth,
          gender: row.gender,
          phone: clean(row.phone),
          email: clean(row.email) || null,
          clinic_id,
          customer_id: clinic.user_id,
          import_id,
          version: 1,
          created_at: now,
          updated_at: now,
        };
        db.patients.push(patient);
        ofCustomer.push(patient);
        return {
          row: row.row,
          outcome: 'created' as const,
          patient_id: patient.id,
          message: null,
        };
      });
      const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
      return ok({
        created: count('created'),
        duplicates: count('duplicate'),
        refused: count('refused'),
        results,
      });
    },
  },
];
