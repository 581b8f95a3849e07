import type { DemoDb } from '../db';
import { catalogueRoutes, type CatalogueSpec, countOf, type Dependant, textOf } from './catalogue-kit';
import { dateProblem } from './dates';
import type { RouteDefinition } from './kit';
import { compareText } from './scope';

/**
 * The master catalogues of the proposed calls (docs/proposed-api.md), each a spec for the catalogue
 * kit: what is unique, what it points at, what keeps it in use (then it cannot be disabled: the
 * rule of docs/master-data.md, "In use"). Records are kept in `db.catalogues`.
 */
type Rows = ReturnType<CatalogueSpec<object>['rows']>;
export const rows = (name: keyof DemoDb['catalogues']) => (db: DemoDb) =>
  db.catalogues[name] as unknown as Rows;

const NAME = [{ field: 'name' }] as const;

/** Records of `table` whose `field` (an id or a list of ids) points at the record. */
export const pointedBy = (
  table: keyof DemoDb['catalogues'],
  field: string,
  says: (count: number) => string,
): Dependant => ({
  rows: rows(table),
  dependsOn: (row, id) => {
    const value = row[field];
    return Array.isArray(value) ? value.includes(id) : value === id;
  },
  says,
});

const language = { field: 'language_id', rows: rows('languages'), noun: 'language', as: 'language' } as const;
const category = (table: keyof DemoDb['catalogues'], noun: string) =>
  ({ field: 'category_id', rows: rows(table), noun, as: 'category' }) as const;
const titleOf = (row: Record<string, unknown>) => textOf(row.title);

const specs: CatalogueSpec<object>[] = [
  {
    noun: 'APK version',
    stem: 'ApkVersion',
    plural: 'ApkVersions',
    rows: rows('apkVersions'),
    unique: [
      { field: 'version_name', label: 'version name' },
      { field: 'version_code', label: 'version code' },
    ],
    nameOf: (row) => `v${textOf(row.version_name)}`,
    searchable: (row) => [textOf(row.version_name), textOf(row.release_notes)],
    check: (_db, write) => dateProblem(write, ['released_at']),
    order: (a, b) => Number(b.version_code) - Number(a.version_code),
  },
  { noun: 'clinic type', stem: 'ClinicType', plural: 'ClinicTypes', rows: rows('clinicTypes'), unique: NAME },
  {
    noun: 'kiosk configuration',
    stem: 'KioskConfig',
    plural: 'KioskConfigs',
    rows: rows('kioskConfigs'),
    unique: NAME,
    references: [
      language,
      { field: 'test_type_ids', rows: rows('testTypes'), noun: 'test type', as: 'test_types' },
    ],
  },
  {
    noun: 'device manufacturer',
    stem: 'DeviceManufacturer',
    plural: 'DeviceManufacturers',
    rows: rows('deviceManufacturers'),
    unique: NAME,
    dependants: [
      pointedBy(
        'consumableDevices',
        'manufacturer_id',
        (n) => `${countOf(n, 'consumable device', 'consumable devices')} are its`,
      ),
    ],
  },
  {
    noun: 'consumable device',
    stem: 'ConsumableDevice',
    plural: 'ConsumableDevices',
    rows: rows('consumableDevices'),
    unique: [{ field: 'name', within: ['manufacturer_id'] }],
    references: [
      {
        field: 'manufacturer_id',
        rows: rows('deviceManufacturers'),
        noun: 'manufacturer',
        as: 'manufacturer',
      },
    ],
  },
  {
    noun: 'role',
    stem: 'UserRole',
    plural: 'UserRoles',
    rows: rows('roles'),
    unique: NAME,
    dependants: [
      {
        rows: (db) =>
          db.users.map((user) => ({
            ...user,
            status: true,
            version: 1,
            created_at: '',
            updated_at: '',
          })),
        dependsOn: (user, id) => (user.role as { id: number }).id === id,
        says: (n) => `${n} ${n === 1 ? 'user holds' : 'users hold'} it`,
      },
    ],
    extra: (db, row) => ({ users: db.users.filter((user) => user.role.id === row.id).length }),
  },
  {
    noun: 'video category',
    stem: 'VideoCategory',
    plural: 'VideoCategories',
    rows: rows('videoCategories'),
    unique: NAME,
    dependants: [pointedBy('videos', 'category_id', (n) => `${countOf(n, 'video is', 'videos are')} in it`)],
  },
  {
    noun: 'video',
    stem: 'Video',
    plural: 'Videos',
    rows: rows('videos'),
    unique: [{ field: 'title', within: ['category_id', 'language_id'] }],
    references: [category('videoCategories', 'video category'), language],
    nameOf: titleOf,
    searchable: (row) => [titleOf(row)],
    order: (a, b) => compareText(titleOf(a), titleOf(b)) || a.id - b.id,
  },
  {
    noun: 'language',
    stem: 'Language',
    plural: 'Languages',
    rows: rows('languages'),
    unique: [{ field: 'name' }, { field: 'code' }],
    searchable: (row) => [textOf(row.name), textOf(row.code), textOf(row.native_name)],
    dependants: [
      pointedBy('videos', 'language_id', (n) => `${countOf(n, 'video is', 'videos are')} in it`),
      pointedBy(
        'kioskConfigs',
        'language_id',
        (n) => `${countOf(n, 'kiosk configuration starts', 'kiosk configurations start')} in it`,
      ),
    ],
  },
  {
    noun: 'disease category',
    stem: 'DiseaseCategory',
    plural: 'DiseaseCategories',
    rows: rows('diseaseCategories'),
    unique: NAME,
    dependants: [
      pointedBy('diseases', 'category_id', (n) => `${countOf(n, 'disease is', 'diseases are')} in it`),
    ],
  },
  {
    noun: 'disease symptom',
    stem: 'DiseaseSymptom',
    plural: 'DiseaseSymptoms',
    rows: rows('diseaseSymptoms'),
    unique: NAME,
    dependants: [
      pointedBy('diseases', 'symptom_ids', (n) => `${countOf(n, 'disease lists', 'diseases list')} it`),
    ],
  },
  {
    noun: 'disease',
    stem: 'Disease',
    plural: 'Diseases',
    rows: rows('diseases'),
    unique: NAME,
    references: [
      category('diseaseCategories', 'disease category'),
      { field: 'symptom_ids', rows: rows('diseaseSymptoms'), noun: 'symptom', as: 'symptoms' },
    ],
    searchable: (row) => [textOf(row.name), textOf(row.icd_code)],
  },
  {
    noun: 'medicine',
    stem: 'Medicine',
    plural: 'Medicines',
    rows: rows('medicines'),
    unique: [{ field: 'strength', within: ['name', 'form'], label: 'strength' }],
    searchable: (row) => [textOf(row.name), textOf(row.generic_name), textOf(row.strength)],
    // Live Consultation's prescription picker (docs/telemedicine.md): a doctor lists the active ones.
    readers: (user, body) => user.user_type === 'Doctor' && body.status === true,
    order: (a, b) =>
      compareText(textOf(a.name), textOf(b.name)) ||
      compareText(textOf(a.form), textOf(b.form)) ||
      compareText(textOf(a.strength), textOf(b.strength)),
  },
];

export const catalogueRoutesOfAll: RouteDefinition[] = specs.flatMap((spec) => catalogueRoutes(spec));
