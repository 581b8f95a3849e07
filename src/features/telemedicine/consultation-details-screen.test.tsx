import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { doctorUser } from '@tests/unit/session-fixtures';

type Demo = ReturnType<typeof serveDemoApi>;

const detailsOf = (doctorId: number | string, id: number | string) =>
  `/dashboard/manage/doctor/${doctorId}/consultation/${id}`;
const callOf = (id: number) => `/v3/consultation/${id}`;

/** A completed consultation with a pre-read and a prescription, of the demo doctor or another. */
const completed = (demo: Demo, ofDemoDoctor: boolean) =>
  demo.db.telemedicine.consultations.find(
    (c) =>
      c.status === 'completed' &&
      c.prescription.length > 0 &&
      c.session_id !== null &&
      (c.doctor_id === doctorUser.id) === ofDemoDoctor,
  )!;

const summary = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent] as const),
  );

describe('Consultation Details', () => {
  it('shows the patient, the pre-read, the note, the prescription and the status history', async () => {
    const demo = serveDemoApi();
    const c = completed(demo, false);
    const patient = demo.db.patient(c.patient_id)!;
    renderRoute({ url: detailsOf(c.doctor_id!, c.id), demo });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Consultation ${c.id}` }),
    ).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: 'Consultation' });
    expect(
      within(overview).getByRole('link', { name: new RegExp(`^${patient.first_name} ${patient.last_name}`) }),
    ).toHaveAttribute('href', `/dashboard/manage/patients/patientDetails?patient_id=${patient.id}`);
    expect(summary()).toMatchObject({ Status: 'Completed', Clinic: demo.db.clinic(c.clinic_id)!.name });
    expect(summary()['Diagnosis']).toBe(c.diagnosis);
    const preread = screen.getByRole('region', { name: 'Pre-read of the latest screening' });
    expect(within(preread).getAllByRole('row').length).toBeGreaterThan(1);
    const prescription = screen.getByRole('table', { name: 'Prescribed medicines' });
    expect(within(prescription).getAllByRole('row')).toHaveLength(c.prescription.length + 1);
    expect(within(prescription).getByText(c.prescription[0]!.dose)).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Status history, oldest first' });
    const moves = within(history).getAllByRole('listitem');
    expect(moves).toHaveLength(c.history.length);
    expect(moves[0]).toHaveTextContent(/^Requested .* by Kiosk$/);
    expect(moves.at(-1)).toHaveTextContent('Completed');
    expect(screen.getByRole('link', { name: 'Back to Telemedicine' })).toHaveAttribute(
      'href',
      '/dashboard/telemedicine',
    );
  });

  it('shows a cancellation with its reason, and a request without notes or medicines', async () => {
    const demo = serveDemoApi();
    const c = demo.db.telemedicine.consultations.find(
      (candidate) =>
        candidate.status === 'cancelled' && candidate.doctor_id !== null && candidate.history.at(-1)?.reason,
    )!;
    renderRoute({ url: detailsOf(c.doctor_id!, c.id), demo });
    const history = await screen.findByRole('list', { name: 'Status history, oldest first' });
    expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent(
      `: ${c.history.at(-1)!.reason!}`,
    );
    if (c.prescription.length === 0) expect(screen.getByText('No medicines prescribed.')).toBeInTheDocument();
  });

  it('shows a doctor their own consultation read-only, with the way back to their queue', async () => {
    const demo = serveDemoApi();
    const c = completed(demo, true);
    renderRoute({ url: detailsOf(doctorUser.id, c.id), demo, user: doctorUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Consultation ${c.id}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Consultation' })).toHaveAttribute(
      'href',
      '/dashboard/consulataion',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|edit|complete/i })).not.toBeInTheDocument();
  });

  it("refuses a doctor another doctor's consultation (403), never showing it", async () => {
    const demo = serveDemoApi();
    const c = completed(demo, false);
    renderRoute({ url: detailsOf(c.doctor_id!, c.id), demo, user: doctorUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('This consultation is not one of yours.');
    expect(screen.queryByRole('region', { name: 'Prescription' })).not.toBeInTheDocument();
  });

  it('says when there is no such consultation (404)', async () => {
    renderRoute({ url: detailsOf(3, 999_999), demo: serveDemoApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No consultation with ID 999999 was found.');
  });

  it('says when the address holds no id', async () => {
    renderRoute({ url: detailsOf(3, 'abc'), demo: serveDemoApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent("'abc' is not an id");
  });

  it('shows Loading..., then a failure with Try again, which loads it', async () => {
    const demo = serveDemoApi();
    const c = completed(demo, false);
    demo.db.setFaults({ failures: [{ path: callOf(c.id), status: 400 }] });
    const hold = demo.hold('GET', callOf(c.id));
    const { user } = renderRoute({ url: detailsOf(c.doctor_id!, c.id), demo });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    hold.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Status history' })).toBeInTheDocument();
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: detailsOf(3, 1), demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs GET /v3/consultation/{id}, which this server does not provide yet.',
    );
  });
});
