import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CAMP_CALLS, CAMP_INFO, openPicker } from '@tests/unit/camps';
import { type DemoFaults, serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';

import { CampDetailsScreen } from './camp-details-screen';

/** Seed camp 1, Meera's at Kothrud. */
const INFO = `${CAMP_INFO}?camp_id=1`;
const GET_CAMP = { path: CAMP_CALLS.one(1), method: 'GET' };

// 4xx answers and malformed bodies are not retried, so each failure shows at once (a 5xx or a
// network error shows the same text after the query client's 3 retries; see docs/reliability.md).
describe('Camp Details, when loading fails', () => {
  it.each<[string, DemoFaults]>([
    ['a 403', { failures: [{ ...GET_CAMP, status: 403, message: 'Not your camp' }] }],
    ['a 400 without a message', { failures: [{ ...GET_CAMP, status: 400, message: '' }] }],
    ['a malformed camp', { malformed: [GET_CAMP] }],
  ])("says 'Error loading data' after %s, without a toast", async (_name, faults) => {
    serveDemoApi().db.setFaults(faults);
    renderScreen(<CampDetailsScreen />, { url: INFO });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading data$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Camp Details' })).toBeInTheDocument();
    expect(screen.queryByText('Not your camp')).not.toBeInTheDocument();
    expect(screen.queryByText(/No camp with ID/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("says 'Error loading data' in the edit form's Location list when locations fail; the rest works", async () => {
    serveDemoApi().db.setFaults({
      failures: [{ path: CAMP_CALLS.locations, status: 400, message: 'assigned_user_id is invalid' }],
    });
    const { user } = renderScreen(<CampDetailsScreen />, { url: INFO });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const list = await openPicker(user, 'Location');
    await waitFor(() =>
      expect(within(list.parentElement!).getByRole('status')).toHaveTextContent('Error loading data'),
    );
    expect(within(list).queryAllByRole('option')).toEqual([]);
    expect(screen.queryByText('assigned_user_id is invalid')).not.toBeInTheDocument();
    // The camp's own location is still shown, and the other fields still work.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Kothrud');
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    expect(screen.getByLabelText('Camp Status')).toHaveDisplayValue('Completed');
  });
});
