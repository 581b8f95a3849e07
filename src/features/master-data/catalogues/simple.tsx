import { catalogue } from '@/components/resource/catalogue/catalogue';
import type { Choice } from '@/components/resource/catalogue/fields';
import { callsOf, schemasOf } from '@/components/resource/catalogue/generated';
import { referenceOptions } from '@/components/resource/catalogue/reference-options';
import * as clinicTypesApi from '@/generated/api/clinic-types/clinic-types';
import * as devicesApi from '@/generated/api/devices/devices';
import * as diseasesApi from '@/generated/api/diseases/diseases';
import * as languagesApi from '@/generated/api/languages/languages';
import * as medicinesApi from '@/generated/api/medicines/medicines';
import * as rolesApi from '@/generated/api/roles/roles';
import * as videosApi from '@/generated/api/videos/videos';
import { AREA_LABELS, AREAS } from '@/lib/areas';
import type {
  ClinicType,
  ClinicTypeWriteRequest,
  ConsumableDevice,
  ConsumableDeviceWriteRequest,
  DeviceManufacturer,
  DeviceManufacturerWriteRequest,
  Disease,
  DiseaseCategory,
  DiseaseCategoryWriteRequest,
  DiseaseSymptom,
  DiseaseSymptomWriteRequest,
  DiseaseWriteRequest,
  Language,
  LanguageWriteRequest,
  Medicine,
  MedicineWriteRequest,
  UserRole,
  UserRoleWriteRequest,
  Video,
  VideoCategory,
  VideoCategoryWriteRequest,
  VideoWriteRequest,
} from '@/generated/model';
import * as v3 from '@/generated/zod/v3.zod';

import { CATALOGUE_ROUTES } from '../model/catalogue-routes';

import { catalogueNames, NAME, DESCRIPTION } from './paths';

/**
 * The master catalogues that are a list of named records with a few fields (docs/master-data.md,
 * "Catalogues"): each is a spec of fields on the catalogue layer (src/components/resource/catalogue).
 */
const name = (record: { name: string }): string => record.name;

export const clinicTypes = catalogue<ClinicType, ClinicTypeWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.clinicTypes),
  id: 'clinic-type',
  fields: [NAME, DESCRIPTION],
  calls: callsOf(clinicTypesApi, 'ClinicType', 'ClinicTypes'),
  schemas: schemasOf(v3, 'ClinicType'),
});

export const languages = catalogue<Language, LanguageWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.languages),
  id: 'language',
  fields: [
    NAME,
    {
      key: 'code',
      label: 'ISO code',
      control: { kind: 'text', maxLength: 2, letters: 'lower' },
      format: 'ISO code must be two letters, such as hi',
      column: true,
    },
    {
      key: 'native_name',
      label: 'Native name',
      control: { kind: 'text', maxLength: 100 },
      optional: true,
      column: true,
    },
  ],
  calls: callsOf(languagesApi, 'Language', 'Languages'),
  schemas: schemasOf(v3, 'Language'),
  disableNote: () => 'Videos and kiosk configurations in it must be moved first.',
  alsoRefresh: [videosApi.getFilterVideosQueryKey],
});

const useLanguages = referenceOptions<Language>(languagesApi.useFilterLanguages, name);

export const deviceManufacturers = catalogue<DeviceManufacturer, DeviceManufacturerWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.deviceManufacturers),
  id: 'device-manufacturer',
  fields: [
    NAME,
    {
      key: 'country',
      label: 'Country',
      control: { kind: 'text', maxLength: 100 },
      optional: true,
      column: true,
    },
    {
      key: 'website',
      label: 'Website',
      control: { kind: 'text', maxLength: 300 },
      optional: true,
      format: 'Website must start with http:// or https://',
    },
    {
      key: 'support_email',
      label: 'Support e-mail',
      control: { kind: 'text', maxLength: 200 },
      optional: true,
      format: 'Support e-mail must be an e-mail address',
    },
  ],
  calls: callsOf(devicesApi, 'DeviceManufacturer', 'DeviceManufacturers'),
  schemas: schemasOf(v3, 'DeviceManufacturer'),
  alsoRefresh: [devicesApi.getFilterConsumableDevicesQueryKey],
});

export const consumableDevices = catalogue<ConsumableDevice, ConsumableDeviceWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.consumableDevices),
  id: 'consumable-device',
  fields: [
    NAME,
    {
      key: 'manufacturer_id',
      label: 'Manufacturer',
      as: 'manufacturer',
      control: {
        kind: 'reference',
        useOptions: referenceOptions<DeviceManufacturer>(devicesApi.useFilterDeviceManufacturers, name),
      },
      column: true,
    },
    { key: 'unit', label: 'Unit', control: { kind: 'text', maxLength: 30 }, column: true },
    DESCRIPTION,
  ],
  calls: callsOf(devicesApi, 'ConsumableDevice', 'ConsumableDevices'),
  schemas: schemasOf(v3, 'ConsumableDevice'),
});

// The areas of docs/shell.md, "Roles and areas", in their order and with their labels.
const PERMISSIONS: readonly Choice[] = AREAS.map((area) => ({ value: area, label: AREA_LABELS[area] }));

