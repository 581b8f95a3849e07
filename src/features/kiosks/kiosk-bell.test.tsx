import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { fleetHealth, setMonitorCounts } from '@tests/unit/demo-data';
import { renderApp } from '@tests/unit/harness';
import { adminUser } from '@tests/unit/session-fixtures';

/**
 * The header's bell counts clinics from their kiosks (docs/home-and-monitor.md, "Where the counts
 * come from"): a forced APK released in the catalogue raises it to the clinics with a deployed kiosk
 * below it.
 */
describe('the bell and the kiosks', () => {
  it('a new forced APK raises the pending count to the clinics with a deployed kiosk below it', async () => {
    const demo = serveDemoApi();
    setMonitorCounts(demo.db, { notSynced: 2, pendingUpdate: 0 });
    const newest = Math.max(...demo.db.catalogues.apkVersions.map((apk) => apk.version_code));
    const now = new Date().toISOString();
    demo.db.catalogues.apkVersions.push({
      id: Math.max(...demo.db.catalogues.apkVersions.map((apk) => apk.id)) + 1,
      version_name: '9.0.0',
      version_code: newest + 1,
      release_notes: 'Forced.',
      force_update: true,
      released_at: now.slice(0, 10),
      file_url: 'https://downloads.example.com/kiosk-9.0.0.apk',
      status: true,
      version: 1,
      created_at: now,
      updated_at: now,
    });
    const pending = [...fleetHealth(demo.db).pendingUpdate].filter((id) => demo.db.clinic(id)?.status);
    const below = new Set(
      demo.db.kiosks
        .filter((kiosk) => kiosk.status === 'deployed' && kiosk.clinic_id !== null)
        .filter((kiosk) => demo.db.clinic(kiosk.clinic_id!)?.status)
        .map((kiosk) => kiosk.clinic_id),
    );
    expect(pending.length).toBe(below.size);
    const { user } = renderApp({ url: '/dashboard/manage/kiosk-inventory', user: adminUser, demo });
    const bell = await screen.findByRole(
      'button',
      { name: `Notifications, ${below.size + 2}` },
      { timeout: 5_000 },
    );
    await user.click(bell);
    expect(screen.getByText(`${below.size} clinics are pending for app update`)).toBeVisible();
    expect(screen.getByText('2 clinics are out of sync')).toBeVisible();
  });
});
