import type { DemoCatalogues } from '../catalogues/types';
import type { DemoClinic, DemoKiosk, DemoKioskSnapshot } from '../types';

/**
 * A kiosk's snapshot on a support query (docs/support.md, "Kiosk context"): taken when the query is
 * raised and never updated. Built from tables, so the seed and createQuery share it.
 */

export interface SnapshotSources {
  catalogues: Pick<DemoCatalogues, 'apkVersions' | 'kioskConfigs' | 'deviceManufacturers'>;
  clinic: (id: number) => DemoClinic | undefined;
}

export const kioskSnapshotOf = (
  sources: SnapshotSources,
  kiosk: DemoKiosk,
  state: { config_id: number | null; last_heartbeat_at: string | null; taken_at: string },
): DemoKioskSnapshot => {
  const { apkVersions, kioskConfigs, deviceManufacturers } = sources.catalogues;
  const apk = apkVersions.find((row) => row.version_code === kiosk.app_version_code);
  const forced = apkVersions
    .filter((row) => row.force_update && row.status)
    .reduce<{ code: number; name: string } | null>(
      (best, row) =>
        best === null || row.version_code > best.code
          ? { code: row.version_code, name: row.version_name }
          : best,
      null,
    );
  const clinic = kiosk.clinic_id === null ? undefined : sources.clinic(kiosk.clinic_id);
  const config =
    state.config_id === null ? undefined : kioskConfigs.find((row) => row.id === state.config_id);
  const maker = deviceManufacturers.find((row) => row.id === kiosk.manufacturer_id);
  return {
    serial_number: kiosk.serial_number,
    model: { manufacturer: { id: kiosk.manufacturer_id, name: maker?.name ?? '' }, name: kiosk.model_name },
    status: kiosk.status,
    clinic: clinic ? { id: clinic.id, name: clinic.name } : null,
    app_version: { code: kiosk.app_version_code, name: apk?.version_name ?? String(kiosk.app_version_code) },
    forced_version: forced,
    behind_forced: forced !== null && kiosk.app_version_code < forced.code,
    configuration: config ? { id: config.id, name: config.name } : null,
    last_heartbeat_at: state.last_heartbeat_at,
    taken_at: state.taken_at,
  };
};
