import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ADMIN_ONLY_TEXT } from '@/components/admin-only';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Create Clinic, Clinic Details and Edit Clinic off the happy path (docs/lists.md, "Clinics"): a
 * save between the edit's load and its Save (409), a server without the calls, a customer at an
 * administrators' page, a refused Enable (422) and the form's own rules.
 */
const CLINICS = '/dashboard/manage/clinic';
const CREATE = `${CLINICS}/create`;

/** The demo customer's (Meera Iyer's) first active clinic in the seed, and its pages. */
const ownClinic = (demo: DemoApi) => {
  const clinic = demo.db.clinics.find((row) => row.user_id === customerUser.id && row.status)!;
  const details = `${CLINICS}/clinicDetails/${clinic.id}`;
  return { clinic, details, edit: `${details}/editClinics`, call: `/v3/clinic/${clinic.id}` };
};

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const save = () => screen.getByRole('button', { name: 'Save' });
/** A line of the clinic's profile: the value next to its label. */
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

describe('Edit Clinic after someone else saved it (409)', () => {
  it('shows their change, keeps what was typed, and Use theirs goes back to the clinic as it is now', async () => {
    const demo = serveDemoApi();
    const { clinic, edit } = ownClinic(demo);
    const { user } = renderRoute({ url: edit, demo });
    await waitFor(() => expect(field('Address')).toHaveValue(clinic.address));
    // Another administrator saves a new phone number meanwhile.
    Object.assign(demo.db.clinic(clinic.id)!, { phone: '+91 22 4999 0000', version: clinic.version + 1 });
    await user.clear(field('Address'));
    await user.type(field('Address'), '22 Hill Road');
    await user.click(save());
    const notice = await screen.findByText(/Someone else saved this clinic while you were editing it\./);
    expect(notice).toBeVisible();
    const changes = screen.getByRole('table', { name: 'What they changed' });
    expect(within(changes).getByRole('rowheader', { name: 'Phone' })).toBeInTheDocument();
    expect(changes).toHaveTextContent('+91 22 4999 0000');
    expect(field('Phone')).toHaveValue('+91 22 4999 0000');
    expect(field('Address')).toHaveValue('22 Hill Road');
    expect(currentUrl()).toBe(edit);
    expect(demo.db.clinic(clinic.id)!.address).toBe(clinic.address);

    await user.click(screen.getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(field('Address')).toHaveValue(clinic.address));
    expect(field('Phone')).toHaveValue('+91 22 4999 0000');
    expect(screen.queryByText(/Someone else saved this clinic/)).not.toBeInTheDocument();
  });
});

describe('a server without the clinic calls', () => {
  it('says Clinic Details needs GET v3/clinic/{id}', async () => {
    const demo = serveDemoApi();
    const { details } = ownClinic(demo);
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: details, demo });
    expect(
      await screen.findByText(
        'This screen needs GET /v3/clinic/{id}, which this server does not provide yet.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    warned.mockRestore();
  });

  it('says Edit Clinic’s Save needs PUT v3/clinic/{id}, and keeps what was typed', async () => {
    const demo = serveDemoApi();
    const { clinic, edit } = ownClinic(demo);
    const { user } = renderRoute({ url: edit, demo });
    await waitFor(() => expect(field('Address')).toHaveValue(clinic.address));
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.type(field('Address'), ' B');
    await user.click(save());
    expect(
      await screen.findByText(
        'This screen needs PUT /v3/clinic/{id}, which this server does not provide yet.',
      ),
    ).toBeVisible();
    expect(field('Address')).toHaveValue(`${clinic.address} B`);
    expect(currentUrl()).toBe(edit);
    warned.mockRestore();
  });
});

