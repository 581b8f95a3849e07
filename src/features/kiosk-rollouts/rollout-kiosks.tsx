import { Link } from 'wouter';

import type { KioskRolloutRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { kioskPath, STATE_TEXT } from './rollout-paths';

/** Each kiosk's state, linking to its Kiosk Details. */
export const RolloutKiosks = ({ rollout }: { rollout: KioskRolloutRecord }) => (
  <>
    <table className="ui-table">
      <caption>Progress per kiosk</caption>
      <thead>
        <tr>
          <th scope="col">Serial number</th>
          <th scope="col">Clinic</th>
          <th scope="col">State</th>
          <th scope="col">Sent</th>
        </tr>
      </thead>
      <tbody>
        {rollout.kiosks.map((kiosk) => (
          <tr key={kiosk.id}>
            <th scope="row">
              <Link href={absolute(kioskPath(kiosk.id))} className="ui-link">
                {kiosk.serial_number}
              </Link>
            </th>
            <td>{kiosk.clinic?.name ?? '–'}</td>
            <td>{STATE_TEXT[kiosk.state]}</td>
            <td>{kiosk.sent_at === null ? '–' : formatDisplayDateTime(kiosk.sent_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    {rollout.kiosks_total > rollout.kiosks.length ? (
      <p className="ui-muted">
        The first {rollout.kiosks.length} of {rollout.kiosks_total} kiosks, by serial number.
      </p>
    ) : null}
  </>
);
