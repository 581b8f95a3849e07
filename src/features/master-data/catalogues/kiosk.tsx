import { MONITOR_COUNTS_KEY } from '@/components/monitor-counts';
import { Link } from 'wouter';

import { catalogue } from '@/components/resource/catalogue/catalogue';
import { callsOf, schemasOf } from '@/components/resource/catalogue/generated';
import { referenceOptions } from '@/components/resource/catalogue/reference-options';
import { LIST_QUERY } from '@/components/resource/list-rows';
import * as apkApi from '@/generated/api/apk/apk';
import * as kioskApi from '@/generated/api/kiosk-configs/kiosk-configs';
import * as languagesApi from '@/generated/api/languages/languages';
import * as testsApi from '@/generated/api/tests/tests';
import type {
  ApkVersion,
  ApkVersionWriteRequest,
  KioskConfig,
  KioskConfigWriteRequest,
  Language,
  TestType,
} from '@/generated/model';
import * as v3 from '@/generated/zod/v3.zod';
import { absolute, MONITOR_PATH } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';

import { CATALOGUE_ROUTES } from '../model/catalogue-routes';

import { catalogueNames, NAME } from './paths';

/** The kiosks' own catalogues: the app versions they run and their configurations. */
export const apkVersions = catalogue<ApkVersion, ApkVersionWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.apkVersions),
  id: 'apk',
  nameOf: (apk) => `v${apk.version_name}`,
  nameHeader: 'Version',
  fields: [
    {
      key: 'version_name',
      label: 'Version name',
      control: { kind: 'text', maxLength: 20 },
      format: 'Version name must be three numbers with dots, such as 2.4.1',
    },
    { key: 'version_code', label: 'Version code', control: { kind: 'number', min: 1 }, column: true },
    { key: 'released_at', label: 'Released', control: { kind: 'date' }, column: true },
    {
      key: 'force_update',
      label: 'Force update',
      control: { kind: 'boolean', yes: 'Yes: older kiosks must update', no: 'No' },
      column: true,
    },
    {
      key: 'release_notes',
      label: 'Release notes',
      control: { kind: 'textarea', maxLength: 2000 },
      optional: true,
    },
    {
      key: 'file_url',
      label: 'Download URL',
      control: { kind: 'text', maxLength: 500, wide: true },
      optional: true,
      format: 'Download URL must start with https://',
    },
  ],
  calls: callsOf(apkApi, 'ApkVersion', 'ApkVersions'),
  // A forced version changes which kiosks are below it: the bell and the Monitor count again.
  alsoRefreshOf: () => [MONITOR_COUNTS_KEY],
  schemas: schemasOf(v3, 'ApkVersion'),
  disableNote: (apk) =>
    apk.force_update
      ? 'If it is the latest forced version, the one before it becomes the version kiosks must reach.'
      : '',
});

/**
 * What "pending app update" means (the header's bell, the home, the Monitor: requirements 2.4): a
 * clinic whose kiosk runs a version older than the latest active APK that forces an update.
 */
export const PendingUpdateNote = () => {
  const latest = apkApi.useFilterApkVersions(
    { page: 1, limit: 1, searchValue: null, status: true, force_update: true },
    { query: LIST_QUERY },
  );
  const apk = latest.data?.records[0];
  return (
    <p className="ui-muted ui-note" aria-live="polite">
      <strong>Pending app update</strong> means a clinic whose kiosk runs a version older than the latest
      forced one
      {apk ? (
        <>
          : now <strong>v{apk.version_name}</strong> (code {apk.version_code}, released{' '}
          {formatDisplayDate(apk.released_at)})
        </>
      ) : latest.isSuccess ? (
        ': none is forced now, so no clinic is pending'
      ) : null}
      . Those clinics are listed on the{' '}
      <Link href={absolute(`${MONITOR_PATH}?tab=pending-update`)} className="ui-link">
        Monitor
      </Link>
      .
    </p>
  );
};

const nameOf = (record: { name: string }): string => record.name;

export const kioskConfigs = catalogue<KioskConfig, KioskConfigWriteRequest>({
  ...catalogueNames(CATALOGUE_ROUTES.kioskConfigs),
  id: 'kiosk-config',
  fields: [
    NAME,
    {
      key: 'language_id',
      label: 'Language',
      as: 'language',
      control: {
        kind: 'reference',
        useOptions: referenceOptions<Language>(languagesApi.useFilterLanguages, nameOf),
      },
      column: true,
    },
    {
      key: 'idle_timeout_seconds',
      label: 'Idle timeout (seconds)',
      control: { kind: 'number', min: 30, max: 3600 },
      column: true,
    },
    {
      key: 'test_type_ids',
      label: 'Tests offered',
      as: 'test_types',
      control: {
        kind: 'references',
        useOptions: referenceOptions<TestType>(testsApi.useFilterTestTypes, nameOf),
      },
    },
  ],
  calls: callsOf(kioskApi, 'KioskConfig', 'KioskConfigs'),
  schemas: schemasOf(v3, 'KioskConfig'),
});
