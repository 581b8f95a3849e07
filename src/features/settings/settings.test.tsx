import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';
import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';

const URL = '/dashboard/config/settings';
const CALL = '/v3/settings';
const NOW = new Date('2026-06-01T10:00:00Z');

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const save = () => screen.getByRole('button', { name: 'Save' });

const open = async () => {
  const demo = serveDemoApi({ now: NOW });
  const harness = renderRoute({ url: URL, demo });
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  await screen.findByLabelText('Heartbeat staleness', { exact: true });
  return { ...harness, demo };
};

/** Another administrator (user 9, say) saves the settings meanwhile: the next version, their change. */
const savedElsewhere = (demo: ReturnType<typeof serveDemoApi>, change: Record<string, unknown>) => {
  const other = demo.db.users.find((row) => row.id !== 1 && row.user_type === 'Administrator');
  Object.assign(demo.db.settings, change, {
    version: demo.db.settings.version + 1,
    updated_at: NOW.toISOString(),
    updated_by: other?.id ?? 1,
  });
};

describe('Settings (docs/settings.md)', () => {
  it('shows every setting in its section with its unit, range and default', async () => {
    await open();
    for (const name of ['Kiosks', 'Support', 'Consumables', 'Money', 'Users'])
      expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(field('Heartbeat staleness')).toHaveValue('30');
    expect(field('Heartbeat staleness')).toHaveAccessibleDescription(
      'Whole minutes from 5 to 1440. Default 30 min.',
    );
    expect(field('Urgent: resolution')).toHaveValue('480');
    expect(field('Urgent: resolution').parentElement).toHaveTextContent('minutes= 8 h');
    expect(field('Low: first response')).toHaveAccessibleDescription(
      'Whole minutes from 15 to 43200. Default 24 h.',
    );
    expect(field('Reorder lead time')).toHaveAccessibleDescription(
      'Whole days from 1 to 90. Default 7 days.',
    );
    expect(field('Safety days')).toHaveValue('3');
    expect(field('Currency')).toHaveDisplayValue('INR');
    expect(field('Inactivity period')).toHaveValue('90');
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('nobody has changed them yet');
  });

  it('turns on the disabling of inactive staff accounts: off by default, its range, and its effect on save', async () => {
    const { demo, user } = await open();
    const users = screen.getByRole('group', { name: 'Users' });
    const box = within(users).getByRole('checkbox', { name: 'Disable inactive staff accounts' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/^Off by default\./);
    expect(field('Inactive days before disabling')).toHaveValue('180');
    expect(field('Inactive days before disabling')).toHaveAccessibleDescription(
      'Whole days from 30 to 730. Default 180 days.',
    );
    const sam = demo.db.user(9010)!;
    sam.last_sign_in_at = new Date(NOW.getTime() - 40 * 86_400_000).toISOString();
    await user.click(box);
    await user.clear(field('Inactive days before disabling'));
    await user.type(field('Inactive days before disabling'), '20');
    await user.click(save());
    expect(
      await screen.findByText('Inactive days before disabling must be a whole number from 30 to 730 days'),
    ).toBeTruthy();
    await user.clear(field('Inactive days before disabling'));
    await user.type(field('Inactive days before disabling'), '30');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('(version 2)');
    expect(demo.bodies(CALL).at(-1)).toMatchObject({
      disable_inactive_users: true,
      disable_inactive_after_days: 30,
    });
    expect(sam).toMatchObject({ status: false, disabled_reason: 'Disabled: not signed in for 30 days.' });
    expect(demo.db.user(1)!.status).not.toBe(false);
  });

  it('saves every field with the version it read, then says Saved and who saved', async () => {
    const { demo, user } = await open();
    await user.clear(field('Heartbeat staleness'));
    await user.type(field('Heartbeat staleness'), '45');
    await user.clear(field('High: first response'));
    await user.type(field('High: first response'), '90');
    expect(screen.getByText('= 1 h 30 min')).toBeTruthy();
    await user.selectOptions(field('Currency'), 'USD');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved at 01-06-2026 10:00 (version 2).');
    expect(demo.bodies(CALL).at(-1)).toMatchObject({
      heartbeat_minutes: 45,
      currency: 'USD',
      sla: { high: { first_response: 90, resolution: 1440 } },
      version: 1,
    });
    expect(demo.db.settings).toMatchObject({ heartbeat_minutes: 45, currency: 'USD', version: 2 });
    expect(
      await within(screen.getByRole('region', { name: 'History' })).findByText(/Last saved by Asha Rao/),
    ).toBeTruthy();
    const trail = screen.getByRole('region', { name: /^Changes to the settings/ });
    expect(await within(trail).findByText(/heartbeat_minutes: 30 → 45/)).toBeTruthy();
    expect(within(trail).getByText('Asha Rao')).toBeTruthy();
  });

  it('says what is wrong with a value, on its field, and sends nothing', async () => {
    const { demo, user } = await open();
    await user.clear(field('Heartbeat staleness'));
    await user.type(field('Heartbeat staleness'), '2');
    await user.clear(field('Inactivity period'));
    await user.click(save());
    expect(
      await screen.findByText('Heartbeat staleness must be a whole number from 5 to 1440 minutes'),
    ).toBeTruthy();
    expect(screen.getByText('Inactivity period is required')).toBeTruthy();
    expect(field('Heartbeat staleness')).toHaveFocus();
    expect(field('Heartbeat staleness')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Heartbeat staleness'));
    await user.type(field('Heartbeat staleness'), '2.5');
    expect(
      await screen.findByText('Heartbeat staleness must be a whole number from 5 to 1440 minutes'),
    ).toBeTruthy();
    expect(demo.count('PUT', CALL)).toBe(0);
  });

  it('after a 409 shows who saved and what, keeps mine on Save again, or takes theirs', async () => {
    const { demo, user } = await open();
    savedElsewhere(demo, { reorder_lead_days: 10 });
    await user.clear(field('Heartbeat staleness'));
    await user.type(field('Heartbeat staleness'), '45');
    await user.click(save());
    const notice = (
      await screen.findByText(/Someone else saved this settings record while you were editing it\./)
    ).closest('[role="alert"]') as HTMLElement;
    const changes = within(notice).getByRole('table', { name: 'What they changed' });
    expect(within(changes).getByRole('row', { name: 'Reorder lead time 7 days 10 days' })).toBeTruthy();
    expect(
      screen.getByText(
        /^[A-Z][a-z]+ [A-Z][a-z]+ saved them at 01-06-2026 10:00 \(version 2\) while you were editing\.$/,
      ),
    ).toBeTruthy();
    // Theirs where I changed nothing, mine where I did.
    expect(field('Reorder lead time')).toHaveValue('10');
    expect(field('Heartbeat staleness')).toHaveValue('45');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('(version 3)');
    expect(demo.db.settings).toMatchObject({ heartbeat_minutes: 45, reorder_lead_days: 10, version: 3 });
  });

  it('Use theirs drops my edit after a 409', async () => {
    const { demo, user } = await open();
    savedElsewhere(demo, { heartbeat_minutes: 60 });
    await user.clear(field('Heartbeat staleness'));
    await user.type(field('Heartbeat staleness'), '45');
    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Use theirs' }));
    expect(field('Heartbeat staleness')).toHaveValue('60');
    expect(screen.queryByText(/Someone else saved/)).toBeNull();
    expect(demo.db.settings.version).toBe(2);
  });

  it('shows the server’s refusal on its field', async () => {
    const { demo, user } = await open();
    // A rule the form does not know (a stricter server): the 422 lands on the field it names.
    server.use(
      http.put('*/v3/settings', () =>
        HttpResponse.json(
          { error: true, message: 'Safety days must be at most 30 here.', field: 'reorder_safety_days' },
          { status: 422 },
        ),
      ),
    );
    await user.click(save());
    // On the field (and in the error toast).
    await waitFor(() =>
      expect(field('Safety days')).toHaveAccessibleDescription(
        'Whole days from 0 to 60. Default 3 days. Safety days must be at most 30 here.',
      ),
    );
    expect(field('Safety days')).toHaveFocus();
    expect(demo.db.settings.version).toBe(1);
  });
});

describe('the currency elsewhere', () => {
  it('Consumables shows prices in the currency saved on Settings', async () => {
    const demo = serveDemoApi({ now: NOW });
    savedElsewhere(demo, { currency: 'USD' });
    renderRoute({ url: '/dashboard/manage/consumables', demo });
    const table = await screen.findByRole('table', { name: 'Consumables' });
    const strips = await within(table).findByRole('link', { name: 'Glucose test strips' });
    expect(strips.closest('tr')).toHaveTextContent('$18.00');
    expect(strips.closest('tr')).not.toHaveTextContent('₹');
  });
});
