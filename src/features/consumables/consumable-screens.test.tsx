import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser, doctorUser } from '@tests/unit/session-fixtures';

const LIST = '/dashboard/manage/consumables';
const CREATE = '/dashboard/manage/consumable/create';
const detailsOf = (id: number | string) => `/dashboard/manage/consumableDetails?id=${id}`;

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

describe('Consumables (docs/orders.md, "Consumables")', () => {
  it('lists the catalogue with prices in rupees and the tests that use each, with the links on', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: LIST, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumables' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Consumables' });
    const strips = await within(table).findByRole('link', { name: 'Glucose test strips' });
    const row = strips.closest('tr')!;
    expect(row).toHaveTextContent('₹18.00');
    expect(row).toHaveTextContent('Fasting glucose (GLU_F) × 1');
    expect(within(table).queryByText('Blood-pressure cuff, large')).toBeNull();
    for (const name of ['Running Low', 'Clinic Stock', 'Consumable Orders', 'Create Consumable'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(demo.bodies('/v3/consumable/filter').at(-1)).toMatchObject({ status: true, page: 1, limit: 10 });
  });

  it('keeps the Inactive filter and the search in the URL', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${LIST}?status=inactive&search=cuff`, demo });
    expect(await screen.findByRole('link', { name: 'Blood-pressure cuff, large' })).toBeTruthy();
    expect(demo.bodies('/v3/consumable/filter').at(-1)).toMatchObject({ status: false, searchValue: 'cuff' });
  });

  it('offers customers the catalogue without Create Consumable', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: LIST, demo, user: customerUser });
    expect(await screen.findByRole('link', { name: 'Glucose test strips' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Running Low' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Consumable' })).toBeNull();
  });
});

describe('Consumable Details', () => {
  it('shows the consumable, its stock per clinic and its open orders, with Edit and Disable', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: detailsOf(1), demo });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consumable: Glucose test strips' }),
    ).toBeTruthy();
    expect(line('Price')).toHaveTextContent('₹18.00 a strip (₹900.00 a pack of 50)');
    expect(line('Used by')).toHaveTextContent('Fasting glucose (GLU_F) × 1');
    expect(screen.getByRole('heading', { name: 'Stock per clinic' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Open orders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Stock of Glucose test strips per clinic' });
    expect(demo.bodies('/v3/stock/filter').at(-1)).toMatchObject({ consumable_id: 1 });
    expect(demo.bodies('/v3/order/filter').at(-1)).toMatchObject({ kind: 'consumable', consumable_id: 1 });
  });

  it('edits in place and saves from the version it read', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: detailsOf(1), demo });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Status', { exact: true })).toBeNull();
    await user.clear(field('Pack size'));
    await user.type(field('Pack size'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Consumable Glucose test strips updated.');
    expect(demo.bodies('/v3/consumable/1').at(-1)).toMatchObject({ pack_size: 100, version: 1 });
    expect(demo.bodies('/v3/consumable/1').at(-1)).not.toHaveProperty('status');
    expect(demo.db.consumables[0]!.pack_size).toBe(100);
  });

  it('shows customers the record without Edit or Disable', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: detailsOf(2), demo, user: customerUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumable: Safety lancets' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('says what is wrong with a missing or bad id, and makes no call', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: detailsOf('x1'), demo });
    expect(await screen.findByText(/'x1' is not a consumable id/)).toBeTruthy();
    expect(demo.count('GET', '/v3/consumable/x1')).toBe(0);
  });

  it('refuses a doctor', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: detailsOf(1), demo, user: doctorUser });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Glucose test strips')).toBeNull();
  });
});

describe('Create Consumable', () => {
  it('creates a consumable with its device, pack, price and uses, and opens its page', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await user.type(await screen.findByLabelText('Name', { exact: true }), 'HbA1c test cartridges');
    await screen.findByRole('option', { name: 'Lipid panel cartridge' });
    await user.selectOptions(field('Consumable device'), 'Lipid panel cartridge');
    await user.type(field('Unit'), 'cartridge');
    await user.clear(field('Pack size'));
    await user.type(field('Pack size'), '20');
    await user.type(field('Price per unit'), '310');
    await user.click(screen.getByRole('button', { name: 'Add a test' }));
    await screen.findByRole('option', { name: 'HbA1c (HBA1C)' });
    await user.selectOptions(screen.getByLabelText('Test, test 1'), 'HbA1c (HBA1C)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consumable: HbA1c test cartridges' }),
    ).toBeTruthy();
    expect(demo.bodies('/v3/consumable/').at(-1)).toEqual({
      name: 'HbA1c test cartridges',
      consumable_device_id: 6,
      unit: 'cartridge',
      pack_size: 20,
      price: 310,
      status: true,
      uses: [{ test_type_id: 4, quantity: 1 }],
    });
    expect(currentUrl()).toBe(detailsOf(8));
  });

  it('says what is missing, and a test given twice, before sending', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByLabelText('Name', { exact: true });
    await user.click(screen.getByRole('button', { name: 'Add a test' }));
    await screen.findByRole('option', { name: 'Fasting glucose (GLU_F)' });
    await user.selectOptions(screen.getByLabelText('Test, test 1'), 'Fasting glucose (GLU_F)');
    await user.click(screen.getByRole('button', { name: 'Add a test' }));
    await user.selectOptions(screen.getByLabelText('Test, test 2'), 'Fasting glucose (GLU_F)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Consumable device is required')).toBeTruthy();
    expect(screen.getByText('This test is listed already: give each test once')).toBeTruthy();
    expect(demo.count('POST', '/v3/consumable/')).toBe(0);
  });

  it("shows the server's refusal on its field (a name taken)", async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await user.type(await screen.findByLabelText('Name', { exact: true }), 'Safety lancets');
    await screen.findByRole('option', { name: 'Lancet' });
    await user.selectOptions(field('Consumable device'), 'Lancet');
    await user.type(field('Unit'), 'lancet');
    await user.type(field('Price per unit'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A consumable named Safety lancets already exists.')).toBeTruthy();
    expect(currentUrl()).toBe(CREATE);
  });

  it('is for administrators only', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: CREATE, demo, user: customerUser });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByLabelText('Name', { exact: true })).toBeNull();
  });
});
