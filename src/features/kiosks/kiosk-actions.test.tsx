import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** Kiosk Details' Move and Retire, and Clinic Inventory (docs/home-and-monitor.md, "Kiosk Inventory"). */

const detailsOf = (id: number) => `/dashboard/manage/kiosk-inventory/view/${id}`;
const INVENTORY = '/dashboard/manage/clinic/inventory';

type Demo = ReturnType<typeof serveDemoApi>;

const deployedKiosk = (demo: Demo) =>
  demo.db.kiosks.find((kiosk) => kiosk.status === 'deployed' && !kiosk.quiet)!;
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

describe('Kiosk Details: Move', () => {
  it('moves a deployed kiosk to repair with a reason, no check-in first; the history shows it', async () => {
    const demo = serveDemoApi();
    const kiosk = deployedKiosk(demo);
    const { user } = renderRoute({ url: detailsOf(kiosk.id), demo });
    await screen.findByRole('heading', { level: 1, name: `Kiosk: ${kiosk.serial_number}` });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('radio', { name: 'To repair' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Screen cracked.');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('In repair'));
    expect(demo.db.kiosks.find((row) => row.id === kiosk.id)?.status).toBe('in_repair');
    expect(
      within(screen.getByRole('list', { name: 'Kiosk history' })).getByText(/Screen cracked\./),
    ).toBeVisible();
  });

  it('shows what changed when someone moved it meanwhile (409), and moves again from the current version', async () => {
    const demo = serveDemoApi();
    const kiosk = deployedKiosk(demo);
    const { user } = renderRoute({ url: detailsOf(kiosk.id), demo });
    await screen.findByRole('heading', { level: 1, name: `Kiosk: ${kiosk.serial_number}` });
    // Someone else sends it to stock while this page shows it deployed.
    Object.assign(kiosk, { status: 'in_stock', clinic_id: null, version: kiosk.version + 1 });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('radio', { name: 'To repair' }));
    await user.type(screen.getByLabelText('Reason'), 'Fan noise.');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const table = await screen.findByRole('table', { name: 'What they changed' });
    expect(within(table).getByRole('rowheader', { name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move from the current version' }));
    await user.click(screen.getByRole('radio', { name: 'To a clinic' }));
    await user.selectOptions(
      screen.getByLabelText('Clinic'),
      String(demo.db.clinics.find((c) => c.status)!.id),
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(demo.db.kiosks.find((row) => row.id === kiosk.id)?.status).toBe('deployed'));
  });

  it('retires with a reason after a confirm; then no action is offered', async () => {
    const demo = serveDemoApi();
    const kiosk = deployedKiosk(demo);
    const { user } = renderRoute({ url: detailsOf(kiosk.id), demo });
    await screen.findByRole('heading', { level: 1, name: `Kiosk: ${kiosk.serial_number}` });
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    await user.type(screen.getByLabelText('Reason'), 'Beyond repair.');
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire this kiosk?' });
    expect(demo.db.kiosks.find((row) => row.id === kiosk.id)?.status).toBe('deployed');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('Retired'));
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  });

  it('a customer reads their kiosk without Move or Retire', async () => {
    const demo = serveDemoApi();
    const own = demo.db.kiosks.find(
      (kiosk) => kiosk.clinic_id !== null && demo.db.clinic(kiosk.clinic_id)?.user_id === customerUser.id,
    )!;
    renderRoute({ url: detailsOf(own.id), demo, user: customerUser });
    await screen.findByRole('heading', { level: 1, name: `Kiosk: ${own.serial_number}` });
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retire' })).not.toBeInTheDocument();
  });

  it('warns when a deployed kiosk is quiet past N minutes', async () => {
    const demo = serveDemoApi();
    const kiosk = deployedKiosk(demo);
    Object.assign(kiosk, {
      quiet: true,
      last_heartbeat_at: new Date(Date.now() - 45 * 60_000).toISOString(),
    });
    renderRoute({ url: detailsOf(kiosk.id), demo });
    expect(await screen.findByText(/Quiet: no heartbeat for more than 30 minutes/)).toBeInTheDocument();
    expect(line('Last heartbeat')).toHaveTextContent('45 min ago');
  });
});

describe('Clinic Inventory', () => {
  it("lists one clinic's kiosks under the clinic's name, keeping clinic_id in the URL", async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find(
      (row) => demo.db.kiosks.filter((k) => k.clinic_id === row.id).length > 1,
    )!;
    renderRoute({ url: `${INVENTORY}?clinic_id=${clinic.id}`, demo });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Clinic Inventory: ${clinic.name}` }),
    ).toBeInTheDocument();
    const count = demo.db.kiosks.filter((kiosk) => kiosk.clinic_id === clinic.id).length;
    await waitFor(() => expect(screen.getByText(/Total Kiosks/)).toHaveTextContent(`Total Kiosks: ${count}`));
    expect(demo.bodies('/v3/kiosk/filter').at(-1)).toMatchObject({ clinic_id: clinic.id });
    expect(screen.queryByLabelText('Clinic')).not.toBeInTheDocument();
  });

  it.each(['', '?clinic_id=abc', '?clinic_id=0'])('%s: a clear message and no call', async (query) => {
    const demo = serveDemoApi();
    renderRoute({ url: `${INVENTORY}${query}`, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic Inventory' })).toBeInTheDocument();
    expect(await screen.findByText(/clinic/i, { selector: 'p' })).toBeInTheDocument();
    expect(demo.bodies('/v3/kiosk/filter')).toHaveLength(0);
  });
});
