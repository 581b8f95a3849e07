import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { tokenAtom } from '@/atoms/session';
import { browserNavigation } from '@/lib/browser-navigation';
import { resetUnauthorizedState } from '@/lib/http/client';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import {
  bodyRows,
  cellsOf,
  doctor2User,
  FILTER_CALL,
  QUEUE,
  SUMMARY_CALL,
  waitingFor,
} from '@tests/unit/queue-test-kit';
import { doctorUser } from '@tests/unit/session-fixtures';

const lastBody = (demo: ReturnType<typeof serveDemoApi>) => demo.bodies(FILTER_CALL).at(-1);
const queueBodies = (demo: ReturnType<typeof serveDemoApi>) =>
  demo.bodies(FILTER_CALL).filter((body) => (body as { order?: string }).order === 'queue');

describe('Consultation (the doctor’s queue)', () => {
  it('lists the waiting requests oldest first, with wait, status, video and actions, and today’s counts', async () => {
    const demo = serveDemoApi();
    const waiting = waitingFor(demo, doctorUser.id);
    renderRoute({ url: `${QUEUE}?status=requested&page=1&rows=20`, user: doctorUser, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultation' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, waiting.length)));
    expect(lastBody(demo)).toEqual({ status: 'requested', page: 1, limit: 20, order: 'queue' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Patient',
      'Clinic',
      'Requested at',
      'Wait',
      'Status',
      'Video',
      'Action',
    ]);
    const first = waiting[0]!;
    const cells = cellsOf(bodyRows()[0]!);
    expect(cells[0]).toMatch(/^.+, \d+, (Male|Female)$/);
    expect(cells[2]).toBe(
      `${first.requested_at.slice(8, 10)}-${first.requested_at.slice(5, 7)}-${first.requested_at.slice(0, 4)} ${first.requested_at.slice(11, 16)}`,
    );
    expect(cells[3]).toMatch(/^(\d+ min|\d+ h( \d+ min)?|\d+ d( \d+ h)?)$/);
    expect(cells[4]).toBe('Requested');
    const row = bodyRows()[0]!;
    expect(within(row).getByRole('button', { name: /^Accept / })).toBeEnabled();
    expect(within(row).getByRole('button', { name: /^Start / })).toBeEnabled();
    // A row with a video room links to it in a new tab.
    const withVideo = waiting.findIndex((c) => c.video_url !== null);
    if (withVideo >= 0 && withVideo < 20) {
      const link = within(bodyRows()[withVideo]!).getByRole('link', { name: /^Open video room of / });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Counts at the top: today's, from the server.
    const counts = screen.getByRole('list', { name: 'Today' });
    await waitFor(() =>
      expect(within(counts).getByText('Waiting').previousSibling).not.toHaveTextContent('…'),
    );
    expect(demo.bodies(SUMMARY_CALL).at(-1)).toEqual({
      start_date: new Date().toISOString().slice(0, 10),
      end_date: new Date().toISOString().slice(0, 10),
    });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^\d+ Waiting$/),
      expect.stringMatching(/^\d+ In progress$/),
      expect.stringMatching(/^\d+ Completed today$/),
    ]);
  });

  it('keeps the status filter in the URL; All sends no status; waiting is the default', async () => {
    const demo = serveDemoApi();
    // Accepted by this doctor earlier (the seed's scheduled ones depend on the time of day).
    Object.assign(waitingFor(demo, doctorUser.id)[0]!, {
      status: 'scheduled',
      doctor_id: doctorUser.id,
      version: 2,
    });
    const { user } = renderRoute({ url: QUEUE, user: doctorUser, demo });
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ status: 'requested', order: 'queue' }));
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('requested');
    await user.selectOptions(select, 'scheduled');
    await waitFor(() => expect(currentUrl()).toBe(`${QUEUE}?status=scheduled&page=1&rows=10`));
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ status: 'scheduled' }));
    await screen.findAllByRole('button', { name: /^Start / });
    expect(bodyRows().every((row) => cellsOf(row)[4] === 'Scheduled')).toBe(true);
    await user.selectOptions(select, 'all');
    await waitFor(() => expect(currentUrl()).toBe(`${QUEUE}?status=all&page=1&rows=10`));
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ status: null }));
  });

  it('falls back to waiting for a status it does not know', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${QUEUE}?status=<script>`, user: doctorUser, demo });
    await waitFor(() => expect(lastBody(demo)).toMatchObject({ status: 'requested' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('requested');
  });

  it('says Loading... until the first page is in', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('POST', FILTER_CALL);
    renderRoute({ url: QUEUE, user: doctorUser, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    await screen.findAllByRole('button', { name: /^Start / });
  });

  it('says so when no consultation has the status', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${QUEUE}?status=in_progress`, user: doctorUser, demo });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('shows a failed load with Try again, which loads the queue', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({
      failures: [
        { path: FILTER_CALL, status: 400 },
        { path: SUMMARY_CALL, status: 400 },
      ],
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: QUEUE, user: doctorUser, demo });
    expect(await screen.findByText('The queue could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText("Today's counts could not be loaded.")).toBeInTheDocument();
    demo.db.clearFaults();
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    for (const retry of retries) await user.click(retry);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(screen.queryByText("Today's counts could not be loaded.")).not.toBeInTheDocument(),
    );
    logged.mockRestore();
  });

  it('says which call is missing on a server without the proposed calls', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: QUEUE, user: doctorUser, demo });
    expect(
      await screen.findByText(
        'This screen needs POST /v3/consultation/filter, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    warned.mockRestore();
  });

  it('accepts a request with its version: it leaves the waiting list and is the doctor’s', async () => {
    const demo = serveDemoApi();
    const first = waitingFor(demo, doctorUser.id)[0]!;
    const { user } = renderRoute({ url: QUEUE, user: doctorUser, demo });
    await screen.findAllByRole('button', { name: /^Start / });
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: /^Accept / }));
    await waitFor(() => expect(first.status).toBe('scheduled'));
    expect(demo.bodies(`/v3/consultation/${first.id}/status`)).toEqual([
      { status: 'scheduled', version: 1, reason: null },
    ]);
    expect(first.doctor_id).toBe(doctorUser.id);
    expect(currentUrl()).toMatch(/^\/dashboard\/consulataion/);
  });

  it('starts a request and goes to the live page', async () => {
    const demo = serveDemoApi();
    const first = waitingFor(demo, doctorUser.id)[0]!;
    const { user } = renderRoute({ url: QUEUE, user: doctorUser, demo });
    await screen.findAllByRole('button', { name: /^Start / });
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: /^Start / }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/live'));
    expect(first.status).toBe('in_progress');
    // The live page shows the consultation Start answered with: it asks for it neither by its list
    // of one nor by id (live-handover.ts).
    const patient = demo.db.patient(first.patient_id)!;
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Live Consultation: ${patient.first_name} ${patient.last_name}`.trim(),
      }),
    ).toBeInTheDocument();
    expect(demo.count('GET', `/v3/consultation/${first.id}`)).toBe(0);
    expect(
      demo.bodies(FILTER_CALL).filter((body) => (body as { status?: string }).status === 'in_progress'),
    ).toEqual([]);
  });

  it('shows the 409 naming the doctor who started it first, and refreshes the queue', async () => {
    const demo = serveDemoApi();
    const shared = new Set(demo.db.doctor(doctor2User.id)!.clinic_ids);
    const { user } = renderRoute({ url: QUEUE, user: doctor2User, demo });
    await screen.findAllByRole('button', { name: /^Start / });
    const first = waitingFor(demo, doctor2User.id).find((c) => shared.has(c.clinic_id))!;
    const rowIndex = waitingFor(demo, doctor2User.id).indexOf(first);
    // Dr Vikram Shah starts it while it is on this doctor's screen.
    Object.assign(first, { status: 'in_progress', doctor_id: doctorUser.id, version: 2 });
    const before = queueBodies(demo).length;
    await user.click(within(bodyRows()[rowIndex]!).getByRole('button', { name: /^Start / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dr Vikram Shah has already started this consultation.');
    expect(currentUrl()).toMatch(/^\/dashboard\/consulataion/);
    await waitFor(() => expect(queueBodies(demo).length).toBeGreaterThan(before));
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the 422 of a second consultation in progress', async () => {
    const demo = serveDemoApi();
    const [busy, next] = waitingFor(demo, doctorUser.id);
    Object.assign(busy!, { status: 'in_progress', doctor_id: doctorUser.id, version: 2 });
    const { user } = renderRoute({ url: QUEUE, user: doctorUser, demo });
    await screen.findAllByRole('button', { name: /^Start / });
    const row = bodyRows().find((candidate) =>
      cellsOf(candidate)[0]?.startsWith(`${demo.db.patient(next!.patient_id)!.first_name} `),
    )!;
    await user.click(within(row).getByRole('button', { name: /^Start / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Finish consultation #${busy!.id} first: you have it in progress.`,
    );
    expect(next!.status).toBe('requested');
  });

  it('signs out on a 401 (the session ended), with no notice of its own', async () => {
    const demo = serveDemoApi();
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const { user, store } = renderRoute({ url: QUEUE, user: doctorUser, demo });
    await screen.findAllByRole('button', { name: /^Start / });
    demo.db.setFaults({ failures: [{ path: '/v3/consultation/*/status', status: 401 }] });
    await user.click(screen.getAllByRole('button', { name: /^Start / })[0]!);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(store.get(tokenAtom)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    replace.mockRestore();
    resetUnauthorizedState();
  });

  it('offers Continue for the consultation in progress', async () => {
    const demo = serveDemoApi();
    const [busy] = waitingFor(demo, doctorUser.id);
    Object.assign(busy!, { status: 'in_progress', doctor_id: doctorUser.id, version: 2 });
    renderRoute({ url: `${QUEUE}?status=in_progress`, user: doctorUser, demo });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard/live');
  });
});
