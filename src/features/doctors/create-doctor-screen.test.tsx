import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const CREATE = '/dashboard/manage/doctor/create';

const field = (name: string) => screen.getByLabelText(name, { exact: true });

const fillIn = async (user: UserEvent, registration = 'MMC-2026-00001') => {
  await user.type(field('First name'), 'Ila');
  await user.type(field('Last name'), 'Menon');
  await user.type(field('Qualification'), 'MBBS, MD');
  await user.type(field('Specialisation'), 'Cardiology');
  await user.type(field('Registration number'), registration);
  await user.type(field('Phone'), '+91 98200 12345');
  await user.type(field('Email'), 'ila.menon@example.com');
};

describe('Create Doctor', () => {
  it('creates a doctor of the chosen customer and opens their details', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    const toasts = collectToasts();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Doctor' })).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/dashboard\/manage\/doctor\/views\/\d+$/));
    const created = demo.db.doctors.at(-1)!;
    expect(created).toMatchObject({
      first_name: 'Ila',
      last_name: 'Menon',
      registration_number: 'MMC-2026-00001',
      customer_id: customerUser.id,
      status: true,
      clinic_ids: [],
    });
    expect(currentUrl()).toBe(`/dashboard/manage/doctor/views/${created.id}`);
    expect(demo.bodies('/v3/doctor/').at(-1)).not.toHaveProperty('letterhead_clinic_id');
    expect(toasts.map((toast) => toast.detail).join(' ')).toMatch(/Doctor Dr Ila Menon created\./);
  });

  it('words what is wrong on each field and sends nothing', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Doctor' });
    await user.type(field('Registration number'), 'no#good');
    await user.type(field('Phone'), 'call me');
    await user.type(field('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Qualification is required')).toBeInTheDocument();
    expect(
      screen.getByText('Registration number may hold letters, digits, spaces, / and - only'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Phone must be 7 to 20 digits/)).toBeInTheDocument();
    expect(screen.getByText('Email must be an address such as name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Customer is required')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(demo.bodies('/v3/doctor/')).toEqual([]);
  });

  it('shows a registration number already taken on its field (422)', async () => {
    const demo = serveDemoApi();
    const taken = demo.db.doctor(3)!.registration_number;
    const { user } = renderRoute({ url: CREATE, user: customerUser, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Doctor' });
    await fillIn(user, taken);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(new RegExp(`Registration number ${taken} is already Dr Vikram Shah`), {
        selector: 'small',
      }),
    ).toBeInTheDocument();
    expect(field('Registration number')).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl()).toBe(CREATE);
  });

  it('gives a customer no Customer field: the new doctor is theirs', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, user: customerUser, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Doctor' });
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toMatch(/\/views\/\d+$/));
    expect(demo.db.doctors.at(-1)).toMatchObject({ last_name: 'Menon', customer_id: customerUser.id });
    expect(demo.bodies('/v3/doctor/').at(-1)).toMatchObject({ customer_id: customerUser.id });
  });

  it('asks before leaving with unsaved changes', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Doctor' });
    await user.type(field('First name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(CREATE);
  });

  it('says which call is missing on a server without it, and keeps what was typed', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: CREATE, user: customerUser, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Doctor' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This screen needs POST /v3/doctor/, which this server does not provide yet.'),
    ).toBeInTheDocument();
    expect(field('Last name')).toHaveValue('Menon');
    warned.mockRestore();
  });
});
