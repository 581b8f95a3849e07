import { AuditTrail } from '@/components/audit-trail';
import type { Settings } from '@/generated/model';

import { whoSaved } from './settings-words';

/** The audit trail's filter of every save of the settings (docs/audit.md). */
const SETTINGS_EVENTS = { entity: 'settings' } as const;

/**
 * Who changed the settings: the last save (from the record), then every save with the fields it
 * changed, old and new, from the audit trail (docs/settings.md, "Saving").
 */
export const SettingsHistory = ({ settings }: { settings: Settings }) => (
  <>
    <section className="ui-card" aria-labelledby="settings-history-title">
      <h2 id="settings-history-title">History</h2>
      <p className="ui-message">{whoSaved(settings)}</p>
    </section>
    <AuditTrail filter={SETTINGS_EVENTS} title="Changes to the settings" />
  </>
);
