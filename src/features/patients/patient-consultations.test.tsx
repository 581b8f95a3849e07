import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { doctorUser } from '@tests/unit/session-fixtures';

// chart.js needs a canvas jsdom lacks (the trend); this file tests the consultations section only.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas data-testid="chart" /> }));

const detailsOf = (id: number) => `/dashboard/manage/patients/patientDetails?patient_id=${id}`;
const CALL = '/v3/consultation/filter';

type Demo = ReturnType<typeof serveDemoApi>;

/** The patient with the most consultations, and those consultations. */
const busiest = (demo: Demo) => {
  const counts = new Map<number, number>();
  for (const c of demo.db.telemedicine.consultations)
    counts.set(c.patient_id, (counts.get(c.patient_id) ?? 0) + 1);
  const [patientId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return {
    patientId,
    theirs: demo.db.telemedicine.consultations.filter((c) => c.patient_id === patientId),
  };
};

const section = () => screen.findByRole('region', { name: /^Consultations/ });
const table = () => screen.getByRole('table', { name: 'Consultations of this patient' });

describe("Patient Details' consultations", () => {
  it("lists the patient's consultations newest first, each opening its details once a doctor holds it", async () => {
    const demo = serveDemoApi();
    const { patientId, theirs } = busiest(demo);
    renderRoute({ url: detailsOf(patientId), demo });
    const region = await section();
    await waitFor(() => expect(region).toHaveTextContent(`Consultations (${theirs.length})`));
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(5, theirs.length));
    expect(demo.bodies(CALL).at(-1)).toMatchObject({ patient_id: patientId, order: 'newest', page: 1 });
    const newest = [...theirs].sort((a, b) => b.requested_at.localeCompare(a.requested_at))[0]!;
    const first = rows[0]!;
    if (newest.doctor_id === null) expect(within(first).getByText('Not yet accepted')).toBeInTheDocument();
    else
      expect(
        within(first).getByRole('link', { name: new RegExp(`^Consultation ${newest.id},`) }),
      ).toHaveAttribute('href', `/dashboard/manage/doctor/${newest.doctor_id}/consultation/${newest.id}`);
  });

  it('shows a doctor only their own consultations of a patient they consulted', async () => {
    const demo = serveDemoApi();
    const mine = demo.db.telemedicine.consultations.find(
      (c) => c.doctor_id === doctorUser.id && c.status === 'completed',
    )!;
    renderRoute({ url: detailsOf(mine.patient_id), demo, user: doctorUser });
    await section();
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
    const doctors = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(doctors.every((name) => name === 'Dr Vikram Shah' || name === 'Not yet accepted')).toBe(true);
  });

  it('says when the patient has none', async () => {
    const demo = serveDemoApi();
    const withSome = new Set(demo.db.telemedicine.consultations.map((c) => c.patient_id));
    const patient = demo.db.patients.find((candidate) => !withSome.has(candidate.id))!;
    demo.db.arrivalMs = 0;
    renderRoute({ url: detailsOf(patient.id), demo });
    await section();
    expect(await within(table()).findByText('No consultations for this patient.')).toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads them', async () => {
    const demo = serveDemoApi();
    const { patientId } = busiest(demo);
    demo.db.setFaults({ failures: [{ path: CALL, status: 400 }] });
    const { user } = renderRoute({ url: detailsOf(patientId), demo });
    await section();
    expect(
      await within(table()).findByText("The patient's consultations could not be loaded."),
    ).toBeInTheDocument();
    demo.db.clearFaults();
    await user.click(within(table()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
  });
});
