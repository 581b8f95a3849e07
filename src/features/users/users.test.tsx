import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';

import { SHOWN_ONCE_TEXT } from './temporary-password';

/**
 * Users, Create User and User Details (docs/users.md) as an administrator sees them: the list with
 * its filters in the URL, bulk Disable with its confirm and its result per user, the temporary
 * password shown once and kept nowhere, Copy user, and Disable refused with the reason.
 */
const USERS = '/dashboard/manage/user';
const CREATE = `${USERS}/create`;
const details = (id: number) => `${USERS}/view/${id}`;
const BOARD_ADMIN = 9001;

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const table = () => screen.getByRole('table', { name: 'Users' });

/** Everything the browser keeps: both storages and every query and mutation the client caches. */
const keptInBrowser = (queryClient: QueryClient): string =>
  JSON.stringify([
    Object.entries(window.localStorage),
    Object.entries(window.sessionStorage),
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data),
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state.data),
  ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Users', () => {
  it('lists the staff accounts and filters them by role, status and "not signed in for 90 days", in the URL', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: USERS, demo });
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await waitFor(() => expect(within(table()).getByRole('link', { name: 'Asha Rao' })).toBeVisible());
    const row = within(table()).getByRole('link', { name: 'Asha Rao' }).closest('tr')!;
    expect(row).toHaveTextContent('admin@example.com');
    expect(row).toHaveTextContent('Super Admin');

    await waitFor(() =>
      expect(within(field('Role')).getByRole('option', { name: 'Inventory manager' })).toBeInTheDocument(),
    );
    await user.selectOptions(field('Role'), 'Inventory manager');
    await waitFor(() => expect(currentUrl()).toContain('role=5'));
    expect(screen.getByRole('region', { name: 'User filters' })).toHaveTextContent('Role: Inventory manager');
    await user.selectOptions(field('Status'), 'Disabled');
    await user.click(screen.getByRole('checkbox', { name: 'Not signed in for 90 days' }));
    await waitFor(() => expect(currentUrl()).toContain('inactive=1'));
    expect(currentUrl()).toContain('state=disabled');
    const expected = demo.db.users.filter(
      (row) =>
        row.user_type === 'Administrator' &&
        row.role.id === 5 &&
        row.status === false &&
        (row.last_sign_in_at == null ||
          Date.parse(row.last_sign_in_at) < demo.db.now().getTime() - 90 * 86_400_000),
    );
    await waitFor(() =>
      expect(screen.getByText(/Total Users/)).toHaveTextContent(`Total Users: ${expected.length}`),
    );

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentUrl()).not.toContain('role='));
  });

  it('disables the selected users after one confirm that names them, and says who was refused and why', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${USERS}?search=Asha`, demo });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Asha Rao' }));
    const neha = demo.db.user(BOARD_ADMIN)!;
    await user.clear(screen.getByRole('searchbox', { name: 'Search users by name or email' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search users by name or email' }),
      'Neha Kulkarni{Enter}',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Neha Kulkarni' }));
    await user.click(screen.getByRole('button', { name: 'Disable selected (2)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable 2 users?' });
    expect(dialog).toHaveTextContent('Asha Rao and Neha Kulkarni will no longer be able to sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    const result = await screen.findByRole('status', { name: 'Disable result' });
    expect(result).toHaveTextContent('Disabled: Neha Kulkarni.');
    expect(result).toHaveTextContent('Asha Rao: You cannot disable your own account.');
    expect(neha.status).toBe(false);
    expect(screen.getByRole('button', { name: 'Disable selected (0)' })).toBeDisabled();
  });
});

describe('Create User', () => {
  it('creates the account and shows the temporary password once, in a dialog, kept nowhere', async () => {
    const demo = serveDemoApi();
    const { user, queryClient } = renderRoute({ url: CREATE, demo });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    await user.type(field('First name'), 'Priya');
    await user.type(field('Last name'), 'Menon');
    await user.type(field('Email'), 'priya.menon@example.com');
    await waitFor(() =>
      expect(within(field('Role')).getByRole('option', { name: 'Inventory manager' })).toBeInTheDocument(),
    );
    await user.selectOptions(field('Role'), 'Inventory manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password for Priya Menon' });
    const created = demo.db.users.at(-1)!;
    expect(currentUrl()).toBe(details(created.id));
    expect(created).toMatchObject({
      user_type: 'Administrator',
      must_change_password: true,
      role: { id: 5 },
    });
    expect(within(dialog).getByText(SHOWN_ONCE_TEXT)).toBeVisible();
    const password = within(dialog).getByLabelText('Temporary password').textContent ?? '';
    expect(password).toMatch(/^\S{12}$/);
    expect(JSON.stringify(demo.db.snapshot())).not.toContain(password);
    expect(keptInBrowser(queryClient)).not.toContain(password);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(password);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(password);
    expect(line('Last sign-in')).toHaveTextContent('Never');
  });

  it('refuses an email another account has, on its field (422)', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${CREATE}?role_id=4`, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    await user.type(field('First name'), 'Second');
    await user.type(field('Last name'), 'Admin');
    await user.type(field('Email'), 'Admin@Example.com');
    await waitFor(() => expect(field('Role')).toHaveValue('4'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(
        'Another user already has the email admin@example.com.',
      ),
    );
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl()).toBe(`${CREATE}?role_id=4`);
  });
});

