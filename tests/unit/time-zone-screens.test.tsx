import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { addCamps, CAMPS } from './camps';
import { serveDemoApi } from './demo-api';
import { renderRoute } from './harness';

/**
 * Issue 32, finding 9 (docs/reliability.md): a browser far from UTC must show every date and time as UTC
 * (docs/requirements.md section 9). Every Vitest project runs with TZ=UTC, where a formatter in the
 * browser's zone cannot be told apart; this file moves the process to Kiritimati (UTC+14, the
 * farthest zone from UTC: any time from 10:00 UTC on is already the next day there) and renders
 * screens through the harness. The expected texts are cut out of the ISO strings, not formatted by
 * the code under test.
 */
const ZONE = 'Pacific/Kiritimati';
let previousZone: string | undefined;
beforeAll(() => {
  previousZone = process.env.TZ;
  process.env.TZ = ZONE;
  // The zone must have taken effect, or every assertion below would pass in UTC.
  expect(new Date('2026-03-01T10:00:00Z').getDate()).toBe(2);
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

// chart.js needs a canvas jsdom lacks.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas data-testid="chart" /> }));

/** '2026-03-01T23:30:00.000Z' -> '01-03-2026'. */
const utcDay = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
/** '2026-03-01T23:30:00.000Z' -> '01-03-2026 23:30'. */
const utcDayTime = (iso: string): string => `${utcDay(iso)} ${iso.slice(11, 16)}`;
/** Whether a UTC instant is another calendar day in Kiritimati (so a local formatter would show it). */
const shiftedThere = (iso: string): boolean => new Date(iso).getDate() !== Number(iso.slice(8, 10));

const summary = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent] as const),
  );

describe(`every screen's dates agree with UTC in ${ZONE} (UTC+14)`, () => {
  it("Patient Details: the date of birth, the last screening and each session's time", async () => {
    const demo = serveDemoApi();
    const { lastScreening, sessionsByPatient } = demo.db.screening;
    const patient = demo.db.patients.find((candidate) => {
      const last = lastScreening.get(candidate.id);
      return last !== undefined && shiftedThere(last);
    })!;
    const last = lastScreening.get(patient.id)!;
    renderRoute({ url: `/dashboard/manage/patients/patientDetails?patient_id=${patient.id}`, demo });
    await screen.findByRole('heading', {
      level: 1,
      name: `Patient: ${patient.first_name} ${patient.last_name}`,
    });
    expect(summary()).toMatchObject({
      'Date of birth': utcDay(patient.date_of_birth),
      'Last screening': utcDayTime(last),
    });
    const newest = [...(sessionsByPatient.get(patient.id) ?? [])].sort((a, b) =>
      b.started_at.localeCompare(a.started_at),
    )[0]!;
    expect(
      await screen.findByRole('article', { name: `Session of ${utcDayTime(newest.started_at)}` }),
    ).toBeVisible();
  });

  it('Consultation Details: the times of the overview and of the status history', async () => {
    const demo = serveDemoApi();
    const c = demo.db.telemedicine.consultations.find(
      (row) =>
        row.status === 'completed' &&
        row.doctor_id !== null &&
        row.follow_up !== null &&
        shiftedThere(row.requested_at),
    )!;
    renderRoute({ url: `/dashboard/manage/doctor/${c.doctor_id}/consultation/${c.id}`, demo });
    await screen.findByRole('heading', { level: 1, name: `Consultation ${c.id}` });
    await screen.findByRole('region', { name: 'Consultation' });
    expect(summary()).toMatchObject({
      'Requested at (UTC)': utcDayTime(c.requested_at),
      'Started at (UTC)': utcDayTime(c.started_at!),
      'Ended at (UTC)': utcDayTime(c.ended_at!),
      'Follow-up': utcDay(c.follow_up!),
    });
    const history = screen.getByRole('list', { name: 'Status history, oldest first' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(utcDayTime(c.requested_at));
  });

  it("the camps table: a camp's start, end and create days", async () => {
    const demo = serveDemoApi();
    // Created at noon UTC the day before it starts: 02:00 the next day in Kiritimati.
    const [camp] = addCamps(demo.db, 1, { created_at: '2026-05-31T12:00:00.000Z' });
    expect(shiftedThere(camp!.created_at)).toBe(true);
    renderRoute({ url: CAMPS, demo });
    const table = await screen.findByRole('table', { name: 'Camps' });
    const row = (await within(table).findByText(camp!.name)).closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    expect(Object.fromEntries(headers.map((header, index) => [header, cells[index]]))).toMatchObject({
      'Start Date': utcDay(camp!.start_date),
      'End Date': utcDay(camp!.end_date),
      'Create Date': utcDay(camp!.created_at),
    });
  });
});
