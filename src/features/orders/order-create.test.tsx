import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** New Kiosk Order and New Consumable Order (docs/orders.md, "The order screens"). */

const NEW_KIOSKS = '/dashboard/manage/orders/create';
const NEW_CONSUMABLES = '/dashboard/manage/consumables-orders/create';
const CALL = '/v3/order/';

type Demo = ReturnType<typeof serveDemoApi>;

const ownClinic = (demo: Demo) =>
  demo.db.clinics.find((clinic) => clinic.user_id === customerUser.id && clinic.status)!;
const field = (name: string) => screen.getByLabelText(name, { exact: true });
const dialog = () => screen.findByRole('alertdialog', { name: 'Place this order?' });

describe('New Kiosk Order', () => {
  it('checks the fields, repeats the order in a confirm, places it and opens its page', async () => {
    const demo = serveDemoApi();
    const clinic = ownClinic(demo);
    const { user } = renderRoute({ url: NEW_KIOSKS, user: customerUser, demo });
    await screen.findByRole('heading', { level: 1, name: 'New Kiosk Order' });
    await waitFor(() => expect(field('Kiosk model')).toBeInTheDocument());
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '101');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Choose the clinic.')).toBeInTheDocument();
    expect(screen.getByText('Choose the kiosk model.')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be from 1 to 100')).toBeInTheDocument();
    expect(field('Clinic')).toHaveFocus();

    await user.selectOptions(field('Clinic'), String(clinic.id));
    const model = within(field('Kiosk model')).getAllByRole('option')[1]!;
    await user.selectOptions(field('Kiosk model'), model);
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '2');
    await user.type(field('Notes'), 'For the new wing.');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent(
      `2 × ${model.textContent} for ${clinic.name}. Notes: For the new wing.`,
    );
    const before = demo.db.orders.length;
    await user.click(within(confirm).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(demo.db.orders).toHaveLength(before + 1));
    const placed = demo.db.orders.at(-1)!;
    expect(placed).toMatchObject({ kind: 'kiosk', status: 'placed', clinic_id: clinic.id, query_id: null });
    await screen.findByRole('heading', { level: 1, name: `Order #${placed.id}` });
    expect(currentUrl()).toBe(`/dashboard/manage/order/${placed.id}`);
    expect(demo.bodies(CALL).at(-1)).toMatchObject({
      kind: 'kiosk',
      clinic_id: clinic.id,
      notes: 'For the new wing.',
      lines: [{ quantity: 2, consumable_id: null }],
    });
  });

  it('asks before leaving with what was typed', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: NEW_KIOSKS, user: customerUser, demo });
    await waitFor(() => expect(field('Notes')).toBeInTheDocument());
    await user.type(field('Notes'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Back to Kiosk Orders' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('tells an administrator that customers place orders', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: NEW_KIOSKS, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('Customers place orders for their clinics');
    expect(demo.count('POST', CALL)).toBe(0);
  });
});

describe('New Consumable Order', () => {
  it('starts filled in from ?clinic=&consumable=&quantity=&query= and places the order for that query', async () => {
    const demo = serveDemoApi();
    const clinic = ownClinic(demo);
    const consumable = demo.db.consumables.find((row) => row.status)!;
    const { user } = renderRoute({
      url: `${NEW_CONSUMABLES}?clinic=${clinic.id}&consumable=${consumable.id}&quantity=500&query=7`,
      user: customerUser,
      demo,
    });
    await waitFor(() => expect(field('Clinic')).toHaveValue(String(clinic.id)));
    expect(screen.getByText('For support query #7.')).toBeInTheDocument();
    expect(screen.getByLabelText('Consumable, consumable 1')).toHaveValue(String(consumable.id));
    expect(screen.getByLabelText('Quantity, consumable 1')).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const confirm = await dialog();
    const price = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      consumable.price * 500,
    );
    expect(confirm).toHaveTextContent(`500 × ${consumable.name} for ${clinic.name}. About ${price}`);
    await user.click(within(confirm).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toMatch(/\/dashboard\/manage\/consumable-order\/\d+$/));
    expect(demo.bodies(CALL).at(-1)).toMatchObject({
      kind: 'consumable',
      clinic_id: clinic.id,
      query_id: 7,
      lines: [{ consumable_id: consumable.id, quantity: 500, manufacturer_id: null, model_name: null }],
    });
  });

  it('checks each line, and shows the server refusal on the lines', async () => {
    const demo = serveDemoApi();
    const clinic = ownClinic(demo);
    const [first, second] = demo.db.consumables.filter((row) => row.status);
    const { user } = renderRoute({ url: `${NEW_CONSUMABLES}?clinic=${clinic.id}`, user: customerUser, demo });
    await waitFor(() => expect(field('Clinic')).toHaveValue(String(clinic.id)));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Choose the consumable.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Consumable, consumable 1'), String(first!.id));
    await user.type(screen.getByLabelText('Quantity, consumable 1'), '0');
    await user.click(screen.getByRole('button', { name: 'Add a consumable' }));
    await user.selectOptions(screen.getByLabelText('Consumable, consumable 2'), String(second!.id));
    await user.type(screen.getByLabelText('Quantity, consumable 2'), '10');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Quantity must be from 1 to 100,000')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity, consumable 1'));
    await user.type(screen.getByLabelText('Quantity, consumable 1'), '20');
    // Withdrawn from the catalogue after the page loaded: the server refuses it.
    second!.status = false;
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Place order' }));
    expect(await screen.findAllByText('Choose an active consumable.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Quantity, consumable 1')).toHaveValue('20');
    expect(currentUrl()).toBe(`${NEW_CONSUMABLES}?clinic=${clinic.id}`);
  });
});
