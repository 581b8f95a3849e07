import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import { BOARD_ADMINISTRATORS } from './seed-discussions';
import { addRequest } from './telemedicine/arrivals';
import type { DemoDiscussion } from './types';

/**
 * Provider states of the proposed discussion and Doctor board calls (the proposals pact,
 * docs/contracts.md; docs/discussions.md). Each leaves exactly what its interactions pin, so every
 * field answers with one type and every list one length on any demo database.
 */

const HOUR = 3_600_000;

const colleague = (index: number): number => BOARD_ADMINISTRATORS[index]?.id ?? 1;

/** The only topic: by another administrator, about the first active clinic, with one reply; unread for the rest. */
const onlyTopic = (db: DemoDb): DemoDiscussion => {
  const clinic = db.clinics.find((row) => row.status);
  if (!clinic) throw new Error('The demo data has no active clinic for the topic');
  const at = (hoursAgo: number) => new Date(db.now().getTime() - hoursAgo * HOUR).toISOString();
  const topic: DemoDiscussion = {
    id: 1,
    title: 'Weekend cover for the clinic',
    author_id: colleague(0),
    link: { kind: 'clinic', id: clinic.id },
    messages: [
      {
        id: 1,
        at: at(5),
        author_id: colleague(0),
        text: 'Who can take the weekend calls? I am away from Friday.',
      },
      { id: 2, at: at(2), author_id: colleague(1), text: 'I can take Saturday.' },
    ],
    version: 2,
    created_at: at(5),
    updated_at: at(2),
  };
  db.discussions.splice(0, db.discussions.length, topic);
  db.discussionReads.splice(0, db.discussionReads.length);
  return topic;
};

/** A clinic no doctor serves, with a request waiting for half an hour: nobody online can take it. */
const unattendedClinic = (db: DemoDb): number => {
  const served = new Set(db.doctors.flatMap((doctor) => doctor.clinic_ids));
  const clinic = db.clinics.find((row) => row.status && !served.has(row.id));
  if (!clinic) throw new Error('The demo data has no clinic without a doctor');
  const tm = db.telemedicine;
  const waiting = tm.consultations.some((row) => row.status === 'requested' && row.clinic_id === clinic.id);
  if (!waiting)
    addRequest(tm, {
      patient_id: 1,
      clinic_id: clinic.id,
      customer_id: clinic.user_id,
      session_id: null,
      at: new Date(db.now().getTime() - HOUR / 2).toISOString(),
    });
  return clinic.id;
};

export const discussionProviderStates: Record<string, ProviderStateHandler> = {
  /** The only topic (id 1) with two messages by other administrators; answers id and message_id (its last). */
  'a discussion topic exists': (db) => {
    const topic = onlyTopic(db);
    return { id: topic.id, message_id: topic.messages.at(-1)?.id ?? 1 };
  },
  /** A clinic whose request waits with no doctor online (it has none); answers clinic_id. */
  'a request waits at a clinic with no doctor online': (db) => ({ clinic_id: unattendedClinic(db) }),
};
