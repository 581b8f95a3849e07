import type { DemoConsultation } from './types';

/**
 * A consultation as one object literal, every field in the same order: all 50,000 share V8's hidden
 * class, so a scan of them (the queue, the counts, a doctor's consultation in progress) reads each
 * field from a known place. Built with spreads and rests (`{ ...draft, id }` of `({ video, ...draft })`),
 * each record had a class of its own, and the scan looked every field up by name: one pass over
 * 50,000 took 20 to 60 ms instead of under 1 (docs/performance.md, issue 38).
 */
export const consultationRecord = (c: DemoConsultation): DemoConsultation => ({
  patient_id: c.patient_id,
  doctor_id: c.doctor_id,
  clinic_id: c.clinic_id,
  customer_id: c.customer_id,
  session_id: c.session_id,
  status: c.status,
  requested_at: c.requested_at,
  scheduled_at: c.scheduled_at,
  started_at: c.started_at,
  ended_at: c.ended_at,
  notes: c.notes,
  diagnosis: c.diagnosis,
  prescription: c.prescription,
  follow_up: c.follow_up,
  saved_at: c.saved_at,
  history: c.history,
  id: c.id,
  video_url: c.video_url,
  version: c.version,
});
