import { useAtomValue } from 'jotai';

import { userRoleAtom } from '@/atoms/session';
import { EventTimeline } from '@/components/event-timeline';
import { useListReturnPath } from '@/components/form/list-return';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { type RecordRouteSpec, useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import { useHeartbeatMinutes } from '@/components/settings';
import { useGetKiosk } from '@/generated/api/kiosks/kiosks';
import type { KioskPlace, KioskRecord } from '@/generated/model';

import { KioskActions } from './kiosk-actions';
import { isQuiet, kioskItems } from './kiosk-items';
import { KIOSKS_PATH, STATUS_TEXT } from './kiosk-paths';

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

/**
 * What needs a look: quiet past N (the heartbeat setting, docs/settings.md), an app below the forced
 * version, a configuration not yet applied.
 */
const Warnings = ({ kiosk }: { kiosk: KioskRecord }) => {
  const minutes = useHeartbeatMinutes();
  const notes = [
    isQuiet(kiosk, minutes)
      ? `Quiet: no heartbeat for more than ${minutes} minutes, so its clinic counts as out of sync.`
      : null,
    kiosk.app_out_of_date
      ? 'Below the newest forced app version, so its clinic counts as pending for app update.'
      : null,
    kiosk.config_applied?.id !== kiosk.config_target?.id
      ? 'The targeted configuration is not applied yet.'
      : null,
  ].filter((note): note is string => note !== null);
  return notes.length === 0 ? null : (
    <ul className="ui-message kiosk-warnings" aria-label="Needs attention">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
};

const KioskView = ({ kiosk, canChange }: { kiosk: KioskRecord; canChange: boolean }) => (
  <>
    <div className="ui-card">
      <Warnings kiosk={kiosk} />
      <RecordSummary items={kioskItems(kiosk)} />
    </div>
    {canChange ? <KioskActions kiosk={kiosk} /> : null}
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

/**
 * Kiosk Details (docs/home-and-monitor.md, "Kiosk Inventory"): the whole kiosk on one page:
 * lifecycle and history, heartbeat, app version against the forced one, configuration applied
 * against the target; Move and Retire for administrators.
 */
export const KioskDetailsScreen = () => {
  const route = useRecordRoute(KIOSK_ROUTE);
  const back = { label: 'Back to Kiosk Inventory', href: useListReturnPath(KIOSKS_PATH) };
  const canChange = useAtomValue(userRoleAtom) === 'Administrator';
  return (
    <RecordFrame
      route={route}
      useRecord={useKiosk}
      title="Kiosk Details"
      titleOf={(kiosk) => `Kiosk: ${kiosk.serial_number}`}
      titleId="kiosk-title"
      back={back}
    >
      {(kiosk) => <KioskView kiosk={kiosk} canChange={canChange} />}
    </RecordFrame>
  );
};
