import type { Consultation, ConsultationRow } from '@/generated/model';

/**
 * Issue 32, finding 8 (docs/reliability.md): video room URLs a hostile or careless client could
 * store. Every screen that links the video room must render none of them as a link
 * (src/lib/safe-href.ts).
 */
export const HOSTILE_VIDEO_URLS: readonly string[] = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example.com/room',
];

const CONSULTATION: Consultation = {
  id: 43,
  status: 'completed',
  patient: {
    id: 740,
    external_id: 'P-000740',
    first_name: 'Arjun',
    last_name: 'Fernandes',
    age: 39,
    gender: 'male',
  },
  doctor: {
    id: 3,
    name: 'Dr Vikram Shah',
  },
  clinic: {
    id: 12,
    name: 'WellNest Baner 1',
  },
  requested_at: '2025-10-15T14:54:00.000Z',
  scheduled_at: '2025-10-15T15:31:00.000Z',
  started_at: '2025-10-15T15:36:00.000Z',
  ended_at: '2025-10-15T15:46:00.000Z',
  video_url: 'https://meet.example.com/hcd-43',
  version: 4,
  diagnosis: 'Hypertension',
  follow_up: '2025-11-14',
  medicines: 'Amlodipine 5 mg, 5 mg, Once a day, 30 days',
  session_id: 1214,
  preread: [
    {
      id: 8949,
      session_id: 1214,
      patient_id: 740,
      test_type: {
        id: 1,
        name: 'Blood pressure, systolic',
        code: 'BP_SYS',
        kind: 'numeric',
        unit: 'mmHg',
      },
      value: 132,
      unit: 'mmHg',
      label: 'High',
      range: {
        low: 130,
        high: 180,
        label: 'High',
      },
      normal_range: {
        low: 90,
        high: 120,
      },
      measured_at: '2025-10-15T13:54:00.000Z',
    },
  ],
  notes: 'Kiosk results reviewed with the patient: 2 outside normal limits. Lifestyle advice given.',
  prescription: [
    {
      medicine_id: 4,
      dose: '5 mg',
      frequency: 'Once a day',
      duration: '30 days',
      instructions: 'In the morning; check blood pressure weekly',
      medicine: {
        id: 4,
        name: 'Amlodipine',
        strength: '5 mg',
        form: 'tablet',
      },
    },
  ],
  history: [
    {
      status: 'requested',
      at: '2025-10-15T14:54:00.000Z',
      by: 'Kiosk',
      reason: null,
    },
    {
      status: 'scheduled',
      at: '2025-10-15T15:31:00.000Z',
      by: 'Dr Vikram Shah',
      reason: null,
    },
    {
      status: 'in_progress',
      at: '2025-10-15T15:36:00.000Z',
      by: 'Dr Vikram Shah',
      reason: null,
    },
    {
      status: 'completed',
      at: '2025-10-15T15:46:00.000Z',
      by: 'Dr Vikram Shah',
      reason: null,
    },
  ],
  saved_at: '2025-10-15T15:46:00.000Z',
};

/** A completed consultation (the OpenAPI example) with the given video room URL. */
export const consultationWithVideo = (video_url: string | null): Consultation => ({
  ...CONSULTATION,
  video_url,
});

/** Its list row. */
export const consultationRowWithVideo = (video_url: string | null): ConsultationRow => {
  const { id, status, patient, doctor, clinic, requested_at, scheduled_at, started_at, ended_at, version } =
    consultationWithVideo(video_url);
  return {
    id,
    status,
    patient,
    doctor,
    clinic,
    requested_at,
    scheduled_at,
    started_at,
    ended_at,
    video_url,
    version,
  };
};
