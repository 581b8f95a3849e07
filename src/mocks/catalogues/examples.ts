import { seedCatalogues } from './seed';
import type { DemoCatalogues } from './types';

/**
 * Each catalogue's calls by name (path segment, operation stem and plural) with a valid new record
 * whose unique fields the seed does not use: the happy paths of the demo API's contract test and of
 * the proposals pact (contracts/consumer/proposed-catalogues.ts).
 */
export interface CatalogueExample {
  table: keyof DemoCatalogues;
  segment: string;
  stem: string;
  plural: string;
  fresh: Record<string, unknown>;
  /** The field a create repeating an existing record is refused for (422), when not `name`. */
  uniqueField?: string;
  /**
   * The page of the list the pact pins, when not the first ten: a search that finds record 1 alone.
   * A test type's reference ranges hold `null` for an open bound, and Pact matches a field by one
   * type, so records whose ranges are open at different places cannot share one template.
   */
  listSearch?: string;
}

export const CATALOGUE_EXAMPLES: readonly CatalogueExample[] = [
  {
    table: 'apkVersions',
    segment: 'apk',
    uniqueField: 'version_name',
    stem: 'ApkVersion',
    plural: 'ApkVersions',
    fresh: { version_name: '9.9.9', version_code: 999, force_update: false, released_at: '2026-11-01' },
  },
  {
    table: 'clinicTypes',
    segment: 'clinic-type',
    stem: 'ClinicType',
    plural: 'ClinicTypes',
    fresh: { name: 'Contract clinic type' },
  },
  {
    table: 'kioskConfigs',
    segment: 'kiosk-config',
    stem: 'KioskConfig',
    plural: 'KioskConfigs',
    fresh: { name: 'Contract kiosk', language_id: 1, test_type_ids: [1], idle_timeout_seconds: 60 },
  },
  {
    table: 'testCategories',
    segment: 'test-category',
    stem: 'TestCategory',
    plural: 'TestCategories',
    fresh: { name: 'Contract category' },
  },
  {
    table: 'testTypes',
    segment: 'test-type',
    listSearch: 'BP_SYS',
    stem: 'TestType',
    plural: 'TestTypes',
    fresh: {
      name: 'Contract test',
      code: 'CONTRACT',
      category_id: 1,
      kind: 'categorical',
      labels: ['Normal'],
      ranges: [],
    },
  },
  {
    table: 'deviceManufacturers',
    segment: 'device-manufacturer',
    stem: 'DeviceManufacturer',
    plural: 'DeviceManufacturers',
    fresh: { name: 'Contract Devices' },
  },
  {
    table: 'consumableDevices',
    segment: 'consumable-device',
    stem: 'ConsumableDevice',
    plural: 'ConsumableDevices',
    fresh: { name: 'Contract strip', manufacturer_id: 1, unit: 'strip' },
  },
  {
    table: 'roles',
    segment: 'role',
    stem: 'UserRole',
    plural: 'UserRoles',
    fresh: { name: 'Contract role', permissions: ['support'] },
  },
  {
    table: 'videoCategories',
    segment: 'video-category',
    stem: 'VideoCategory',
    plural: 'VideoCategories',
    fresh: { name: 'Contract videos' },
  },
  {
    table: 'videos',
    segment: 'video',
    uniqueField: 'title',
    stem: 'Video',
    plural: 'Videos',
    fresh: {
      title: 'Contract video',
      url: 'https://videos.example.com/c.mp4',
      language_id: 1,
      category_id: 1,
    },
  },
  {
    table: 'questionCategories',
    segment: 'question-category',
    stem: 'QuestionCategory',
    plural: 'QuestionCategories',
    fresh: { name: 'Contract questionnaire', bands: [] },
  },
  {
    table: 'questions',
    segment: 'question',
    uniqueField: 'text',
    stem: 'Question',
    plural: 'Questions',
    fresh: { category_id: 1, text: 'Contract question', position: 99 },
  },
  {
    table: 'questionOptions',
    segment: 'question-option',
    uniqueField: 'text',
    stem: 'QuestionOption',
    plural: 'QuestionOptions',
    fresh: { question_id: 1, text: 'Contract option', score: 1, position: 9 },
  },
  {
    table: 'languages',
    segment: 'language',
    stem: 'Language',
    plural: 'Languages',
    fresh: { name: 'Contract language', code: 'zz' },
  },
  {
    table: 'diseaseCategories',
    segment: 'disease-category',
    stem: 'DiseaseCategory',
    plural: 'DiseaseCategories',
    fresh: { name: 'Contract disease category' },
  },
  {
    table: 'diseaseSymptoms',
    segment: 'disease-symptom',
    stem: 'DiseaseSymptom',
    plural: 'DiseaseSymptoms',
    fresh: { name: 'Contract symptom' },
  },
  {
    table: 'diseases',
    segment: 'disease',
    stem: 'Disease',
    plural: 'Diseases',
    fresh: { name: 'Contract disease', category_id: 1, symptom_ids: [] },
  },
  {
    table: 'medicines',
    segment: 'medicine',
    uniqueField: 'strength',
    stem: 'Medicine',
    plural: 'Medicines',
    fresh: { name: 'Contractamol', form: 'tablet', strength: '1 mg' },
  },
];

/** A record's write body: its own fields (what an unchanged edit sends), without id, status and dates. */
export const writeOf = (record: object): Record<string, unknown> => {
  const {
    id: _id,
    status: _status,
    version: _version,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = record as Record<string, unknown>;
  return fields;
};

/** Record 1 of a catalogue as seeded, as a write body. */
export const seededWriteOf = (table: keyof DemoCatalogues): Record<string, unknown> => {
  const first = seedCatalogues()[table][0];
  if (!first) throw new Error(`The seed has no ${table}`);
  return writeOf(first);
};
