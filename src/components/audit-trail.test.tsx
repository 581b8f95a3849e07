import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderScreen } from '@tests/unit/harness';

import { AUDIT_ERROR_TEXT, AuditTrail } from './audit-trail';

const CALL = '/v3/audit/filter';
const NOW = new Date('2026-06-01T10:00:00.000Z');

describe('AuditTrail', () => {
  it('shows who did what and when, with the fields changed, newest first', async () => {
    const demo = serveDemoApi({ now: NOW });
    demo.db.auditEvents.push({
      id: 90_001,
      at: NOW.toISOString(),
      actor_id: 1,
      actor_name: 'Asha Rao',
      action: 'update',
      operation: 'updatePatient',
      entity: 'patient',
      entity_id: 7,
      patient_id: 7,
      summary: 'Update patient: patient 7 (phone)',
      changes: [{ field: 'phone', old: '+919810000259', new: '+919820054321' }],
    });
    renderScreen(<AuditTrail filter={{ patient_id: 7 }} title="Access" />, { url: '/' });
    const table = await screen.findByRole('table', { name: 'Access' });
    await within(table).findByText('Update patient: patient 7 (phone)');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('Changed');
    expect(rows[1]).toHaveTextContent('Update patient: patient 7 (phone)');
    expect(rows[1]).toHaveTextContent('phone: +919810000259 → +919820054321');
    expect(rows[1]).toHaveTextContent('01-06-2026');
    expect(rows[2]).toHaveTextContent('Read');
    expect(demo.bodies(CALL)).toEqual([{ patient_id: 7, page: 1, limit: 10 }]);
    expect(screen.getByRole('heading', { name: /^Access \(\d+\)$/ })).toBeInTheDocument();
  });

  it('pages on the server: Next asks for page 2', async () => {
    const demo = serveDemoApi({ now: NOW });
    const { user } = renderScreen(<AuditTrail filter={{ actor_id: 1 }} title="Activity" />, { url: '/' });
    const table = await screen.findByRole('table', { name: 'Activity' });
    await within(table).findAllByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(demo.bodies(CALL).at(-1)).toEqual({ actor_id: 1, page: 2, limit: 10 }));
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    serveDemoApi({ now: NOW });
    renderScreen(<AuditTrail filter={{ actor_id: 999_999 }} title="Activity" />, { url: '/' });
    expect(await screen.findByText('No events.')).toBeInTheDocument();
  });

  it("shows a failed load with Try again, and a refusal in the server's words", async () => {
    const demo = serveDemoApi({ now: NOW });
    demo.db.setFaults({ failures: [{ path: CALL, status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderScreen(<AuditTrail filter={{ actor_id: 1 }} title="Activity" />, { url: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIT_ERROR_TEXT);
    demo.db.setFaults({
      failures: [{ path: CALL, status: 403, message: 'Your role does not include Audit trail.' }],
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your role does not include Audit trail.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
