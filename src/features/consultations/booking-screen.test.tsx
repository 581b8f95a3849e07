import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { cellsOf } from '@tests/unit/queue-test-kit';
import { doctorUser } from '@tests/unit/session-fixtures';

import { BOOKINGS_EMPTY, BOOKINGS_ERROR } from './booking-screen';

const BOOKINGS = '/dashboard/doctor/patientbooking';
const CALL = '/v3/booking/filter';
const today = () => new Date().toISOString().slice(0, 10);
const display = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const table = () => screen.getByRole('table', { name: /^Bookings on / });
const rows = () => within(table()).getAllByRole('row').slice(1);

/** A booked slot of the demo doctor, and which of its day's Start buttons is its own. */
const bookedSlot = (demo: DemoApi) => {
  const mine = demo.db.telemedicine.bookings.filter((b) => b.doctor_id === doctorUser.id);
  const booking = mine.find((b) => b.status === 'booked')!;
  const day = booking.slot_start.slice(0, 10);
  const booked = mine
    .filter((b) => b.status === 'booked' && b.slot_start.startsWith(day))
    .sort((a, b) => a.slot_start.localeCompare(b.slot_start) || a.id - b.id);
  return { booking, day, index: booked.indexOf(booking) };
};
const startButtons = () => screen.findAllByRole('button', { name: /^Start consultation with / });

describe('Patient Booking', () => {
  it('lists today’s bookings by slot by default', async () => {
    const demo = serveDemoApi();
    const mine = demo.db.telemedicine.bookings.filter(
      (b) => b.doctor_id === doctorUser.id && b.slot_start.startsWith(today()),
    );
    renderRoute({ url: BOOKINGS, user: doctorUser, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Booking' })).toBeInTheDocument();
    await waitFor(() =>
      expect(demo.bodies(CALL).at(-1)).toEqual({
        start_date: today(),
        end_date: today(),
        doctor_id: null,
        page: 1,
        limit: 100,
      }),
    );
    expect(screen.getByRole('table', { name: `Bookings on ${display(today())}` })).toBeInTheDocument();
    if (mine.length > 0) {
      await waitFor(() => expect(rows()).toHaveLength(mine.length));
      expect(cellsOf(rows()[0]!)[0]).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}$/);
    }
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Slot', 'Patient', 'Clinic', 'Status', 'Action']);
  });

  it('moves a day back and forth, with the day in the URL; a bad day is today', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${BOOKINGS}?date=2026-02-30`, user: doctorUser, demo });
    await waitFor(() => expect(demo.bodies(CALL).at(-1)).toMatchObject({ start_date: today() }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(currentUrl()).toBe(`${BOOKINGS}?date=${tomorrow}`));
    await waitFor(() =>
      expect(demo.bodies(CALL).at(-1)).toMatchObject({ start_date: tomorrow, end_date: tomorrow }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(currentUrl()).toBe(`${BOOKINGS}?date=${yesterday}`));
    expect(screen.getByLabelText('Day')).toHaveValue(display(yesterday));
  });

  it('turns a booked slot into a consultation and opens the scheduled queue', async () => {
    const demo = serveDemoApi();
    const { booking, day, index } = bookedSlot(demo);
    const { user } = renderRoute({ url: `${BOOKINGS}?date=${day}`, user: doctorUser, demo });
    await user.click((await startButtons())[index]!);
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/consulataion?status=scheduled'));
    expect(booking.status).toBe('converted');
  });

  it('shows the 409 of a booking cancelled meanwhile, and the row as it is now', async () => {
    const demo = serveDemoApi();
    const { booking, day, index } = bookedSlot(demo);
    const { user } = renderRoute({ url: `${BOOKINGS}?date=${day}`, user: doctorUser, demo });
    const buttons = await startButtons();
    booking.status = 'cancelled';
    await user.click(buttons[index]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking was cancelled.');
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Start consultation with / })).toHaveLength(
        buttons.length - 1,
      ),
    );
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(currentUrl()).toBe(`${BOOKINGS}?date=${day}`);
  });

  it('says Loading... until the day is in', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('POST', CALL);
    renderRoute({ url: BOOKINGS, user: doctorUser, demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it('says so on a day without bookings', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: `${BOOKINGS}?date=2020-01-01`, user: doctorUser, demo });
    expect(await screen.findByText(BOOKINGS_EMPTY)).toBeInTheDocument();
  });

  it('shows a failed load with Try again, which loads the day', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ failures: [{ path: CALL, status: 400 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRoute({ url: `${BOOKINGS}?date=2020-01-01`, user: doctorUser, demo });
    expect(await screen.findByText(BOOKINGS_ERROR)).toBeInTheDocument();
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(BOOKINGS_EMPTY)).toBeInTheDocument();
    logged.mockRestore();
  });

  it('says which call is missing on a server without the proposed calls', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: BOOKINGS, user: doctorUser, demo });
    expect(
      await screen.findByText(
        'This screen needs POST /v3/booking/filter, which this server does not provide yet.',
      ),
    ).toBeInTheDocument();
    warned.mockRestore();
  });
});
