import { SUMMARY_PATH } from '@/lib/app-paths';

/** Summary Tests, the result rows behind the Summary's figures (docs/patients.md "Summary"). */
export const SUMMARY_TESTS_PATH = `${SUMMARY_PATH}/tests`;

/** Patient Details (docs/requirements.md 2.11): the patient's id only, never their data, in the URL. */
export const patientDetailsPath = (patientId: number): string =>
  `/dashboard/manage/patients/patientDetails?patient_id=${patientId}`;

/** Summary Tests narrowed to one test type and, when given, one label (neither is patient data). */
export const summaryTestsPath = (testTypeId: number, label?: string): string => {
  const query = new URLSearchParams({ test_type_id: String(testTypeId) });
  if (label !== undefined) query.set('label', label);
  return `${SUMMARY_TESTS_PATH}?${query.toString()}`;
};
