import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultFilter } from '@/atoms/filter';
import { filterSummary } from '@/generated/api/summary/summary';
import type { ScreeningScope, ScreeningSummary } from '@/generated/model';

import { serveDemoApi } from '@tests/unit/demo-api';
import { collectToasts, renderScreen } from '@tests/unit/harness';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

import { percentOf } from './summary-data';
import { SummaryScreen } from './summary-screen';

const URL = '/dashboard/summary';
const SUMMARY_CALL = '/v3/summary/filter';
/** The demo API seeds the screening results on the first call. */
const LOADED = { timeout: 10_000 };

const renderSummary = (user = adminUser, filter = defaultFilter(user, 'summary')) =>
  renderScreen(<SummaryScreen title="Summary" />, { url: URL, user, filter });

/** What the demo API answers for the body the screen sent. */
const answerFor = async (body: unknown): Promise<ScreeningSummary> =>
  await filterSummary(body as ScreeningScope);

describe('Summary', () => {
  // jsdom has no canvas: chart.js is given no context (as in a browser without one) and draws
  // nothing; the chart's figures are checked through its table, the canvas in the browser test.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('shows the totals, failed apart from abnormal, and every test type’s labels as links to Summary Tests', async () => {
    const api = serveDemoApi();
    renderSummary();
    const table = await screen.findByRole('table', { name: 'Results by test type' }, LOADED);
    const [body] = api.bodies(SUMMARY_CALL);
    expect(body).toMatchObject({
      customer_id: null,
      start_date: defaultFilter(adminUser, 'summary').start_date,
    });
    const expected = await answerFor(body);
    const totals = within(screen.getByRole('list', { name: 'Totals' }));
    expect(totals.getByRole('listitem', { name: `Patients screened: ${expected.patients}` })).toBeVisible();
    expect(totals.getByRole('listitem', { name: `Sessions: ${expected.sessions}` })).toBeVisible();
    expect(totals.getByRole('listitem', { name: `Tests: ${expected.tests}` })).toBeVisible();
    expect(totals.getByRole('listitem', { name: `Abnormal results: ${expected.abnormal}` })).toBeVisible();
    expect(totals.getByRole('listitem', { name: `Failed recordings: ${expected.failed}` })).toBeVisible();
    expect(expected.failed).toBeGreaterThan(0);

    const first = expected.tests_by_type[0]!;
    const label = first.labels[0]!;
    const link = within(table).getByRole('link', {
      name: new RegExp(`^${label.count} ${first.test_type.name} results `),
    });
    expect(link).toHaveAttribute(
      'href',
      `/dashboard/summary/tests?test_type_id=${first.test_type.id}&label=${encodeURIComponent(label.label).replaceAll('%20', '+')}`,
    );
    expect(link.closest('tr')).toHaveTextContent(percentOf(label.count, first.total));
    expect(
      within(table).getByRole('link', { name: `${first.total} ${first.test_type.name} results` }),
    ).toHaveAttribute('href', `/dashboard/summary/tests?test_type_id=${first.test_type.id}`);
    // One link per label of every test type, and one for each test's total.
    const labelCount = expected.tests_by_type.reduce((sum, test) => sum + test.labels.length, 0);
    expect(within(table).getAllByRole('link')).toHaveLength(labelCount + expected.tests_by_type.length);
    // The chart's canvas is named and points at the table.
    expect(screen.getByRole('img', { name: /Results by label for \d+ test types/ })).toBeInTheDocument();
  });

  it('sends a customer’s own id, whatever the filter holds', async () => {
    const api = serveDemoApi();
    renderSummary(customerUser);
    await screen.findByRole('table', { name: 'Results by test type' }, LOADED);
    expect(api.bodies(SUMMARY_CALL)[0]).toMatchObject({ customer_id: customerUser.id });
  });

  it('says when the scope holds no results, with a hint to widen the dates', async () => {
    serveDemoApi();
    renderSummary(adminUser, {
      ...defaultFilter(adminUser, 'summary'),
      start_date: '2001-01-01',
      end_date: '2001-01-31',
    });
    expect(await screen.findByText('No screening results in this scope', {}, LOADED)).toBeVisible();
    expect(screen.getByText(/Widen the dates/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that it is loading while the call is under way', async () => {
    serveDemoApi().hold('POST', SUMMARY_CALL);
    renderSummary();
    expect(await screen.findByText('Loading...')).toBeVisible();
  });

  it('says the summary could not be loaded, raises no toast, and Try again loads it', async () => {
    const { db } = serveDemoApi();
    db.setFaults({ failures: [{ path: SUMMARY_CALL, status: 400, message: 'Summary store offline' }] });
    const toasts = collectToasts();
    const { user } = renderSummary();
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'The summary could not be loaded.',
    );
    expect(toasts).toEqual([]);
    db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Results by test type' }, LOADED)).toBeVisible();
  });

  it('names the missing call when the server does not have it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSummary();
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This screen needs POST /v3/summary/filter, which this server does not provide yet.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(warned).toHaveBeenCalled());
    warned.mockRestore();
  });
});
