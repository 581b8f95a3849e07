import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { SHOWN_ONCE_TEXT } from './api-key-secret';
import { NO_ACCESS_TEXT } from './api-key-words';

/** API Secret Key (docs/api-keys.md): the list, Create key and its once-only secret, Rotate, Revoke. */

const URL = '/dashboard/secret-api/list';
const LIST_CALL = '/v3/api-key/filter';
const CUSTOMER_ID = customerUser.id;

const table = () => screen.getByRole('table', { name: 'API keys' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { exact: true }) !== null)!;

describe('API Secret Key (customer with API access)', () => {
  it('lists their own keys: prefix, scopes, clinics, created, last used, status; no customer column', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: URL, user: customerUser, demo });
    await waitFor(() => expect(screen.getByText(/Total Keys/)).toHaveTextContent('Total Keys: 3'));
    expect(within(table()).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    const lab = rowOf('Lab results export');
    expect(lab).toHaveTextContent('hk_live_Q3vX…');
    expect(lab).toHaveTextContent('Read results');
    expect(lab).toHaveTextContent('by Meera Iyer');
    expect(lab).toHaveTextContent('from 203.0.113.14');
    expect(lab).toHaveTextContent('Active');
    const fleet = rowOf('Kiosk fleet sync');
    expect(fleet).toHaveTextContent('All clinics');
    expect(fleet).toHaveTextContent('Never');
    const old = rowOf('Old reporting key');
    expect(old).toHaveTextContent('Revoked');
    expect(within(old).queryByRole('button')).toBeNull();
    expect(demo.bodies(LIST_CALL).at(-1)).toMatchObject({ page: 1, limit: 10, customer_id: null });
  });

  it('creates a key: checks the fields, shows the secret once with Copy, then only its prefix', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: URL, user: customerUser, demo });
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read results' }));
    await user.type(within(dialog).getByLabelText(/Allowed IP addresses/), '10.0.0.300');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Name is required.')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeVisible();
    expect(within(dialog).getByText(/10\.0\.0\.300 is not an IP address/)).toBeVisible();
    expect(demo.bodies('/v3/api-key/')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Nightly export');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read results' }));
    const ips = within(dialog).getByLabelText(/Allowed IP addresses/);
    await user.clear(ips);
    await user.type(ips, '203.0.113.0/24{enter}2001:db8::1');
    await user.click(within(dialog).getByRole('radio', { name: 'Only these clinics' }));
    const clinics = within(dialog).getByRole('listbox', { name: 'Clinics of the key' });
    const first = (await within(clinics).findAllByRole('option'))[0]!;
    await user.selectOptions(clinics, first);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Secret for Nightly export' });
    const secret = within(secretDialog).getByLabelText('API key secret').textContent ?? '';
    expect(secret).toMatch(/^hk_live_[A-Za-z0-9_-]{40}$/);
    expect(within(secretDialog).getByText(SHOWN_ONCE_TEXT)).toBeVisible();
    expect(demo.bodies('/v3/api-key/').at(-1)).toMatchObject({
      name: 'Nightly export',
      scopes: ['results'],
      clinic_ids: [Number(first.getAttribute('value'))],
      allowed_ips: ['203.0.113.0/24', '2001:db8::1'],
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByText('Copied.')).toBeVisible();
    // user-event's stand-in clipboard holds what Copy wrote.
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await waitFor(() => expect(rowOf('Nightly export')).toHaveTextContent(`${secret.slice(0, 12)}…`));
    expect(document.body.textContent).not.toContain(secret);
    expect(currentUrl()).not.toContain(secret.slice(8));
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '')).join(
        '\n',
      );
    expect(stored(localStorage)).not.toContain(secret);
    expect(stored(sessionStorage)).not.toContain(secret);
  });

  it('shows a refusal of the server on its field', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: URL, user: customerUser, demo });
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lab results export');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(
      await within(dialog).findByText('A key named Lab results export is already in use.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rotates a key after a confirm: a new secret once, and the old key "Retiring until …"', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: URL, user: customerUser, demo });
    await screen.findByText('Lab results export');
    await user.click(
      within(rowOf('Lab results export')).getByRole('button', { name: 'Rotate Lab results export' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate Lab results export?' });
    expect(confirm).toHaveTextContent('keeps working for 24 hours');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'New secret for Lab results export' });
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.getByText(/Total Keys/)).toHaveTextContent('Total Keys: 4'));
    const rows = within(table())
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Lab results export', { exact: true }));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Active'),
      expect.stringMatching(/Retiring until \d{1,2} \w{3} \d{2}:\d{2}/),
    ]);
  });

  it('revokes a key after a confirm that names it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: URL, user: customerUser, demo });
    await screen.findByText('Kiosk fleet sync');
    await user.click(
      within(rowOf('Kiosk fleet sync')).getByRole('button', { name: 'Revoke Kiosk fleet sync' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke Kiosk fleet sync?' });
    expect(confirm).toHaveTextContent('hk_live_m7Lp… stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(rowOf('Kiosk fleet sync')).toHaveTextContent('Revoked'));
    expect(demo.db.apiKeys.find((key) => key.name === 'Kiosk fleet sync')?.revoked_at).not.toBeNull();
  });

  it('tells a customer without API access so, and makes no call', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: URL, user: { ...customerUser, is_expose_api: false }, demo });
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeVisible();
    expect(demo.bodies(LIST_CALL)).toEqual([]);
  });
});

describe('API Secret Key (administrator)', () => {
  it("lists every customer's keys with a customer filter; revoke only, no create or rotate", async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: URL, demo });
    await waitFor(() =>
      expect(screen.getByText(/Total Keys/)).toHaveTextContent(`Total Keys: ${demo.db.apiKeys.length}`),
    );
    expect(within(table()).getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rotate/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), String(CUSTOMER_ID));
    await waitFor(() => expect(currentUrl()).toContain(`customer=${CUSTOMER_ID}`));
    await waitFor(() => expect(screen.getByText(/Total Keys/)).toHaveTextContent('Total Keys: 3'));
    expect(demo.bodies(LIST_CALL).at(-1)).toMatchObject({ customer_id: CUSTOMER_ID });
    expect(screen.getByRole('button', { name: 'Revoke Lab results export' })).toBeVisible();
  });
});

describe('Edit Customer: turning API access off (docs/api-keys.md)', () => {
  const edit = `/dashboard/manage/customer/customerDetails/${CUSTOMER_ID}/edit`;

  it('asks first, naming the keys it revokes; Cancel sends nothing; confirming revokes them', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: edit, demo });
    const access = await screen.findByLabelText('API access (is_expose_api)');
    await waitFor(() => expect(access).toBeChecked());
    await user.click(access);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn API access off?' });
    expect(confirm).toHaveTextContent(
      'revokes these 2 API keys at once: Kiosk fleet sync (hk_live_m7Lp…), Lab results export (hk_live_Q3vX…)',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(demo.bodies(`/v3/customer/${CUSTOMER_ID}`)).toEqual([]);
    expect(screen.getByLabelText('API access (is_expose_api)')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Turn API access off?' })).getByRole('button', {
        name: 'Turn off and revoke keys',
      }),
    );
    await waitFor(() => expect(demo.db.customer(CUSTOMER_ID)?.is_expose_api).toBe(false));
    const working = demo.db.apiKeys.filter(
      (key) => key.customer_id === CUSTOMER_ID && key.revoked_at === null,
    );
    expect(working).toEqual([]);
  });
});
