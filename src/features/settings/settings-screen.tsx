import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import type { RecordRoute } from '@/components/resource/record-route';
import { useGetSettings } from '@/generated/api/settings/settings';
import type { Settings } from '@/generated/model';

import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';

/** The one settings record: no id in the route, so the frame's id is fixed. */
const ROUTE: RecordRoute = { id: 1, notFound: 'The settings were not found.' };

const useSettingsRecord = () => useGetSettings<Settings, unknown>({ query: RECORD_QUERY });

/**
 * Settings (`config/settings`, docs/settings.md; administrators whose role has Configuration): the
 * thresholds and the currency the platform works by, each with its unit, range and default, saved
 * from the version the page showed, and who changed them.
 */
export const SettingsScreen = () => (
  <RecordFrame route={ROUTE} useRecord={useSettingsRecord} title="Settings" titleId="settings-title">
    {(settings) => (
      <>
        <SettingsForm settings={settings} />
        <SettingsHistory settings={settings} />
      </>
    )}
  </RecordFrame>
);
