import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** Kiosk Inventory's filters, chips, CSV export and Add Kiosk (docs/home-and-monitor.md). */

const LIST = '/dashboard/manage/kiosk-inventory';
const CALL = '/v3/kiosk/filter';

type Demo = ReturnType<typeof serveDemoApi>;

const total = () => screen.findByText(/Total Kiosks/);
const chips = () =>
  within(screen.getByRole('region', { name: 'Kiosk filters' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);
const ownerOf = (demo: Demo, clinicId: number | null) =>
  clinicId === null ? undefined : demo.db.clinic(clinicId)?.user_id;

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      downloads.push(blob);
      return 'blob:kiosks';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Kiosk Inventory filters', () => {
  it('takes ?customer=<id> from Customer Details, shows it as a chip, and removing it widens the list', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${LIST}?customer=${customerUser.id}`, demo });
    const theirs = demo.db.kiosks.filter((kiosk) => ownerOf(demo, kiosk.clinic_id) === customerUser.id);
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Kiosks: ${theirs.length}`));
    expect(demo.bodies(CALL).at(-1)).toMatchObject({ customer_id: customerUser.id, page: 1 });
    await waitFor(() => expect(chips()).toEqual(['Customer: Meera Iyer']));

    await user.click(screen.getByRole('button', { name: 'Remove Customer: Meera Iyer' }));
    await waitFor(async () =>
      expect(await total()).toHaveTextContent(`Total Kiosks: ${demo.db.kiosks.length}`),
    );
    expect(currentUrl()).toBe(`${LIST}?page=1&rows=10`);
  });

  it('applies status, app out of date and "no heartbeat for more than N minutes" into the URL', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await total();
    await user.selectOptions(screen.getByLabelText('Status'), 'Deployed');
    await user.click(screen.getByLabelText('App out of date'));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?lifecycle=deployed&outdated=1&page=1&rows=10`));
    const minutes = screen.getByLabelText('Minutes without a heartbeat');
    expect(minutes).toHaveValue(30);
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByLabelText('No heartbeat for more than'));
    await waitFor(() =>
      expect(demo.bodies(CALL).at(-1)).toMatchObject({
        status: 'deployed',
        app_out_of_date: true,
        silent_minutes: 45,
      }),
    );
    expect(chips()).toEqual(['Status: Deployed', 'App out of date', 'No heartbeat for more than 45 minutes']);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?page=1&rows=10`));
  });

  it('a customer has no Customer or Model control and sees only their kiosks', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: LIST, demo, user: customerUser });
    const theirs = demo.db.kiosks.filter((kiosk) => ownerOf(demo, kiosk.clinic_id) === customerUser.id);
    await waitFor(async () => expect(await total()).toHaveTextContent(`Total Kiosks: ${theirs.length}`));
    expect(screen.queryByLabelText('Customer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Model')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Kiosk' })).not.toBeInTheDocument();
  });

  it('exports every matching kiosk to CSV, not only the page shown', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${LIST}?lifecycle=in_stock`, demo });
    await total();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    const inStock = demo.db.kiosks.filter((kiosk) => kiosk.status === 'in_stock');
    expect(inStock.length).toBeGreaterThan(10);
    expect(await screen.findByText(`${inStock.length} kiosks exported.`)).toBeInTheDocument();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(downloads[0]!);
    });
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]?.[0]).toBe('Serial number');
    expect(rows.slice(1).map((row) => row[0])).toEqual(inStock.map((kiosk) => kiosk.serial_number));
  });
});

describe('Add Kiosk', () => {
  it('receives a kiosk into stock and opens its page; a taken serial is refused on its field', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await total();
    await user.click(screen.getByRole('button', { name: 'Add Kiosk' }));
    const taken = demo.db.kiosks[0]!.serial_number;
    await user.type(screen.getByLabelText('Serial number'), taken);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('Manufacturer'), '3');
    await user.type(screen.getByLabelText('Model name'), 'HK-500 Health Kiosk');
    await user.click(screen.getByRole('button', { name: 'Receive into stock' }));
    expect(
      await screen.findByText(`A kiosk with the serial number ${taken} already exists.`),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Serial number'));
    await user.type(screen.getByLabelText('Serial number'), 'KS-2026-99001');
    await user.click(screen.getByRole('button', { name: 'Receive into stock' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiosk: KS-2026-99001' }),
    ).toBeInTheDocument();
    expect(demo.db.kiosks.at(-1)).toMatchObject({ serial_number: 'KS-2026-99001', status: 'in_stock' });
  });
});
