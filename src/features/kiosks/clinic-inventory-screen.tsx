import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { type RecordRouteSpec, useRecordRoute } from '@/components/resource/record-route';
import { useGetClinic } from '@/generated/api/clinic-records/clinic-records';
import type { ClinicRecord } from '@/generated/model';
import { CLINICS_PATH } from '@/lib/app-paths';

import { clinicInventoryCodec } from './kiosk-params';
import { CLINIC_INVENTORY_PATH } from './kiosk-paths';
import { KioskListBody, kioskListOf } from './kiosk-list-screen';

const CLINIC_ROUTE: RecordRouteSpec = {
  singular: 'Clinic',
  param: 'clinic_id',
  in: 'query',
  foreign: 'This clinic is not one of yours.',
};

const useClinic = (id: number) => useGetClinic<ClinicRecord, unknown>(id, { query: RECORD_QUERY });

export const clinicInventoryList = kioskListOf(CLINIC_INVENTORY_PATH, clinicInventoryCodec, true);

const BACK = { label: 'Back to Clinics', href: CLINICS_PATH };

/**
 * Clinic Inventory (`manage/clinic/inventory?clinic_id=`, docs/requirements.md 2.11.9;
 * docs/home-and-monitor.md, "Kiosk Inventory"): the kiosk list of one clinic, its name as the
 * heading. A bad or missing clinic_id, an unknown or foreign clinic are the record frame's messages,
 * and no kiosk call is made.
 */
export const ClinicInventoryScreen = () => {
  const route = useRecordRoute(CLINIC_ROUTE);
  // Without a clinic (bad id, loading, 404, 403, a failure) the record frame shows the state.
  const clinic = useGetClinic<ClinicRecord, unknown>(route.id ?? 0, {
    query: { ...RECORD_QUERY, enabled: route.id !== null },
  });
  return route.id !== null && clinic.data ? (
    <KioskListBody
      definition={clinicInventoryList}
      clinicFixed
      title={`Clinic Inventory: ${clinic.data.name}`}
    />
  ) : (
    <RecordFrame route={route} useRecord={useClinic} title="Clinic Inventory" back={BACK}>
      {() => null}
    </RecordFrame>
  );
};
