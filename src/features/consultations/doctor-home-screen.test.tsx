import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { bodyRows, cellsOf, FILTER_CALL, waitingFor } from '@tests/unit/queue-test-kit';
import { adminUser, doctorUser } from '@tests/unit/session-fixtures';

import { HOME_QUEUE_EMPTY, HOME_QUEUE_ERROR, HOME_QUEUE_ROWS } from './doctor-home-screen';

const HOME = '/dashboard/static';
const rows = () => bodyRows("Today's queue");

describe('The doctor’s home', () => {
  it('shows today’s counts and the head of the queue, oldest first, with links to the queue and bookings', async () => {
    const demo = serveDemoApi();
    const waiting = waitingFor(demo, doctorUser.id);
    renderRoute({ url: HOME, user: doctorUser, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(Math.min(HOME_QUEUE_ROWS, waiting.length)));
    const first = demo.db.patient(waiting[0]!.patient_id)!;
    expect(cellsOf(rows()[0]!)[0]).toContain(`${first.first_name} ${first.last_name}`);
    expect(cellsOf(rows()[0]!)[3]).toMatch(/min|h|d/);
    expect(demo.bodies(FILTER_CALL)).toContainEqual({
      status: 'requested',
      page: 1,
      limit: 5,
      order: 'queue',
    });
    expect(screen.getByRole('heading', { level: 2, name: /Today's queue/ })).toHaveTextContent(
      `(${waiting.length} requested)`,
    );
    expect(screen.getByRole('link', { name: 'Open the queue' })).toHaveAttribute(
      'href',
      '/dashboard/consulataion',
    );
    expect(screen.getByRole('link', { name: 'Patient Booking' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/patientbooking',
    );
    const counts = screen.getByRole('list', { name: 'Today' });
    await waitFor(() => expect(counts).not.toHaveAttribute('aria-busy'));
    expect(within(counts).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Continue consultation/ })).not.toBeInTheDocument();
  });

  it('leads back to the consultation in progress', async () => {
    const demo = serveDemoApi();
    const [busy] = waitingFor(demo, doctorUser.id);
    Object.assign(busy!, { status: 'in_progress', doctor_id: doctorUser.id, version: 2 });
    renderRoute({ url: HOME, user: doctorUser, demo });
    const link = await screen.findByRole('link', { name: /Continue consultation/ });
    expect(link).toHaveAttribute('href', '/dashboard/live');
    expect(screen.getByText(/^In progress:/)).toHaveTextContent(
      demo.db.patient(busy!.patient_id)!.first_name,
    );
  });

  it('says Loading... until the queue is in', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('POST', FILTER_CALL);
    renderRoute({ url: HOME, user: doctorUser, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
  });

  it('says so when nobody is waiting', async () => {
    const demo = serveDemoApi();
    for (const c of waitingFor(demo, doctorUser.id)) c.status = 'cancelled';
    renderRoute({ url: HOME, user: doctorUser, demo });
    expect(await screen.findByText(HOME_QUEUE_EMPTY)).toBeInTheDocument();
  });

  it('shows a failed queue with Try again, which loads it', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: FILTER_CALL, status: 400, body: { status: 'requested' } }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: HOME, user: doctorUser, demo });
    expect(await screen.findByText(HOME_QUEUE_ERROR)).toBeInTheDocument();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    logged.mockRestore();
  });

  it('says which call is missing on a server without the proposed calls', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: HOME, user: doctorUser, demo });
    expect(
      await screen.findByText(
        'This screen needs POST /v3/consultation/filter, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This screen needs POST /v3/consultation/summary, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    warned.mockRestore();
  });

  it('is still the figures home for an administrator', async () => {
    renderRoute({ url: HOME, user: adminUser });
    expect(await screen.findByRole('list', { name: 'Figures' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: "Today's queue" })).not.toBeInTheDocument();
  });
});