describe('a customer who types a clinic page’s address', () => {
  it.each([
    ['Create Clinic', (_: ReturnType<typeof ownClinic>) => CREATE],
    ['Clinic Details', (own: ReturnType<typeof ownClinic>) => own.details],
    ['Edit Clinic', (own: ReturnType<typeof ownClinic>) => own.edit],
  ])('reads that %s is for administrators, and nothing is asked', async (_title, urlOf) => {
    const demo = serveDemoApi();
    const own = ownClinic(demo);
    renderRoute({ url: urlOf(own), user: customerUser, demo });
    expect(await screen.findByText(ADMIN_ONLY_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText(own.clinic.address)).not.toBeInTheDocument();
    expect(demo.count('GET', own.call)).toBe(0);
    expect(demo.count('POST', '/v3/clinic/')).toBe(0);
  });
});

describe('Enable refused (422)', () => {
  it('says the customer is inactive, and the clinic stays Inactive', async () => {
    const demo = serveDemoApi();
    const { clinic, details, call } = ownClinic(demo);
    // A disabled clinic whose customer (Meera Iyer) was made inactive since.
    demo.db.clinic(clinic.id)!.status = false;
    demo.db.customer(clinic.user_id)!.status = false;
    const { user } = renderRoute({ url: details, demo });
    await screen.findByRole('heading', { level: 1, name: `Clinic: ${clinic.name}` });
    expect(line('Status')).toHaveTextContent('Inactive');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Enable ${clinic.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(
      await screen.findByText(`${clinic.name}'s customer is inactive: enable the customer first.`),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(line('Status')).toHaveTextContent('Inactive');
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
    expect(demo.bodies(`${call}/status`)).toHaveLength(1);
    expect(demo.db.clinic(clinic.id)!.status).toBe(false);
  });
});

const CLOSES_FIRST = 'Monday: the clinic must open before it closes';
const EXPIRY_FIRST = 'AMC expiry cannot be before the AMC start';

describe('the form’s own rules', () => {
  it('words closing before opening and an expiry before the start on their fields, whatever else is wrong', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Clinic' });
    // Nothing else is filled in: Name, Customer, Clinic type ... are missing too.
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '08:00');
    await user.type(field('AMC start'), '2026-06-01');
    await user.type(field('AMC expiry'), '2026-01-01');
    await user.click(save());
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Opening hours' })).toHaveAccessibleDescription(CLOSES_FIRST);
    expect(field('AMC expiry')).toHaveAccessibleDescription(EXPIRY_FIRST);
    expect(field('AMC expiry')).toHaveAttribute('aria-invalid', 'true');
    expect(field('AMC start')).not.toHaveAttribute('aria-invalid');
    expect(demo.bodies('/v3/clinic/')).toEqual([]);
  });

  it('refuses closing before opening and an expiry before the start on an otherwise valid edit, and sends nothing', async () => {
    const demo = serveDemoApi();
    const { clinic, edit, call } = ownClinic(demo);
    const { user } = renderRoute({ url: edit, demo });
    await waitFor(() => expect(field('Address')).toHaveValue(clinic.address));
    const opens = screen.getByLabelText('Monday opens');
    await user.clear(opens);
    await user.type(opens, '10:00');
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '10:00');
    await user.clear(field('AMC expiry'));
    await user.type(field('AMC expiry'), '2000-01-01');
    await user.click(save());
    const hours = screen.getByRole('group', { name: 'Opening hours' });
    await waitFor(() => expect(hours).toHaveAccessibleDescription(CLOSES_FIRST));
    expect(field('AMC expiry')).toHaveAccessibleDescription(EXPIRY_FIRST);
    expect(demo.count('PUT', call)).toBe(0);
    expect(currentUrl()).toBe(edit);

    // Corrected, the messages go and Save saves.
    await user.clear(screen.getByLabelText('Monday closes'));
    await user.type(screen.getByLabelText('Monday closes'), '17:30');
    await user.clear(field('AMC expiry'));
    await user.type(field('AMC expiry'), clinic.amc_expiry);
    await waitFor(() => expect(screen.queryByText(CLOSES_FIRST)).not.toBeInTheDocument());
    expect(screen.queryByText(EXPIRY_FIRST)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(currentUrl()).toBe(`${CLINICS}/clinicDetails/${clinic.id}`));
    expect(demo.db.clinic(clinic.id)!.opening_hours[0]).toEqual({
      day: 'monday',
      open: '10:00',
      close: '17:30',
    });
  });
});
