import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { SHOWN_ONCE_TEXT } from './temporary-password';

/**
 * Create Customer, Customer Details and Edit Customer (docs/customers.md): the temporary password
 * shown once and kept nowhere, the counts and their links, what Disable stops, the 409 and the 422
 * on a duplicate email, and a customer at an administrators' page.
 */
const CUSTOMERS = '/dashboard/manage/customer';
const CREATE = `${CUSTOMERS}/create`;
const details = (id: number) => `${CUSTOMERS}/customerDetails/${id}`;

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const save = () => screen.getByRole('button', { name: 'Save' });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

const choose = async (user: UserEvent, label: string, option: string) => {
  await waitFor(() => expect(screen.getByRole('option', { name: option })).toBeInTheDocument());
  await user.selectOptions(field(label), screen.getByRole('option', { name: option }));
};

const fillInCustomer = async (user: UserEvent, email = 'nandini@raoclinics.example.com') => {
  await user.type(field('First name'), 'Nandini');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Organisation name'), 'Rao Family Clinics');
  await user.type(field('Email'), email);
  await user.type(field('Phone'), '+91 80 4100 2200');
  await user.type(field('Address'), '22 MG Road');
  await choose(user, 'Country', 'India');
  await choose(user, 'State', 'Maharashtra');
  await choose(user, 'District', 'Mumbai Suburban');
  await choose(user, 'Location', 'Andheri');
};

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

describe('Create Customer', () => {
  it('creates the customer and their sign-in, and shows the temporary password once, kept nowhere', async () => {
    const demo = serveDemoApi();
    const { user, queryClient } = renderRoute({ url: CREATE, demo });
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByRole('heading', { level: 1, name: 'Create Customer' });
    await fillInCustomer(user);
    await user.click(save());
    const panel = await screen.findByRole('region', { name: 'Temporary password for Nandini Rao' });
    const created = demo.db.customers.at(-1)!;
    expect(currentUrl()).toBe(details(created.id));
    expect(within(panel).getByText(SHOWN_ONCE_TEXT)).toBeVisible();
    const password = within(panel).getByLabelText('Temporary password').textContent ?? '';
    expect(password).toMatch(/^\S{12}$/);
    // The demo API keeps only its hash; the app keeps it nowhere but on this page.
    expect(JSON.stringify(demo.db.snapshot())).not.toContain(password);
    expect(keptInBrowser(queryClient)).not.toContain(password);
    expect(demo.db.user(created.id)).toMatchObject({ user_type: 'Customer', must_change_password: true });

    await user.click(within(panel).getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith(password);
    expect(await within(panel).findByText('Copied.')).toBeVisible();
    expect(line('Organisation name')).toHaveTextContent('Rao Family Clinics');

    // Away and back: it is not shown again.
    await user.click(screen.getByRole('link', { name: /Edit/ }));
    await waitFor(() => expect(currentUrl()).toBe(`${details(created.id)}/edit`));
    await user.click(await screen.findByRole('link', { name: 'Back to Customer Details' }));
    await screen.findByRole('heading', { level: 1, name: 'Customer: Nandini Rao' });
    expect(screen.queryByRole('region', { name: /Temporary password/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(password);
  });

  it('says how to copy by hand where the clipboard is not available, and Done hides the password', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await screen.findByRole('heading', { level: 1, name: 'Create Customer' });
    await fillInCustomer(user, 'second@example.com');
    await user.click(save());
    const panel = await screen.findByRole('region', { name: /Temporary password/ });
    await user.click(within(panel).getByRole('button', { name: 'Copy password' }));
    expect(await within(panel).findByText(/select the password and copy it/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Temporary password/ })).not.toBeInTheDocument();
  });

  it('refuses an email another account has on its field (422), keeping what was typed', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Customer' });
    await fillInCustomer(user, 'Doctor@Example.com');
    await user.click(save());
    expect(
      await screen.findByText('Doctor@Example.com is already the email of another account.'),
    ).toBeVisible();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Organisation name')).toHaveValue('Rao Family Clinics');
    expect(field('Location')).toHaveDisplayValue('Andheri');
    expect(currentUrl()).toBe(CREATE);
  });

  it('words a missing name and a malformed email on their fields, and sends nothing', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Customer' });
    await user.type(field('Email'), 'not-an-email');
    await user.click(save());
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('Email must be an address such as name@example.com');
    expect(demo.bodies('/v3/customer/')).toEqual([]);
  });
});