describe('User Details', () => {
  it('shows the account; Copy user opens Create User with the role and the expiry', async () => {
    const demo = serveDemoApi();
    const target = demo.db.users.find(
      (row) =>
        row.user_type === 'Administrator' &&
        row.expires_at &&
        !row.must_change_password &&
        row.id > 9100 &&
        row.status !== false &&
        Date.parse(row.expires_at) > demo.db.now().getTime(),
    )!;
    const { user } = renderRoute({ url: details(target.id), demo });
    await screen.findByRole('heading', { level: 1, name: `User: ${target.first_name} ${target.last_name}` });
    expect(line('Email')).toHaveTextContent(target.email);
    expect(screen.getByRole('tab', { name: 'Details' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Copy user' }));
    await screen.findByRole('heading', { level: 1, name: 'Create User' });
    await waitFor(() => expect(field('Role')).toHaveValue(String(target.role.id)));
    expect(field('First name')).toHaveValue('');
    expect(field('Expires on (optional)')).toHaveValue(
      `${target.expires_at!.slice(8, 10)}-${target.expires_at!.slice(5, 7)}-${target.expires_at!.slice(0, 4)}`,
    );
  });

  it('shows why the platform disabled an inactive account (docs/users.md, "Disabling inactive accounts")', async () => {
    const demo = serveDemoApi();
    Object.assign(demo.db.user(9010)!, {
      status: false,
      disabled_reason: 'Disabled: not signed in for 180 days.',
    });
    renderRoute({ url: details(9010), demo });
    await screen.findByRole('heading', { level: 1, name: 'User: Sam Fernandes' });
    expect(line('Status')).toHaveTextContent('Disabled: not signed in for 180 days.');
    expect(screen.getByRole('button', { name: 'Enable' })).toBeVisible();
  });

  it('shows what the user did on the Activity tab (the audit trail by actor)', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: details(1), demo });
    await screen.findByRole('heading', { level: 1, name: 'User: Asha Rao' });
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByRole('region', { name: 'Activity of Asha Rao' })).toBeVisible();
    expect(currentUrl()).toBe(`${details(1)}?tab=activity`);
    await waitFor(() => expect(demo.bodies('/v3/audit/filter').at(-1)).toMatchObject({ actor_id: 1 }));
  });

  it('refuses disabling your own account with the reason, and the account stays active', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: details(1), demo });
    await screen.findByRole('heading', { level: 1, name: 'User: Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('You cannot disable your own account.')).toBeVisible();
    expect(line('Status')).toHaveTextContent('Active');
    expect(demo.db.user(1)!.status).not.toBe(false);
  });
});
