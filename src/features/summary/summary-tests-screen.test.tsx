import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultFilter } from '@/atoms/filter';
import { filterResults } from '@/generated/api/results/results';
import type { ResultFilterRequest } from '@/generated/model';
import { formatDisplayDateTime } from '@/lib/dates';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { adminUser } from '@tests/unit/session-fixtures';

import { SummaryTestsScreen } from './summary-tests-screen';

const RESULTS_CALL = '/v3/result/filter';
const LOADED = { timeout: 10_000 };

const renderTests = (query = '?test_type_id=1&label=High') =>
  renderScreen(<SummaryTestsScreen title="Summary Tests" />, {
    url: `/dashboard/summary/tests${query}`,
    user: adminUser,
    filter: defaultFilter(adminUser, 'summary'),
  });

const totalText = () => screen.getByText(/^Results:/).textContent ?? '';

describe('Summary Tests', () => {
  it('lists the results of the URL’s test and label in scope, with the total the server counts', async () => {
    const api = serveDemoApi();
    renderTests();
    const table = screen.getByRole('table', { name: 'Results' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), LOADED);
    const body = api.bodies(RESULTS_CALL)[0] as ResultFilterRequest;
    expect(body).toMatchObject({ test_type_id: 1, label: 'High', page: 1, limit: 10, customer_id: null });
    const page = await filterResults(body);
    expect(totalText()).toBe(`Results: ${page.total_count}`);
    const first = page.records[0]!;
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row).getByRole('link', { name: `${first.patient.first_name} ${first.patient.last_name}` }),
    ).toHaveAttribute('href', `/dashboard/manage/patients/patientDetails?patient_id=${first.patient.id}`);
    expect(row).toHaveTextContent(first.patient.external_id);
    expect(row).toHaveTextContent(`${first.value} ${first.unit}`);
    expect(row).toHaveTextContent('High');
    expect(row).toHaveTextContent(formatDisplayDateTime(first.measured_at));
    expect(row).toHaveTextContent(first.clinic.name);
    expect(screen.getByRole('combobox', { name: 'Test' })).toHaveValue('1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Label' })).toHaveValue('High'), LOADED);
  });

  it('keeps the test and label pickers in the URL, the label options the chosen test’s', async () => {
    serveDemoApi();
    const { user } = renderTests();
    const test = screen.getByRole('combobox', { name: 'Test' });
    await waitFor(() => expect(within(test).getAllByRole('option').length).toBeGreaterThan(2), LOADED);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Label' }), 'Normal');
    expect(currentUrl()).toBe('/dashboard/summary/tests?test_type_id=1&label=Normal&page=1&rows=10');
    await user.selectOptions(test, '');
    expect(currentUrl()).toBe('/dashboard/summary/tests?page=1&rows=10');
    const label = screen.getByRole('combobox', { name: 'Label' });
    expect(
      within(label)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All labels']);
  });

  it('shows a finding’s value as a dash', async () => {
    const { db } = serveDemoApi();
    const finding = db.catalogues.testTypes.find(
      (type) => type.kind !== 'numeric' && type.kind !== 'questionnaire',
    );
    expect(finding).toBeDefined();
    renderTests(`?test_type_id=${finding!.id}`);
    const table = screen.getByRole('table', { name: 'Results' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), LOADED);
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('td')[2]).toHaveTextContent(/^-$/);
  });

  it("says 'No data found' when nothing matches, and shows that it is loading", async () => {
    const api = serveDemoApi();
    const held = api.hold('POST', RESULTS_CALL);
    renderTests('?test_type_id=1&label=Diabetic');
    expect(await screen.findByText('Loading...')).toBeVisible();
    held.release();
    expect(await screen.findByText('No data found', {}, LOADED)).toBeVisible();
    expect(totalText()).toBe('Results: 0');
  });

  it('says the results could not be loaded, and Try again loads them', async () => {
    const { db } = serveDemoApi();
    db.setFaults({ failures: [{ path: RESULTS_CALL, status: 400, message: 'Result store offline' }] });
    const { user } = renderTests();
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'The results could not be loaded.',
    );
    db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = screen.getByRole('table', { name: 'Results' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), LOADED);
  });

  it('names the missing call when the server does not have it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderTests();
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This screen needs POST /v3/result/filter, which this server does not provide yet.',
    );
    warned.mockRestore();
  });
});