describe('Customer Details', () => {
  const meera = (demo: DemoApi) => demo.db.customer(customerUser.id)!;

  it('shows the profile and the counts, linked to their lists; open orders counted, support queries not tracked yet', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: details(customerUser.id), demo });
    await screen.findByRole('heading', { level: 1, name: 'Customer: Meera Iyer' });
    expect(line('Email')).toHaveTextContent('customer@example.com');
    const clinics = demo.db.clinics.filter((clinic) => clinic.user_id === customerUser.id).length;
    expect(screen.getByRole('link', { name: `${clinics} clinics` })).toHaveAttribute(
      'href',
      `${details(customerUser.id)}/totalclinics`,
    );
    expect(screen.getByRole('link', { name: /\d+ kiosks/ })).toHaveAttribute(
      'href',
      `/dashboard/manage/kiosk-inventory?customer=${customerUser.id}`,
    );
    expect(screen.getByRole('link', { name: /\d+ doctors/ })).toHaveAttribute(
      'href',
      `${details(customerUser.id)}/totaldoctor`,
    );
    const open = demo.db.orders.filter(
      (order) =>
        order.customer_id === customerUser.id && ['placed', 'approved', 'dispatched'].includes(order.status),
    ).length;
    expect(open).toBeGreaterThan(0);
    expect(line('Open orders')).toHaveTextContent(`${open} (kiosk orders, consumable orders)`);
    expect(screen.getByRole('link', { name: 'kiosk orders' })).toHaveAttribute(
      'href',
      `/dashboard/manage/orders?customer=${customerUser.id}`,
    );
    expect(line('Open support queries')).toHaveTextContent('Not tracked yet');
    expect(screen.queryByRole('region', { name: /Temporary password/ })).not.toBeInTheDocument();
  });

  it('says what Disable stops, and disables without deleting anything', async () => {
    const demo = serveDemoApi();
    const clinics = demo.db.clinics.length;
    const { user } = renderRoute({ url: details(customerUser.id), demo });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Meera Iyer?' });
    expect(dialog).toHaveTextContent(/They and their doctors can no longer sign in/);
    expect(dialog).toHaveTextContent(/Their API keys stop working while they are disabled/);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('Inactive'));
    expect(meera(demo).status).toBe(false);
    expect(demo.db.clinics).toHaveLength(clinics);
  });

  it('says a bad id and an unknown customer', async () => {
    renderRoute({ url: `${CUSTOMERS}/customerDetails/x1` });
    expect(await screen.findByText(/'x1' is not a customer id/)).toBeInTheDocument();
  });
});

describe('Edit Customer', () => {
  const edit = `${details(customerUser.id)}/edit`;

  it('refuses another account’s email on its field (422), then saves and goes back', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: edit, demo });
    await waitFor(() => expect(field('Email')).toHaveValue('customer@example.com'));
    expect(screen.queryByLabelText('Active (can sign in)')).not.toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'admin@example.com');
    await user.click(save());
    expect(
      await screen.findByText('admin@example.com is already the email of another account.'),
    ).toBeVisible();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'meera@iyer.example.com');
    await user.click(save());
    await waitFor(() => expect(currentUrl()).toBe(details(customerUser.id)));
    expect(demo.db.customer(customerUser.id)).toMatchObject({ email: 'meera@iyer.example.com', version: 2 });
    expect(demo.db.user(customerUser.id)?.email).toBe('meera@iyer.example.com');
    // The status is not part of an edit.
    expect(demo.bodies(`/v3/customer/${customerUser.id}`)[0]).not.toHaveProperty('status');
  });

  it('shows what someone else changed (409), keeps what was typed, and Use theirs takes theirs', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: edit, demo });
    const customer = demo.db.customer(customerUser.id)!;
    await waitFor(() => expect(field('Address')).toHaveValue(customer.address));
    Object.assign(customer, { phone: '+91 22 4999 0000', version: customer.version + 1 });
    await user.clear(field('Address'));
    await user.type(field('Address'), '5 Carter Road');
    await user.click(save());
    expect(await screen.findByText(/Someone else saved this customer while you were editing/)).toBeVisible();
    expect(screen.getByRole('table', { name: 'What they changed' })).toHaveTextContent('+91 22 4999 0000');
    expect(field('Address')).toHaveValue('5 Carter Road');
    expect(currentUrl()).toBe(edit);
    await user.click(screen.getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(field('Address')).toHaveValue(customer.address));
  });
});

describe('the Customers list', () => {
  it('offers Create Customer and links each name to Customer Details', async () => {
    renderRoute({ url: CUSTOMERS });
    expect(await screen.findByRole('link', { name: /Create Customer/ })).toHaveAttribute('href', CREATE);
    const meera = await screen.findByRole('link', { name: 'Meera' });
    expect(meera).toHaveAttribute('href', details(customerUser.id));
  });

  it('lists a disabled customer under Inactive only, so they can be found and enabled again', async () => {
    const demo = serveDemoApi();
    const disabled = demo.db.customers.find((customer) => customer.id !== customerUser.id)!;
    disabled.status = false;
    const { user } = renderRoute({ url: `${CUSTOMERS}?rows=20`, demo });
    await screen.findByRole('link', { name: 'Meera' });
    expect(screen.queryByRole('link', { name: disabled.first_name })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    const link = await screen.findByRole('link', { name: disabled.first_name });
    expect(link).toHaveAttribute('href', details(disabled.id));
    expect(screen.queryByRole('link', { name: 'Meera' })).not.toBeInTheDocument();
    expect(currentUrl()).toContain('status=inactive');
  });
});

describe('a customer who types a customer page’s address', () => {
  it.each([
    ['Create Customer', CREATE],
    ['Customer Details', details(customerUser.id)],
    ['Edit Customer', `${details(customerUser.id)}/edit`],
  ])('reads that %s is for administrators, and nothing is asked', async (_title, url) => {
    const demo = serveDemoApi();
    renderRoute({ url, user: customerUser, demo });
    expect(await screen.findByText(ADMIN_ONLY_TEXT)).toBeVisible();
    expect(demo.count('GET', `/v3/customer/${customerUser.id}`)).toBe(0);
  });
});
