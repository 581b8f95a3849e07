import { Link } from 'wouter';

import { RecordSummary } from '@/components/resource/record-summary';
import type { KioskStatus, QueryKiosk, QueryKioskSnapshot } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

/** Kiosk Details (docs/home-and-monitor.md, "Kiosk Inventory"). */
export const kioskPath = (id: number): string => `/dashboard/manage/kiosk-inventory/view/${id}`;

const KIOSK_STATUS_TEXT: Record<KioskStatus, string> = {
  in_stock: 'In stock',
  deployed: 'Deployed',
  in_repair: 'In repair',
  retired: 'Retired',
};

const when = (iso: string | null): string => (iso ? `${formatDisplayDateTime(iso)} UTC` : 'Never');

type Snapshot = NonNullable<QueryKioskSnapshot>;

const versionText = (snapshot: Snapshot) => {
  const running = `${snapshot.app_version.name} (${snapshot.app_version.code})`;
  const forced = snapshot.forced_version;
  if (!forced) return `${running}; no forced version`;
  return `${running}; forced version ${forced.name} (${forced.code})`;
};

/**
 * The kiosk the query is about, as it was when the query was raised (docs/support.md, "Kiosk
 * context"): the snapshot never changes, so the card says when it was taken. The serial links to the
 * kiosk's page as it is now; an app behind the forced version is a warning in words.
 */
export const QueryKioskContext = ({ kiosk, snapshot }: { kiosk: QueryKiosk; snapshot: Snapshot }) => (
  <section className="ui-card query-kiosk" aria-labelledby="query-kiosk-title">
    <h2 id="query-kiosk-title">Kiosk context</h2>
    <p className="ui-muted">Taken when the query was raised, {when(snapshot.taken_at)}.</p>
    {snapshot.behind_forced ? (
      <p className="ui-message query-warning" role="note">
        <strong>Behind the forced version:</strong> this kiosk ran {snapshot.app_version.name}, older than the
        forced version {snapshot.forced_version?.name ?? ''}.
      </p>
    ) : null}
    <RecordSummary
      items={[
        [
          'Serial number',
          kiosk ? (
            <Link key="serial" href={absolute(kioskPath(kiosk.id))} className="ui-link">
              {snapshot.serial_number}
            </Link>
          ) : (
            snapshot.serial_number
          ),
        ],
        ['Model', `${snapshot.model.manufacturer.name} ${snapshot.model.name}`],
        ['Status', KIOSK_STATUS_TEXT[snapshot.status]],
        ['Clinic', snapshot.clinic?.name ?? '–'],
        ['App version', versionText(snapshot)],
        ['Configuration', snapshot.configuration?.name ?? '–'],
        ['Last heartbeat', when(snapshot.last_heartbeat_at)],
      ]}
    />
  </section>
);
