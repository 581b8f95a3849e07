import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { fleetHealth } from '@tests/unit/demo-data';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const CREATE = '/dashboard/manage/clinic/create';
const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('Create Clinic', () => {
  it('creates a clinic and opens its page', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Clinic' })).toBeInTheDocument();
    await user.type(field('Name'), 'Swasthya Test 1');
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Meera Iyer' }));
    await user.selectOptions(
      field('Clinic type'),
      await screen.findByRole('option', { name: 'Standalone clinic' }),
    );
    await user.selectOptions(field('Country'), await screen.findByRole('option', { name: 'India' }));
    await user.selectOptions(field('State'), await screen.findByRole('option', { name: 'Maharashtra' }));
    await user.selectOptions(
      field('District'),
      await screen.findByRole('option', { name: 'Mumbai Suburban' }),
    );
    await user.selectOptions(field('Location'), await screen.findByRole('option', { name: 'Andheri' }));
    await user.type(field('Address'), '14 Link Road');
    await user.type(field('Phone'), '+91 22 4000 1200');
    await user.type(field('Email'), 'test@example.com');
    await user.type(field('AMC start'), '2026-01-01');
    await user.type(field('AMC expiry'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/dashboard\/manage\/clinic\/clinicDetails\/\d+$/));
    const created = demo.db.clinics.at(-1)!;
    expect(created).toMatchObject({ name: 'Swasthya Test 1', user_id: customerUser.id, clinic_type_id: 1 });
    expect(created.opening_hours.at(-1)).toEqual({ day: 'sunday', open: null, close: null });
  });

  it('words what is wrong and sends nothing', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Clinic' });
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '08:00');
    await user.type(field('AMC start'), '2026-06-01');
    await user.type(field('AMC expiry'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Clinic type is required')).toBeInTheDocument();
    expect(demo.bodies('/v3/clinic/')).toEqual([]);
  });
});

describe('Clinic Details', () => {
  it('shows the profile, the activity and the sync state, with Edit on its own route', async () => {
    const demo = serveDemoApi();
    const { outOfSync } = fleetHealth(demo.db);
    const clinic = demo.db.clinics.find((row) => row.status && outOfSync.has(row.id))!;
    const { user } = renderRoute({ url: `/dashboard/manage/clinic/clinicDetails/${clinic.id}`, demo });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Clinic: ${clinic.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Out of sync/)).toBeInTheDocument();
    expect(screen.getByText('Patients screened in the last 30 days')).toBeInTheDocument();
    // Its kiosks, each a link to its page, and Clinic Inventory for all of them.
    const kiosk = demo.db.kiosks.find((row) => row.clinic_id === clinic.id)!;
    expect(await screen.findByRole('link', { name: kiosk.serial_number })).toHaveAttribute(
      'href',
      `/dashboard/manage/kiosk-inventory/view/${kiosk.id}`,
    );
    expect(screen.getByRole('link', { name: 'Clinic Inventory' })).toHaveAttribute(
      'href',
      `/dashboard/manage/clinic/inventory?clinic_id=${clinic.id}`,
    );
    await user.click(screen.getByRole('link', { name: /Edit/ }));
    await waitFor(() =>
      expect(currentUrl()).toBe(`/dashboard/manage/clinic/clinicDetails/${clinic.id}/editClinics`),
    );
  });

  it('says what Disable stops before it disables the clinic', async () => {
    const demo = serveDemoApi();
    const clinic = demo.db.clinics.find((row) => row.status)!;
    const { user } = renderRoute({ url: `/dashboard/manage/clinic/clinicDetails/${clinic.id}`, demo });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/New camp assignments, doctors and patient uploads/)).toBeInTheDocument();
  });

  it('says a bad id and an unknown clinic, and keeps customers out', async () => {
    renderRoute({ url: '/dashboard/manage/clinic/clinicDetails/x1' });
    expect(await screen.findByText(/'x1' is not a clinic id/)).toBeInTheDocument();
  });
});

describe('Edit Clinic', () => {
  it('saves and goes back to the clinic’s page; a name its customer has is refused on the field', async () => {
    const demo = serveDemoApi();
    const [first, second] = demo.db.clinics.filter((row) => row.user_id === customerUser.id && row.status);
    const { user } = renderRoute({
      url: `/dashboard/manage/clinic/clinicDetails/${first!.id}/editClinics`,
      demo,
    });
    const name = await screen.findByLabelText('Name', { exact: true });
    await user.clear(name);
    await user.type(name, second!.name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`This customer already has a clinic named ${second!.name}.`),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Renamed clinic');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toBe(`/dashboard/manage/clinic/clinicDetails/${first!.id}`));
    expect(demo.db.clinic(first!.id)).toMatchObject({ name: 'Renamed clinic', version: 2 });
  });
});

describe('the clinic list', () => {
  it('offers Add Clinic to administrators and links each name to Clinic Details', async () => {
    renderRoute({ url: '/dashboard/manage/clinic' });
    expect(await screen.findByRole('link', { name: /Add Clinic/ })).toBeInTheDocument();
    const link = (await screen.findAllByRole('link', { name: /\w+ \w+ \d+$/ }))[0]!;
    expect(link.getAttribute('href')).toMatch(/clinicDetails\/\d+$/);
  });
});
