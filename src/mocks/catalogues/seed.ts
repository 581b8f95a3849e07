import { seedQuestionnaires } from './seed-questionnaires';
import {
  seedApkVersions,
  seedClinicTypes,
  seedDevices,
  seedDiseases,
  seedKioskConfigs,
  seedLanguages,
  seedMedicines,
  seedRoles,
  seedVideos,
} from './seed-simple';
import { seedTests } from './seed-tests';
import type { DemoCatalogues } from './types';

/** Every master catalogue, seeded the same way on every start. */
export const seedCatalogues = (shiftDays = 0): DemoCatalogues => ({
  apkVersions: seedApkVersions(shiftDays),
  clinicTypes: seedClinicTypes(),
  kioskConfigs: seedKioskConfigs(),
  ...seedTests(),
  ...seedDevices(),
  roles: seedRoles(),
  ...seedVideos(),
  ...seedQuestionnaires(),
  languages: seedLanguages(),
  ...seedDiseases(),
  medicines: seedMedicines(),
});
