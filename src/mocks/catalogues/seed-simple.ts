import { AREAS } from '@/lib/areas';

import type { DemoCatalogues } from './types';
import { numbered } from './types';
import { shiftDay } from '../seed-day';

/**
 * The seeded master catalogues a kiosk platform runs on (docs/demo-api.md): real names where the
 * thing is real (manufacturers, medicines, ICD-10 codes, ISO 639-1 codes), ids 1..n in order.
 */
/** Released before SEED_DAY (src/mocks/seed.ts), moved with it by `shiftDays`. */
export const seedApkVersions = (shiftDays = 0): DemoCatalogues['apkVersions'] =>
  numbered(
    (
      [
        ['2.0.0', 200, '2025-06-02', true, 'The first kiosk app on Android 12.'],
        ['2.1.0', 210, '2025-08-18', false, 'Faster sign-in with the kiosk card.'],
        ['2.2.0', 220, '2025-11-03', true, 'Spirometry: three blows, the best one kept.'],
        ['2.3.0', 230, '2026-02-09', false, 'Hindi and Marathi voice prompts.'],
        ['2.3.1', 231, '2026-03-16', false, 'Fixes the printer queue after a power cut.'],
        ['2.4.0', 240, '2026-04-13', true, 'Results are signed before upload; older versions are refused.'],
        ['2.4.1', 241, '2026-05-18', false, 'Spirometry retries.'],
      ] as const
    ).map(([version_name, version_code, released_at, force_update, release_notes]) => ({
      version_name,
      version_code,
      released_at: shiftDay(released_at, shiftDays),
      force_update,
      release_notes,
      file_url: `https://downloads.example.com/kiosk-${version_name}.apk`,
    })),
  );

export const seedClinicTypes = (): DemoCatalogues['clinicTypes'] =>
  numbered(
    (
      [
        ['Standalone clinic', 'A kiosk in a clinic of its own.'],
        ['Pharmacy kiosk', 'A kiosk inside a pharmacy.'],
        ['Corporate wellness centre', "A kiosk at an employer's premises."],
        ['Hospital outpatient desk', 'A kiosk beside a hospital outpatient department.'],
        ['Mobile screening van', 'A kiosk on a van that visits camps.'],
        ['School health room', 'A kiosk in a school.'],
      ] as const
    ).map(([name, description]) => ({ name, description })),
  );

export const seedLanguages = (): DemoCatalogues['languages'] =>
  numbered(
    (
      [
        ['English', 'en', 'English'],
        ['Hindi', 'hi', 'हिन्दी'],
        ['Marathi', 'mr', 'मराठी'],
        ['Tamil', 'ta', 'தமிழ்'],
        ['Telugu', 'te', 'తెలుగు'],
        ['Kannada', 'kn', 'ಕನ್ನಡ'],
        ['Bengali', 'bn', 'বাংলা'],
        ['Gujarati', 'gu', 'ગુજરાતી'],
        ['Malayalam', 'ml', 'മലയാളം'],
        ['Nepali', 'ne', 'नेपाली'],
        ['Swahili', 'sw', 'Kiswahili'],
        ['Arabic', 'ar', 'العربية'],
      ] as const
    ).map(([name, code, native_name]) => ({ name, code, native_name })),
  );

/**
 * Roles 1 to 4 are the demo users' (Super Admin, Customer, Doctor, Support Agent: src/mocks/seed-records.ts).
 * Super Admin has every area of src/lib/areas.ts.
 */
export const seedRoles = (): DemoCatalogues['roles'] =>
  numbered([
    {
      name: 'Super Admin',
      description: 'Runs the platform.',
      permissions: [...AREAS],
    },
    {
      name: 'Customer',
      description: 'A clinic operator: their clinics, camps, patients and orders.',
      permissions: ['dashboard', 'manage', 'orders', 'support', 'inventory', 'export', 'patients', 'doctors'],
    },
    {
      name: 'Doctor',
      description: 'Consultations and letter head.',
      permissions: ['dashboard', 'telemedicine', 'patients', 'export'],
    },
    // The support agent's (user 9010, support@example.com): Support only (docs/shell.md, "Roles and areas").
    { name: 'Support Agent', description: "Answers customers' queries.", permissions: ['support'] },
    {
      name: 'Inventory manager',
      description: 'Kiosks and consumables.',
      permissions: ['inventory', 'orders'],
    },
  ]);

export const seedDevices = (): Pick<DemoCatalogues, 'deviceManufacturers' | 'consumableDevices'> => ({
  deviceManufacturers: numbered(
    (
      [
        ['Omron Healthcare', 'Japan', 'https://www.omronhealthcare.com'],
        ['Roche Diabetes Care', 'Switzerland', 'https://www.accu-chek.com'],
        ['Contec Medical Systems', 'China', 'https://www.contecmed.com'],
        ['AliveCor', 'United States', 'https://www.kardia.com'],
        ['Eko Health', 'United States', 'https://www.ekohealth.com'],
        ['MIR Medical International Research', 'Italy', 'https://www.spirometry.com'],
        ['Abbott', 'United States', 'https://www.abbott.com'],
      ] as const
    ).map(([name, country, website]) => ({ name, country, website })),
  ),
  consumableDevices: numbered(
    (
      [
        ['Glucose test strip', 2, 'strip', 'For the glucometer: one strip a test.'],
        ['Lancet', 2, 'lancet', 'Single use.'],
        ['Blood-pressure cuff, adult', 1, 'cuff', 'Arm 22 to 42 cm.'],
        ['Blood-pressure cuff, large', 1, 'cuff', 'Arm 32 to 52 cm.'],
        ['Spirometer mouthpiece', 6, 'mouthpiece', 'Single use, with a filter.'],
        ['Lipid panel cartridge', 7, 'cartridge', 'Total cholesterol, LDL, HDL and triglycerides.'],
        ['Pulse oximeter probe cover', 3, 'cover', ''],
      ] as const
    ).map(([name, manufacturer_id, unit, description]) => ({ name, manufacturer_id, unit, description })),
  ),
});

