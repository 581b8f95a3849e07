import type {
  ApkVersion,
  ClinicType,
  ConsumableDevice,
  DeviceManufacturer,
  Disease,
  DiseaseCategory,
  DiseaseSymptom,
  KioskConfig,
  Language,
  Medicine,
  Question,
  QuestionCategory,
  QuestionOption,
  TestCategory,
  TestType,
  UserRole,
  Video,
  VideoCategory,
} from '@/generated/model';

/**
 * The master catalogues the proposed calls serve (docs/proposed-api.md). A record is stored as the
 * contract's record without what the answer adds (the names of what it points at, counts): those
 * are computed when answering, so they never go stale.
 */
export interface DemoCatalogues {
  apkVersions: ApkVersion[];
  clinicTypes: ClinicType[];
  kioskConfigs: Omit<KioskConfig, 'language' | 'test_types'>[];
  testCategories: Omit<TestCategory, 'active_tests'>[];
  testTypes: Omit<TestType, 'category'>[];
  deviceManufacturers: DeviceManufacturer[];
  consumableDevices: Omit<ConsumableDevice, 'manufacturer'>[];
  roles: Omit<UserRole, 'users'>[];
  videoCategories: VideoCategory[];
  videos: Omit<Video, 'language' | 'category'>[];
  questionCategories: Omit<QuestionCategory, 'questions' | 'max_score'>[];
  questions: Omit<Question, 'category' | 'max_score'>[];
  questionOptions: Omit<QuestionOption, 'question'>[];
  languages: Language[];
  diseaseCategories: DiseaseCategory[];
  diseaseSymptoms: DiseaseSymptom[];
  diseases: Omit<Disease, 'category' | 'symptoms'>[];
  medicines: Medicine[];
}

/** Every seeded record was created at the same moment and never edited since. */
export const SEEDED = {
  status: true,
  version: 1,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
} as const;

/** Records 1..n of a list of field sets, in order. */
export const numbered = <T extends object>(rows: readonly T[]): Array<T & typeof SEEDED & { id: number }> =>
  rows.map((row, index) => ({ id: index + 1, ...SEEDED, ...row }));
