import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultFilter, type FilterData } from '@/atoms/filter';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

const URL_PATH = '/dashboard/telemedicine';
const LIST_CALL = '/v3/consultation/filter';
const SUMMARY_CALL = '/v3/consultation/summary';
const DEMO_DOCTOR = 3;

type Demo = ReturnType<typeof serveDemoApi>;

/** The applied filter narrowed to the demo doctor's first clinic (requests there every day). */
const clinicFilter = (demo: Demo): FilterData => {
  const clinicId = demo.db.doctor(DEMO_DOCTOR)!.clinic_ids[0]!;
  return {
    ...defaultFilter(adminUser, 'telemedicine'),
    clinic: { id: clinicId, name: demo.db.clinic(clinicId)!.name },
  };
};

const countOf = async (label: string): Promise<number> => {
  const button = await screen.findByRole('button', { name: new RegExp(`^${label} [\\d,]+$`) });
  return Number(button.textContent.replace(/\D/g, ''));
};
const listTotal = async (): Promise<number> => {
  const total = await screen.findByText(/Total Consultations:/);
  return Number(total.textContent.replace(/\D/g, ''));
};
const table = () => screen.getByRole('table', { name: 'Consultations' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Telemedicine', () => {
  it('counts the scope by status with the average wait, lists it newest first and shows the chips', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: URL_PATH, demo, filter: clinicFilter(demo) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Telemedicine' })).toBeInTheDocument();
    const chips = screen.getByRole('region', { name: 'Applied filter' });
    expect(within(chips).getByText(/^Clinic: /)).toBeInTheDocument();
    const all = await countOf('All');
    const parts = await Promise.all(
      ['Requested', 'Scheduled', 'In progress', 'Completed', 'Cancelled'].map(countOf),
    );
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(all);
    expect(all).toBeGreaterThan(0);
    expect(screen.getByText('Average wait from request to start').nextElementSibling).toHaveTextContent(
      /^\d+ (min|h)/,
    );
    await waitFor(() => expect(bodyRows().length).toBe(Math.min(10, all)));
    await waitFor(async () => expect(await listTotal()).toBe(all));
    const sent = demo.bodies(LIST_CALL).at(-1) as Record<string, unknown>;
    expect(sent).toMatchObject({ clinic_id: clinicFilter(demo).clinic!.id, order: 'newest', status: null });
    expect(demo.bodies(SUMMARY_CALL).at(-1)).toMatchObject({ clinic_id: clinicFilter(demo).clinic!.id });
    const times = bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    const sortable = times.map((time) => time.replace(/(\d\d)-(\d\d)-(\d{4})/, '$3-$2-$1'));
    expect([...sortable].sort().reverse()).toEqual(sortable);
  });

  it('filters the list by a count: the status goes in the URL and the list total is that count', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: URL_PATH, demo, filter: clinicFilter(demo) });
    const completed = await countOf('Completed');
    await user.click(screen.getByRole('button', { name: /^Completed \d/ }));
    await waitFor(() => expect(currentUrl()).toContain('status=completed'));
    expect(screen.getByRole('button', { name: /^Completed \d/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('completed');
    await waitFor(async () => expect(await listTotal()).toBe(completed));
    await waitFor(() =>
      expect(bodyRows().every((row) => within(row).queryByText('Completed') !== null)).toBe(true),
    );
    // A completed consultation has its doctor: its row opens Consultation Details under them.
    const link = within(bodyRows()[0]!).getByRole('link', { name: /^Consultation \d+, requested / });
    expect(link.getAttribute('href')).toMatch(/^\/dashboard\/manage\/doctor\/\d+\/consultation\/\d+$/);
    await user.click(screen.getByRole('button', { name: /^All \d/ }));
    await waitFor(() => expect(currentUrl()).not.toContain('status='));
  });

  it('reads the status from the URL (the picker) and shows a waiting request without a link', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${URL_PATH}?status=requested`, demo, filter: clinicFilter(demo) });
    expect(await screen.findByLabelText('Status')).toHaveValue('requested');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(within(bodyRows()[0]!).queryByText('Not yet accepted')).not.toBeNull());
    expect(within(table()).queryAllByRole('link', { name: /^Consultation / })).toHaveLength(0);
    expect((demo.bodies(LIST_CALL).at(-1) as { status: string }).status).toBe('requested');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(currentUrl()).toContain('status=cancelled'));
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(currentUrl()).not.toContain('status='));
  });

  it('sends a customer no customer id and shows no Customer chip', async () => {
    const demo = serveDemoApi();
    renderRoute({
      url: URL_PATH,
      demo,
      user: customerUser,
      filter: defaultFilter(customerUser, 'telemedicine'),
    });
    await countOf('All');
    expect(demo.bodies(SUMMARY_CALL).at(-1)).toMatchObject({ customer_id: null, doctor_id: null });
  });

  it('says so while the counts and the list load', async () => {
    const demo = serveDemoApi();
    const counts = demo.hold('POST', SUMMARY_CALL);
    const list = demo.hold('POST', LIST_CALL);
    renderRoute({ url: URL_PATH, demo });
    expect(await screen.findByRole('status')).toHaveTextContent('Counting consultations…');
    expect(await within(table()).findByText('Loading...')).toBeInTheDocument();
    counts.release();
    list.release();
    expect(await countOf('All')).toBeGreaterThan(0);
  });

  it('says when nothing is in the scope', async () => {
    const demo = serveDemoApi();
    demo.db.telemedicine.consultations.splice(0);
    demo.db.arrivalMs = 0;
    renderRoute({ url: URL_PATH, demo });
    expect(await countOf('All')).toBe(0);
    expect(screen.getByText('None started')).toBeInTheDocument();
    expect(await within(table()).findByText('No data found')).toBeInTheDocument();
  });

  it('shows a failure of each call with Try again, which loads them', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({
      failures: [
        { path: LIST_CALL, status: 400 },
        { path: SUMMARY_CALL, status: 400 },
      ],
    });
    const { user } = renderRoute({ url: URL_PATH, demo });
    expect(await screen.findByText('The consultation counts could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The consultations could not be loaded.')).toBeInTheDocument();
    demo.db.clearFaults();
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await user.click(button);
    expect(await countOf('All')).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows().length).toBe(10));
  });

  it('says which call is missing on a server without them', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: URL_PATH, demo });
    // The list's message takes the card's place, the counts in it too (both calls are missing).
    expect(
      await screen.findByText(
        'This screen needs POST /v3/consultation/filter, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
