import { CatalogueList, CatalogueOnOneRoute, RecordAtParam } from '@/components/resource/catalogue/screens';
import { CreateScreen } from '@/components/resource/create-screen';
import { ListScreen } from '@/components/resource/list-screen';
import { Link } from 'wouter';
import { absolute } from '@/lib/app-paths';

import { apkVersions, kioskConfigs, PendingUpdateNote } from './kiosk';

import {
  clinicTypes,
  consumableDevices,
  deviceManufacturers,
  diseaseCategories,
  diseases,
  diseaseSymptoms,
  languages,
  medicines,
  roles,
  videoCategories,
  videos,
} from './simple';

/**
 * The route table's screens of the simple catalogues (src/app/shell/route-tables.ts): for each, the
 * list, create and view routes of requirements 2.11 (view parameter as the requirements name it).
 */
export const ClinicTypesScreen = () => (
  <CatalogueList catalogue={clinicTypes} createPath={clinicTypes.list.path + '/create'} />
);
export const ClinicTypeCreateScreen = () => <CreateScreen definition={clinicTypes.record} />;
export const ClinicTypeViewScreen = () => <RecordAtParam catalogue={clinicTypes} param="clinic_id" />;

export const LanguagesScreen = () => (
  <CatalogueList catalogue={languages} createPath={languages.list.path + '/create'} />
);
export const LanguageCreateScreen = () => <CreateScreen definition={languages.record} />;
export const LanguageViewScreen = () => <RecordAtParam catalogue={languages} param="language_id" />;

export const DeviceManufacturersScreen = () => (
  <CatalogueList catalogue={deviceManufacturers} createPath={deviceManufacturers.list.path + '/create'} />
);
export const DeviceManufacturerCreateScreen = () => <CreateScreen definition={deviceManufacturers.record} />;
export const DeviceManufacturerViewScreen = () => (
  <RecordAtParam catalogue={deviceManufacturers} param="device_id" />
);

export const ConsumableDevicesScreen = () => (
  <CatalogueList catalogue={consumableDevices} createPath={consumableDevices.list.path + '/create'} />
);
export const ConsumableDeviceCreateScreen = () => <CreateScreen definition={consumableDevices.record} />;
export const ConsumableDeviceViewScreen = () => <RecordAtParam catalogue={consumableDevices} param="id" />;

export const RolesScreen = () => <CatalogueList catalogue={roles} createPath={roles.list.path + '/create'} />;
export const RoleCreateScreen = () => <CreateScreen definition={roles.record} />;
// Requirements 2.11 names the role's id `user_id` (master/role/view/{user_id}).
export const RoleViewScreen = () => <RecordAtParam catalogue={roles} param="user_id" />;

export const VideoCategoriesScreen = () => (
  <CatalogueList catalogue={videoCategories} createPath={videoCategories.list.path + '/create'} />
);
export const VideoCategoryCreateScreen = () => <CreateScreen definition={videoCategories.record} />;
export const VideoCategoryViewScreen = () => <RecordAtParam catalogue={videoCategories} param="id" />;

export const VideosScreen = () => (
  <CatalogueList catalogue={videos} createPath={videos.list.path + '/create'} />
);
export const VideoCreateScreen = () => <CreateScreen definition={videos.record} />;
export const VideoViewScreen = () => <RecordAtParam catalogue={videos} param="id" />;

export const DiseasesScreen = () => <CatalogueOnOneRoute catalogue={diseases} />;
export const DiseaseCategoriesScreen = () => <CatalogueOnOneRoute catalogue={diseaseCategories} />;
export const DiseaseSymptomsScreen = () => <CatalogueOnOneRoute catalogue={diseaseSymptoms} />;
export const MedicinesScreen = () => <CatalogueOnOneRoute catalogue={medicines} />;

export const ApkVersionsScreen = () => (
  <ListScreen
    definition={apkVersions.list}
    above={<PendingUpdateNote />}
    actions={
      <Link href={absolute(`${apkVersions.list.path}/create`)} className="ui-btn">
        <i className="pi pi-plus" aria-hidden="true" /> Add APK Version
      </Link>
    }
  />
);
export const ApkVersionCreateScreen = () => <CreateScreen definition={apkVersions.record} />;
export const ApkVersionViewScreen = () => <RecordAtParam catalogue={apkVersions} param="apk_id" />;

export const KioskConfigsScreen = () => (
  <CatalogueList catalogue={kioskConfigs} createPath={kioskConfigs.list.path + '/create'} />
);
export const KioskConfigCreateScreen = () => <CreateScreen definition={kioskConfigs.record} />;
export const KioskConfigViewScreen = () => <RecordAtParam catalogue={kioskConfigs} param="kiosk_id" />;
