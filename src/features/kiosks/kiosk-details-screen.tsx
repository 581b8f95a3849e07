import { EventTimeline } from '@/components/event-timeline';
import { useListReturnPath } from '@/components/form/list-return';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { type RecordRouteSpec, useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import { useGetKiosk } from '@/generated/api/kiosks/kiosks';
import type { KioskPlace, KioskRecord } from '@/generated/model';

import { ageText, KIOSKS_PATH, STATUS_TEXT } from './kiosk-paths';

const KIOSK_ROUTE: RecordRouteSpec = {
  singular: 'Kiosk',
  param: 'kiosk_id',
  foreign: 'This kiosk is not one of yours.',
};

const useKiosk = (id: number) => useGetKiosk<KioskRecord, unknown>(id, { query: RECORD_QUERY });

const placeText = (place: KioskPlace): string =>
  place === null
    ? 'nowhere'
    : `${STATUS_TEXT[place.status]}${place.clinic ? ` at ${place.clinic.name}` : ''}`;

const appText = (kiosk: KioskRecord): string => {
  const forced = kiosk.newest_forced;
  if (forced === null) return `${kiosk.app_version.name} (no forced version)`;
  return kiosk.app_version.code < forced.code
    ? `${kiosk.app_version.name}, below the forced ${forced.name}`
    : `${kiosk.app_version.name}, up to date (forced ${forced.name})`;
};

const configText = (kiosk: KioskRecord): string => {
  const applied = kiosk.config_applied?.name ?? 'None';
  const target = kiosk.config_target?.name ?? 'None';
  return applied === target ? `${applied} (as targeted)` : `${applied}, targeted ${target}`;
};

const KioskView = ({ kiosk }: { kiosk: KioskRecord }) => (
  <>
    <div className="ui-card">
      <RecordSummary
        items={[
          ['Serial number', kiosk.serial_number],
          ['Model', `${kiosk.model.manufacturer.name} ${kiosk.model.name}`],
          ['Status', STATUS_TEXT[kiosk.status]],
          ['Clinic', kiosk.clinic?.name ?? 'None'],
          ['Last heartbeat', ageText(kiosk.last_heartbeat_at)],
          ['App version', appText(kiosk)],
          ['Configuration', configText(kiosk)],
          ['Installed', kiosk.installed_at ?? 'Not yet'],
        ]}
      />
    </div>
    <div className="ui-card">
      <h2>History</h2>
      <EventTimeline
        label="Kiosk history"
        emptyText="No moves yet."
        events={kiosk.history.map((event) => ({
          what: event.from === null ? 'Received' : `${placeText(event.from)} → ${placeText(event.to)}`,
          at: event.at,
          who: event.by.name,
          reason: event.reason,
        }))}
      />
    </div>
  </>
);

/** Kiosk Details (docs/home-and-monitor.md, "Kiosk Inventory"): the whole kiosk on one page. */
export const KioskDetailsScreen = () => {
  const route = useRecordRoute(KIOSK_ROUTE);
  const back = { label: 'Back to Kiosk Inventory', href: useListReturnPath(KIOSKS_PATH) };
  return (
    <RecordFrame
      route={route}
      useRecord={useKiosk}
      title="Kiosk Details"
      titleOf={(kiosk) => `Kiosk: ${kiosk.serial_number}`}
      titleId="kiosk-title"
      back={back}
    >
      {(kiosk) => <KioskView kiosk={kiosk} />}
    </RecordFrame>
  );
};
