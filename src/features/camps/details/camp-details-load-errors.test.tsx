import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../../tests/msw/server';
import { campOne } from '../testing/fixtures';
import { assignedHandler, customersHandler, failure, getCampHandler } from '../testing/handlers';
import { openPicker } from '../testing/picker';
import { renderScreen } from '../testing/render';
import { CampDetailsScreen } from './camp-details-screen';

const INFO = '/dashboard/manage/camp/info?camp_id=11';

// 4xx answers and malformed bodies are not retried, so each failure shows at once (a 5xx or a
// network error shows the same text after the query client's 3 retries; see docs/reliability.md).
describe('Camp Details, when loading fails', () => {
  it.each([
    ['a 403', () => failure(403, 'Not your camp')],
    ['a 400 without a message', () => HttpResponse.json({}, { status: 400 })],
    ['a malformed camp', () => HttpResponse.json({ data: { id: 'eleven' } })],
  ])("says 'Error loading data' after %s, without a toast", async (_name, reply) => {
    server.use(http.get('*/v3/camp-system/:id', reply));
    renderScreen(<CampDetailsScreen />, { url: INFO });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading data$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Camp Details' })).toBeInTheDocument();
    expect(screen.queryByText('Not your camp')).not.toBeInTheDocument();
    expect(screen.queryByText(/No camp with ID/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("says 'Error loading data' in the edit form's Location list when locations fail; the rest works", async () => {
    server.use(
      getCampHandler(() => campOne),
      assignedHandler(() => []),
      customersHandler(),
      http.post('*/v3/location/filter', () => failure(400, 'assigned_user_id is invalid')),
    );
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
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Andheri');
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    expect(screen.getByLabelText('Camp Status')).toHaveDisplayValue('Completed');
  });
});
