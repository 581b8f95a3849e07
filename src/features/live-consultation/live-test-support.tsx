/** Shared set-up of the Live Consultation component tests (docs/telemedicine.md). */
import { afterEach } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';
import { doctorUser } from '@tests/unit/session-fixtures';

import { LiveConsultationScreen } from './live-consultation-screen';

/** The demo clock: the telemedicine seed is laid out around this day. */
export const NOW = new Date('2026-11-25T10:00:00.000Z');
export const LIVE_URL = '/dashboard/live';

// A test's unsaved draft must not become the next test's (same seed, same consultation id).
afterEach(() => window.sessionStorage.clear());

export type Demo = ReturnType<typeof serveDemoApi>;

/**
 * The demo doctor's consultation in progress: a request waiting at his first clinic, started by him
 * as moveConsultation would (doctor, started_at, version, history). `video`: with a video room.
 */
export const startConsultation = (demo: Demo, options: { video?: boolean } = {}) => {
  const clinics = demo.db.doctor(doctorUser.id)?.clinic_ids ?? [];
  const c = demo.db.telemedicine.consultations.find(
    (candidate) =>
      candidate.status === 'requested' &&
      clinics.includes(candidate.clinic_id) &&
      (options.video === undefined || (candidate.video_url !== null) === options.video),
  );
  if (!c) throw new Error('the demo seed has no request at the demo doctor’s clinics');
  const at = demo.db.now().toISOString();
  Object.assign(c, { status: 'in_progress', doctor_id: doctorUser.id, scheduled_at: at, started_at: at });
  c.version += 1;
  c.history.push({ status: 'in_progress', at, by: 'Vikram Shah', reason: null });
  return c;
};

export const patientNameOf = (demo: Demo, patientId: number): string => {
  const patient = demo.db.patients.find((candidate) => candidate.id === patientId);
  return patient ? `${patient.first_name} ${patient.last_name}` : '';
};

export const serveLiveDemo = (): Demo => serveDemoApi({ now: NOW });

export const renderLive = (demo: Demo) =>
  renderScreen(<LiveConsultationScreen title="Live Consultation" />, {
    url: LIVE_URL,
    user: doctorUser,
    demo,
  });