export const seedVideos = (): Pick<DemoCatalogues, 'videoCategories' | 'videos'> => ({
  videoCategories: numbered([
    { name: 'Kiosk how-to', description: 'Short clips the kiosk plays before a test.' },
    { name: 'Healthy living', description: 'Diet, sleep and exercise.' },
    { name: 'Test preparation', description: 'What to do before a fasting test.' },
  ]),
  videos: numbered(
    (
      [
        ['How to use the blood-pressure cuff', 1, 1],
        ['रक्तचाप कफ़ का उपयोग कैसे करें', 1, 2],
        ['How to blow into the spirometer', 1, 1],
        ['Finger prick without fear', 1, 1],
        ['Ten minutes of walking a day', 2, 1],
        ['Eating for steady blood sugar', 2, 1],
        ['मधुमेह में संतुलित आहार', 2, 2],
        ['Before a fasting glucose test', 3, 1],
      ] as const
    ).map(([title, category_id, language_id], index) => ({
      title,
      category_id,
      language_id,
      url: `https://videos.example.com/v${index + 1}.mp4`,
    })),
  ),
});

export const seedDiseases = (): Pick<
  DemoCatalogues,
  'diseaseCategories' | 'diseaseSymptoms' | 'diseases'
> => ({
  diseaseCategories: numbered(
    ['Metabolic', 'Cardiovascular', 'Respiratory', 'Mental health', 'Eye'].map((name) => ({
      name,
      description: '',
    })),
  ),
  diseaseSymptoms: numbered(
    [
      'Frequent urination',
      'Excessive thirst',
      'Fatigue',
      'Chest pain',
      'Shortness of breath',
      'Palpitations',
      'Persistent cough',
      'Wheezing',
      'Low mood',
      'Loss of interest',
      'Blurred vision',
      'Headache',
    ].map((name) => ({ name, description: '' })),
  ),
  diseases: numbered(
    (
      [
        ['Type 2 diabetes', 1, 'E11', [1, 2, 3]],
        ['Prediabetes', 1, 'R73.03', [3]],
        ['Hypertension', 2, 'I10', [12]],
        ['Hyperlipidaemia', 1, 'E78.5', []],
        ['Atrial fibrillation', 2, 'I48', [6, 5]],
        ['Chronic obstructive pulmonary disease', 3, 'J44', [7, 8, 5]],
        ['Asthma', 3, 'J45', [8, 5, 7]],
        ['Depression', 4, 'F32', [9, 10, 3]],
        ['Colour vision deficiency', 5, 'H53.5', [11]],
      ] as const
    ).map(([name, category_id, icd_code, symptom_ids]) => ({
      name,
      category_id,
      icd_code,
      symptom_ids: [...symptom_ids],
    })),
  ),
});

export const seedMedicines = (): DemoCatalogues['medicines'] =>
  numbered(
    (
      [
        ['Metformin', 'Metformin hydrochloride', 'tablet', '500 mg'],
        ['Metformin', 'Metformin hydrochloride', 'tablet', '1000 mg'],
        ['Glimepiride', 'Glimepiride', 'tablet', '1 mg'],
        ['Amlodipine', 'Amlodipine besylate', 'tablet', '5 mg'],
        ['Telmisartan', 'Telmisartan', 'tablet', '40 mg'],
        ['Atorvastatin', 'Atorvastatin calcium', 'tablet', '10 mg'],
        ['Salbutamol', 'Salbutamol sulfate', 'inhaler', '100 mcg/dose'],
        ['Budesonide', 'Budesonide', 'inhaler', '200 mcg/dose'],
        ['Sertraline', 'Sertraline hydrochloride', 'tablet', '50 mg'],
        ['Paracetamol', 'Paracetamol', 'tablet', '500 mg'],
        ['Paracetamol', 'Paracetamol', 'syrup', '120 mg/5 mL'],
        ['Amoxicillin', 'Amoxicillin trihydrate', 'capsule', '500 mg'],
        ['Cetirizine', 'Cetirizine hydrochloride', 'tablet', '10 mg'],
        ['Oral rehydration salts', 'Oral rehydration salts', 'powder', '20.5 g/L'],
        ['Cholecalciferol', 'Vitamin D3', 'capsule', '60000 IU'],
        ['Ranitidine', 'Ranitidine hydrochloride', 'tablet', '150 mg'],
      ] as const
    ).map(([name, generic_name, form, strength]) => ({ name, generic_name, form, strength })),
  ).map((medicine) => (medicine.name === 'Ranitidine' ? { ...medicine, status: false } : medicine));

/** Kiosk configurations offer test types 1 to 16 (seed-tests.ts) in a language of `seedLanguages`. */
export const seedKioskConfigs = (): DemoCatalogues['kioskConfigs'] =>
  numbered([
    {
      name: 'Standard screening',
      language_id: 1,
      test_type_ids: [1, 2, 15, 16, 3, 5, 8, 10, 13],
      idle_timeout_seconds: 120,
    },
    { name: 'Diabetes camp', language_id: 2, test_type_ids: [1, 2, 3, 4], idle_timeout_seconds: 180 },
    {
      name: 'Corporate wellness',
      language_id: 1,
      test_type_ids: [1, 2, 5, 6, 7, 9, 13],
      idle_timeout_seconds: 90,
    },
  ]);
