import type { DoctorAvailability, DoctorBoard, DoctorBoardClinic } from '@/generated/model';

import type { DemoDb } from '../db';
import { doctorName } from '../telemedicine/seed-consultations';
import type { DemoConsultation, DemoDoctor } from '../telemedicine/types';
import { fail, ok, type RouteDefinition } from './kit';

/**
 * The administrators' Doctor board (docs/discussions.md, "The Doctor board"): computed at each call
 * from the telemedicine data and the demo clock. Nothing is stored.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** A doctor who accepted, started or finished a consultation this recently is at their desk. */
export const RECENT_ACTIVITY_MINUTES = 30;

const minutesSince = (now: number, iso: string): number =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE));

const actedRecently = (consultation: DemoConsultation, since: number): boolean =>
  [consultation.scheduled_at, consultation.started_at, consultation.ended_at].some(
    (at) => at !== null && Date.parse(at) >= since,
  );

/**
 * busy: in a consultation now; online: signed in, holding an accepted consultation, or active in
 * the last 30 minutes; offline: otherwise, or disabled.
 */
const availabilityOf = (
  doctor: DemoDoctor,
  own: readonly DemoConsultation[],
  signedIn: ReadonlySet<number>,
  now: number,
): DoctorAvailability => {
  if (!doctor.status) return 'offline';
  if (own.some((consultation) => consultation.status === 'in_progress')) return 'busy';
  const since = now - RECENT_ACTIVITY_MINUTES * MINUTE;
  if (
    signedIn.has(doctor.id) ||
    own.some((consultation) => consultation.status === 'scheduled' || actedRecently(consultation, since))
  )
    return 'online';
  return 'offline';
};

interface Waiting {
  count: number;
  oldest: number;
}

/** A clinic whose requests wait with nobody online to take them comes first, then the longest wait. */
export const boardOrder = (a: DoctorBoardClinic, b: DoctorBoardClinic): number => {
  const unattended = (row: DoctorBoardClinic): number =>
    row.waiting > 0 && row.online_doctors === 0 ? 0 : 1;
  return (
    unattended(a) - unattended(b) ||
    b.longest_wait_minutes - a.longest_wait_minutes ||
    b.waiting - a.waiting ||
    a.clinic.name.localeCompare(b.clinic.name)
  );
};

export const doctorBoardOf = (db: DemoDb): DoctorBoard => {
  const now = db.now().getTime();
  const today = now - (now % DAY);
  const { consultations } = db.telemedicine;
  const signedIn = new Set(db.tokens.values());
  const waiting = new Map<number, Waiting>();
  const byDoctor = new Map<number, DemoConsultation[]>();
  for (const consultation of consultations) {
    if (consultation.status === 'requested') {
      const at = Date.parse(consultation.requested_at);
      const seen = waiting.get(consultation.clinic_id);
      waiting.set(consultation.clinic_id, {
        count: (seen?.count ?? 0) + 1,
        oldest: Math.min(seen?.oldest ?? at, at),
      });
    } else if (consultation.doctor_id !== null && consultation.status !== 'cancelled') {
      const list = byDoctor.get(consultation.doctor_id) ?? [];
      list.push(consultation);
      byDoctor.set(consultation.doctor_id, list);
    }
  }
  const clinicName = (id: number): string => db.clinic(id)?.name ?? `Clinic #${id}`;
  const waitOf = (clinicIds: readonly number[]): { waiting: number; longest_wait_minutes: number } => {
    let count = 0;
    let oldest = Number.POSITIVE_INFINITY;
    for (const id of clinicIds) {
      const seen = waiting.get(id);
      if (!seen) continue;
      count += seen.count;
      oldest = Math.min(oldest, seen.oldest);
    }
    return {
      waiting: count,
      longest_wait_minutes: count === 0 ? 0 : minutesSince(now, new Date(oldest).toISOString()),
    };
  };
  const doctors = db.doctors.map((doctor) => {
    const own = byDoctor.get(doctor.id) ?? [];
    return {
      id: doctor.id,
      name: doctorName(doctor),
      availability: availabilityOf(doctor, own, signedIn, now),
      clinics: doctor.clinic_ids.map((id) => ({ id, name: clinicName(id) })),
      completed_today: own.filter(
        (consultation) =>
          consultation.status === 'completed' &&
          consultation.ended_at !== null &&
          Date.parse(consultation.ended_at) >= today,
      ).length,
      ...waitOf(doctor.clinic_ids),
    };
  });
  const clinicIds = new Set<number>(waiting.keys());
  const serving = new Map<number, { online: number; total: number }>();
  for (const doctor of doctors) {
    if (db.doctor(doctor.id)?.status === false) continue;
    for (const clinic of doctor.clinics) {
      clinicIds.add(clinic.id);
      const seen = serving.get(clinic.id) ?? { online: 0, total: 0 };
      serving.set(clinic.id, {
        online: seen.online + (doctor.availability === 'online' ? 1 : 0),
        total: seen.total + 1,
      });
    }
  }
  const clinics = [...clinicIds]
    .map((id): DoctorBoardClinic => ({
      clinic: { id, name: clinicName(id) },
      ...waitOf([id]),
      online_doctors: serving.get(id)?.online ?? 0,
      doctors_total: serving.get(id)?.total ?? 0,
    }))
    .sort(boardOrder);
  doctors.sort((a, b) => b.waiting - a.waiting || a.name.localeCompare(b.name));
  return { at: new Date(now).toISOString(), clinics, doctors };
};

export const doctorBoardRoutes: RouteDefinition[] = [
  {
    operation: 'getDoctorBoard',
    resolve: ({ db, user }) =>
      user.user_type === 'Administrator'
        ? ok(doctorBoardOf(db))
        : fail(403, 'Only administrators can see the doctor board.'),
  },
];
