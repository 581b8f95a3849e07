import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Support Queries, New Query and Canned Replies (docs/support.md, "Screens"), and the order screens
 * started from a query. The query page has its own file (query-screen.test.tsx).
 */

const LIST = '/dashboard/manage/query';
const NEW = `${LIST}/create`;
const CANNED = '/dashboard/manage/canned-replies';
const FILTER_CALL = '/v3/query/filter';
const CREATE_CALL = '/v3/query/';

type Demo = ReturnType<typeof serveDemoApi>;

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const table = () => screen.getByRole('table', { name: 'Support queries' });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const chips = () =>
  within(screen.getByRole('region', { name: 'Query filters' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);
const ownClinic = (demo: Demo) =>
  demo.db.clinics.find(
    (clinic) =>
      clinic.user_id === customerUser.id &&
      clinic.status &&
      demo.db.kiosks.some((kiosk) => kiosk.clinic_id === clinic.id && kiosk.status === 'deployed'),
  )!;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileOf = (name: string, bytes: number[], type: string, size?: number) => {
  const body = new Uint8Array(size ?? bytes.length);
  body.set(bytes);
  return new File([body], name, { type });
};

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      downloads.push(blob);
      return 'blob:queries';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Support Queries', () => {
  it('shows the views with their counts; a view, a filter and its chip live in the URL; CSV exports them', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await waitFor(() => expect(tab(/^All/)).toHaveTextContent(String(demo.db.queries.length)));
    expect(tab(/^All/)).toHaveAttribute('aria-selected', 'true');

    await user.click(tab(/^Breached/));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?view=breached&page=1&rows=10`));
    await waitFor(() => expect(demo.bodies(FILTER_CALL).at(-1)).toMatchObject({ view: 'breached' }));
    await waitFor(() => expect(within(table()).getAllByText(/^Overdue by /).length).toBeGreaterThan(0));
    const subject = within(table()).getAllByRole('link')[0]!;
    expect(subject.getAttribute('href')).toMatch(new RegExp(`^${LIST}/\\d+$`));

    await user.selectOptions(field('Priority'), 'urgent');
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?view=breached&priority=urgent&page=1&rows=10`));
    expect(chips()).toEqual(['Priority: Urgent']);
    await waitFor(() =>
      expect(demo.bodies(FILTER_CALL).at(-1)).toMatchObject({ view: 'breached', priority: 'urgent' }),
    );

    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText(/^\d+ queries exported\.$/)).toBeVisible();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
      reader.readAsText(downloads[0]!);
    });
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]?.slice(0, 5)).toEqual(['Query', 'Subject', 'Category', 'Priority', 'Status']);
    for (const row of rows.slice(1)) expect(row[3]).toBe('Urgent');

    await user.click(screen.getByRole('button', { name: 'Remove Priority: Urgent' }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?view=breached&page=1&rows=10`));

    // Every administrator who answers queries (listQueryAssignees: active, with Support), the
    // signed-in one first, then by name, whatever the rows shown.
    await within(field('Assignee')).findByRole('option', { name: 'Tara Joshi' });
    const [any, me, ...others] = within(field('Assignee'))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect([any, me]).toEqual(['Any assignee', 'Me (Asha Rao)']);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en')));
    expect(others).toEqual(
      expect.arrayContaining(['Imran Sheikh', 'Neha Kulkarni', 'Sam Fernandes', 'Tara Joshi']),
    );
    await user.selectOptions(field('Assignee'), 'Neha Kulkarni');
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?view=breached&assignee=9001&page=1&rows=10`));
    expect(chips()).toEqual(['Assignee: Neha Kulkarni']);
    await waitFor(() => expect(demo.bodies(FILTER_CALL).at(-1)).toMatchObject({ assignee_id: 9001 }));
  });

  it('shows a customer their own queries, with unread markers in words and no customer or assignee filter', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${LIST}?view=unread`, user: customerUser, demo });
    const own = demo.db.queries.filter((query) => query.customer_id === customerUser.id);
    await waitFor(() => expect(tab(/^All/)).toHaveTextContent(String(own.length)));
    await waitFor(() =>
      expect(within(table()).getAllByText(/^\d+ unread messages?$/).length).toBeGreaterThan(0),
    );
    expect(screen.queryByLabelText('Customer', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Assignee', { exact: true })).not.toBeInTheDocument();
    expect(demo.count('GET', '/v3/query/assignees')).toBe(0);
    expect(within(table()).queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New query' })).toHaveAttribute('href', NEW);
  });
});

describe('New Query', () => {
  it('checks the fields and the files before sending, raises the query with its attachment and opens it', async () => {
    const demo = serveDemoApi();
    const clinic = ownClinic(demo);
    const kiosk = demo.db.kiosks.find((row) => row.clinic_id === clinic.id && row.status === 'deployed')!;
    const { user } = renderRoute({ url: NEW, user: customerUser, demo });
    await screen.findByRole('heading', { level: 1, name: 'New Query' });
    await user.click(screen.getByRole('button', { name: 'Raise query' }));
    expect(await screen.findByText('Subject must be 3 to 120 characters.')).toBeVisible();
    expect(screen.getByText('Choose a category.')).toBeVisible();
    expect(screen.getByText('Choose the clinic.')).toBeVisible();
    expect(screen.getByText('Write what happened.')).toBeVisible();
    expect(field('Subject')).toHaveFocus();
    expect(demo.count('POST', CREATE_CALL)).toBe(0);

    await user.type(field('Subject'), 'Printer jams');
    await user.selectOptions(field('Category'), 'kiosk_hardware');
    await waitFor(() => expect(within(field('Clinic')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(field('Clinic'), String(clinic.id));
    await waitFor(() =>
      expect(within(field('Kiosk (optional)')).getAllByRole('option').length).toBeGreaterThan(1),
    );
    await user.selectOptions(field('Kiosk (optional)'), String(kiosk.id));
    await user.type(field('Message'), 'It jams on every second report.');

    // A PNG by its bytes is taken; a "PNG" that is text, and one over 2 MB, are refused by name.
    await user.upload(field('Attachments'), [
      fileOf('jam.png', PNG, 'image/png'),
      fileOf('notes.png', [0x68, 0x69], 'image/png'),
      fileOf('huge.pdf', [0x25, 0x50, 0x44, 0x46], 'application/pdf', 2 * 1024 * 1024 + 1),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.png is not a PNG, JPEG or PDF file. huge.pdf is larger than 2 MB.',
    );
    const attached = screen.getByRole('list', { name: 'Attached files' });
    expect(within(attached).getByRole('img', { name: 'Preview of jam.png' })).toBeVisible();
    expect(within(attached).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Raise query' }));
    await waitFor(() => expect(currentUrl()).toMatch(new RegExp(`^${LIST}/\\d+$`)));
    expect(demo.bodies(CREATE_CALL).at(-1)).toMatchObject({
      subject: 'Printer jams',
      category: 'kiosk_hardware',
      priority: 'normal',
      clinic_id: clinic.id,
      kiosk_id: kiosk.id,
      related_query_id: null,
      attachments: [{ name: 'jam.png', content_type: 'image/png', data: btoa(String.fromCharCode(...PNG)) }],
    });
    const saved = demo.db.queries.at(-1)!;
    expect(saved.kiosk_snapshot?.serial_number).toBe(kiosk.serial_number);
  });

  it("starts filled in from ?clinic=&kiosk=&related=, and shows the server's refusal without losing anything typed", async () => {
    const demo = serveDemoApi();
    const clinic = ownClinic(demo);
    const kiosk = demo.db.kiosks.find((row) => row.clinic_id === clinic.id && row.status === 'deployed')!;
    const { user } = renderRoute({
      url: `${NEW}?clinic=${clinic.id}&kiosk=${kiosk.id}&related=99999`,
      user: customerUser,
      demo,
    });
    expect(await screen.findByText(/^Follows up query/)).toHaveTextContent('Follows up query #99999.');
    await waitFor(() => expect(field('Clinic')).toHaveValue(String(clinic.id)));
    await waitFor(() => expect(field('Kiosk (optional)')).toHaveValue(String(kiosk.id)));
    expect(field('Category')).toHaveValue('kiosk_hardware');
    await user.type(field('Subject'), 'Screen flickers');
    await user.type(field('Message'), 'Since the update.');
    await user.click(screen.getByRole('button', { name: 'Raise query' }));
    await waitFor(() => expect(demo.count('POST', CREATE_CALL)).toBe(1));
    expect(await screen.findByText("Choose one of this customer's queries to follow.")).toHaveRole('alert');
    expect(currentUrl()).toContain(NEW);
    expect(field('Subject')).toHaveValue('Screen flickers');
    expect(field('Message')).toHaveValue('Since the update.');
  });
});

describe('Canned Replies', () => {
  it('lists the replies, creates one, edits it and disables it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CANNED, demo });
    const active = demo.db.cannedReplies.filter((reply) => reply.status);
    await waitFor(async () =>
      expect(await screen.findByText(/Total Canned Replies/)).toHaveTextContent(
        `Total Canned Replies: ${active.length}`,
      ),
    );

    await user.click(screen.getByRole('link', { name: 'Create Canned Reply' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Canned Reply' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be 3 to 80 characters.')).toBeVisible();
    await user.type(field('Title'), 'Courier pickup booked');
    await user.type(field('Reply'), 'The courier collects the unit tomorrow between 10:00 and 13:00.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Canned Reply: Courier pickup booked' });
    const saved = demo.db.cannedReplies.at(-1)!;
    expect(saved).toMatchObject({ title: 'Courier pickup booked', status: true, version: 1 });
    expect(currentUrl()).toBe(`${CANNED}/view/${saved.id}`);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Courier pickup booked first');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.version).toBe(2));
    expect(saved.title).toBe('Courier pickup booked first');

    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(saved.status).toBe(false));
    expect(demo.bodies(`/v3/canned-reply/${saved.id}/status`).at(-1)).toEqual({ status: false, version: 2 });
  });

  it('is for administrators only', async () => {
    renderRoute({ url: CANNED, user: customerUser });
    expect(await screen.findByText(/administrators/i)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('An order started from a query', () => {
  it('fills in the kiosk order from ?query=&clinic=&model= and sends query_id', async () => {
    const demo = serveDemoApi();
    const clinic = ownClinic(demo);
    const query = demo.db.queries.find((row) => row.customer_id === customerUser.id)!;
    const model = demo.db.kiosks[0]!;
    const { user } = renderRoute({
      url: `/dashboard/manage/orders/create?query=${query.id}&clinic=${clinic.id}&model=${model.manufacturer_id}:${encodeURIComponent(model.model_name)}`,
      user: customerUser,
      demo,
    });
    expect(await screen.findByText(`For support query #${query.id}.`)).toBeVisible();
    await waitFor(() =>
      expect(field('Kiosk model')).toHaveValue(`${model.manufacturer_id}|${model.model_name}`),
    );
    expect(field('Clinic')).toHaveValue(String(clinic.id));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Place order' }),
    );
    await waitFor(() => expect(demo.bodies('/v3/order/').at(-1)).toMatchObject({ query_id: query.id }));
  });
});