export const roles = catalogue<UserRole, UserRoleWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.roles),
  id: 'role',
  fields: [
    NAME,
    DESCRIPTION,
    { key: 'permissions', label: 'Opens', control: { kind: 'choices', choices: PERMISSIONS } },
  ],
  calls: callsOf(rolesApi, 'UserRole', 'UserRoles'),
  schemas: schemasOf(v3, 'UserRole'),
  extraSummary: (role) => [['Users', String(role.users)]],
  disableNote: () => 'Users who hold it keep it until their role is changed.',
});

export const videoCategories = catalogue<VideoCategory, VideoCategoryWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.videoCategories),
  id: 'video-category',
  fields: [NAME, DESCRIPTION],
  calls: callsOf(videosApi, 'VideoCategory', 'VideoCategories'),
  schemas: schemasOf(v3, 'VideoCategory'),
  alsoRefresh: [videosApi.getFilterVideosQueryKey],
});

export const videos = catalogue<Video, VideoWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.videos),
  id: 'video',
  nameOf: (video) => video.title,
  nameHeader: 'Title',
  fields: [
    { key: 'title', label: 'Title', control: { kind: 'text', maxLength: 150, wide: true } },
    {
      key: 'url',
      label: 'URL',
      control: { kind: 'text', maxLength: 500, wide: true },
      format: 'URL must start with https://',
    },
    {
      key: 'language_id',
      label: 'Language',
      as: 'language',
      control: { kind: 'reference', useOptions: useLanguages },
      column: true,
    },
    {
      key: 'category_id',
      label: 'Category',
      as: 'category',
      control: {
        kind: 'reference',
        useOptions: referenceOptions<VideoCategory>(videosApi.useFilterVideoCategories, name),
      },
      column: true,
    },
  ],
  calls: callsOf(videosApi, 'Video', 'Videos'),
  schemas: schemasOf(v3, 'Video'),
});

export const diseaseCategories = catalogue<DiseaseCategory, DiseaseCategoryWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.diseaseCategories),
  id: 'disease-category',
  fields: [NAME, DESCRIPTION],
  calls: callsOf(diseasesApi, 'DiseaseCategory', 'DiseaseCategories'),
  schemas: schemasOf(v3, 'DiseaseCategory'),
  alsoRefresh: [diseasesApi.getFilterDiseasesQueryKey],
});

export const diseaseSymptoms = catalogue<DiseaseSymptom, DiseaseSymptomWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.diseaseSymptoms),
  id: 'disease-symptom',
  fields: [NAME, DESCRIPTION],
  calls: callsOf(diseasesApi, 'DiseaseSymptom', 'DiseaseSymptoms'),
  schemas: schemasOf(v3, 'DiseaseSymptom'),
  alsoRefresh: [diseasesApi.getFilterDiseasesQueryKey],
});

export const diseases = catalogue<Disease, DiseaseWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.diseases),
  id: 'disease',
  fields: [
    NAME,
    {
      key: 'category_id',
      label: 'Category',
      as: 'category',
      control: {
        kind: 'reference',
        useOptions: referenceOptions<DiseaseCategory>(diseasesApi.useFilterDiseaseCategories, name),
      },
      column: true,
    },
    {
      key: 'icd_code',
      label: 'ICD-10 code',
      control: { kind: 'text', maxLength: 10, letters: 'upper' },
      optional: true,
      format: 'ICD-10 code must look like E11 or E11.9',
      column: true,
    },
    {
      key: 'symptom_ids',
      label: 'Symptoms',
      as: 'symptoms',
      control: {
        kind: 'references',
        useOptions: referenceOptions<DiseaseSymptom>(diseasesApi.useFilterDiseaseSymptoms, name),
      },
    },
  ],
  calls: callsOf(diseasesApi, 'Disease', 'Diseases'),
  schemas: schemasOf(v3, 'Disease'),
});

const FORMS: readonly Choice[] = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'injection',
  'inhaler',
  'drops',
  'ointment',
  'cream',
  'gel',
  'patch',
  'powder',
].map((value) => ({ value, label: `${value.charAt(0).toUpperCase()}${value.slice(1)}` }));

export const medicines = catalogue<Medicine, MedicineWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.medicines),
  id: 'medicine',
  nameOf: (medicine) => `${medicine.name} ${medicine.strength}`,
  fields: [
    NAME,
    {
      key: 'generic_name',
      label: 'Generic name',
      control: { kind: 'text', maxLength: 100 },
      optional: true,
      column: true,
    },
    { key: 'form', label: 'Form', control: { kind: 'choice', choices: FORMS }, column: true },
    { key: 'strength', label: 'Strength', control: { kind: 'text', maxLength: 50 }, column: true },
  ],
  calls: callsOf(medicinesApi, 'Medicine', 'Medicines'),
  schemas: schemasOf(v3, 'Medicine'),
  // requirements 11 and docs/master-data.md, "In use": a medicine is never refused.
  disableNote: () =>
    'Prescriptions already written keep it; the prescription picker will no longer offer it.',
});
