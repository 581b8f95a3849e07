import { screen, within } from '@testing-library/react';

import type { User } from '@/generated/model';
import type { DemoApi } from './demo-api';

/** Test helpers of the doctor's screens: the second demo doctor, the queue's rows, a new request. */
export const doctor2User: User = {
  id: 5001,
  user_type: 'Doctor',
  is_expose_api: false,
  first_name: 'Nandini',
  last_name: 'Rao',
  email: 'doctor2@example.com',
  role: { id: 3, name: 'Doctor' },
};

export const QUEUE = '/dashboard/consulataion';
export const FILTER_CALL = '/v3/consultation/filter';
export const SUMMARY_CALL = '/v3/consultation/summary';

export const bodyRows = (name = 'Consultation queue') =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

type Consultation = DemoApi['db']['telemedicine']['consultations'][number];

/** The requests waiting in a doctor's queue, oldest first, as the demo API keeps them. */
export const waitingFor = (demo: DemoApi, doctorId: number): Consultation[] => {
  const clinics = new Set(demo.db.doctor(doctorId)?.clinic_ids ?? []);
  return demo.db.telemedicine.consultations.filter(
    (c) => c.status === 'requested' && clinics.has(c.clinic_id),
  );
};

/** A new request from the kiosk at the doctor's first clinic, as the demo API's arrivals add one. */
export const addRequest = (demo: DemoApi, doctorId: number, minutesAgo = 0): Consultation => {
  const tm = demo.db.telemedicine;
  const template = waitingFor(demo, doctorId)[0] ?? tm.consultations[0];
  const clinicId = demo.db.doctor(doctorId)?.clinic_ids[0];
  if (!template || clinicId === undefined) throw new Error(`doctor ${doctorId} has no clinic or no request`);
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const added: Consultation = {
    ...template,
    id: (tm.consultations.at(-1)?.id ?? 0) + 1,
    doctor_id: null,
    clinic_id: clinicId,
    status: 'requested',
    requested_at: at,
    scheduled_at: null,
    started_at: null,
    ended_at: null,
    history: [{ status: 'requested', at, by: 'Kiosk', reason: null }],
    version: 1,
  };
  tm.consultations.push(added);
  return added;
};
